import {
  CURRENCY_CODES,
  MARKETING_CHANNELS,
  MARKETING_PRODUCTS,
  countryFieldSchema,
  isSignUpStarted,
  signUpCurrency,
  signUpSchema,
  type LanguageCode,
  type SignUpFormInput,
} from '@casino/shared';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../components/ui/checkbox.js';
import { FormCombobox } from '../../../components/ui/combobox.js';
import { Dialog } from '../../../components/ui/dialog.js';
import { Form, FormSubmit } from '../../../components/ui/form.js';
import { FormPasswordField } from '../../../components/ui/password-field.js';
import { FormSelect } from '../../../components/ui/select.js';
import { FormTextField } from '../../../components/ui/text-field.js';
import { errorMessageOf } from '../../../lib/app-error.js';
import type { ModalProps } from '../../../lib/features.js';
import { FieldRefusal } from '../../../lib/form-resolver.js';
import { useLanguage } from '../../../lib/language.js';
import { useModals } from '../../../lib/modals.js';
import { localStore } from '../../../lib/storage.js';
import { useCountries } from '../../../lib/reference-data.js';
import { useCheckPromoCode, useSignUp } from '../api/auth.js';
import type { SignUpDraft } from '../modal-data.js';
import { keepFocus } from './login-form.js';
import styles from './auth-modals.module.css';
import { WelcomeBonus } from './welcome-bonus.js';

const CURRENCY_OPTIONS = CURRENCY_CODES.map((code) => ({ id: code, label: code }));

/** BFF refusals that belong to one field, shown under it. */
const FIELD_OF_REFUSAL: Readonly<Record<string, keyof SignUpFormInput>> = {
  'errors.emailTaken': 'email',
  'errors.promoCodeInvalid': 'promoCode',
  'errors.selectCountry': 'country',
};

function asFieldRefusal(error: unknown): unknown {
  const { key, values } = errorMessageOf(error);
  const field = FIELD_OF_REFUSAL[key];
  return field === undefined ? error : new FieldRefusal(field, key, values);
}

/**
 * SIGNUP, the quick sign-up (SPEC.md section 9: under 49 s): email, password with the live
 * hints, country from the list, the currency that follows it, an optional promo code checked
 * with the casino, and the three consents; the welcome bonus of the visitor's locale beside it.
 * The referral parameters of the landing visit go with it. Once the player is signed in,
 * THANK_FOR_REGISTRATION_MODAL opens, and after it whatever waited in statusSignUp. Closed
 * half-way, BACK_TO_SIGNUP keeps what was typed.
 */
export function SignUpModal({ data, onClose }: ModalProps<'SIGNUP'>) {
  const { t } = useTranslation('auth');
  const { language } = useLanguage();
  const { open } = useModals();
  const countries = useCountries();
  const signUp = useSignUp();
  const checkPromoCode = useCheckPromoCode();
  const draft = useRef<SignUpDraft>(data?.draft ?? {});

  const list = countries.data;
  const schema = useMemo(
    () => signUpSchema.extend({ country: countryFieldSchema(list ?? []) }),
    [list],
  );
  const countryOptions = useMemo(
    () => (list ?? []).map((country) => ({ id: country.alpha3, label: country.name })),
    [list],
  );

  const start = data?.draft;
  const defaultValues: SignUpFormInput = {
    email: start?.email ?? '',
    password: start?.password ?? '',
    country: start?.country ?? '',
    currency: start?.currency ?? signUpCurrency(null, language),
    promoCode: start?.promoCode ?? '',
    consents: {
      termsAndPrivacy: start?.consents?.termsAndPrivacy ?? false,
      personalDataProcessing: start?.consents?.personalDataProcessing ?? false,
      over18: start?.consents?.over18 ?? false,
    },
    // Every box unticked unless the player ticks it (UKGC: consent per product and channel).
    marketing: {
      casino: {
        email: start?.marketing?.casino?.email ?? false,
        sms: start?.marketing?.casino?.sms ?? false,
        phone: start?.marketing?.casino?.phone ?? false,
      },
      sport: {
        email: start?.marketing?.sport?.email ?? false,
        sms: start?.marketing?.sport?.sms ?? false,
        phone: start?.marketing?.sport?.phone ?? false,
      },
    },
  };

  const leave = () => {
    onClose();
    if (isSignUpStarted(draft.current)) open('BACK_TO_SIGNUP', { draft: draft.current });
  };

  return (
    <Dialog
      title={t('signUp.title')}
      size="lg"
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) leave();
      }}
    >
      <div className={styles.signUp}>
        <WelcomeBonus />
        <Form
          schema={schema}
          defaultValues={defaultValues}
          onSubmit={async (values) => {
            if (values.promoCode !== undefined) {
              try {
                await checkPromoCode.mutateAsync({ code: values.promoCode });
              } catch (error) {
                throw asFieldRefusal(error);
              }
            }
            try {
              await signUp.mutateAsync({
                ...values,
                language,
                referral: localStore.get('referralSearchParams'),
              });
            } catch (error) {
              throw asFieldRefusal(error);
            }
            // In one go, so that nothing waiting for the player runs before the thank-you.
            open('THANK_FOR_REGISTRATION_MODAL');
            onClose();
          }}
        >
          <DraftKeeper draft={draft} />
          <CurrencyFollowsCountry language={language} />
          <FormTextField
            name="email"
            label={t('signUp.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoFocus
          />
          <FormPasswordField
            name="password"
            label={t('signUp.password')}
            autoComplete="new-password"
            showHints
          />
          <div className={styles.row}>
            <FormCombobox
              name="country"
              label={t('signUp.country')}
              options={countryOptions}
              placeholder={t('signUp.countryPlaceholder')}
              emptyMessage={t('errors.noSuchCountry', { ns: 'translation' })}
              menuTrigger="focus"
            />
            <FormSelect name="currency" label={t('signUp.currency')} options={CURRENCY_OPTIONS} />
          </div>
          <FormTextField
            name="promoCode"
            label={t('signUp.promoCode')}
            description={t('signUp.promoCodeHelp')}
            autoComplete="off"
          />
          <fieldset className={styles.consents}>
            <legend className="visually-hidden">{t('signUp.consents')}</legend>
            <FormCheckbox name="consents.termsAndPrivacy">
              {t('signUp.termsAndPrivacy')}
            </FormCheckbox>
            <FormCheckbox name="consents.personalDataProcessing">
              {t('signUp.personalData')}
            </FormCheckbox>
            <FormCheckbox name="consents.over18">{t('signUp.over18')}</FormCheckbox>
          </fieldset>
          <fieldset className={styles.consents}>
            <legend className={styles.legend}>{t('signUp.marketing.legend')}</legend>
            <p className={styles.legendHint}>{t('signUp.marketing.hint')}</p>
            {MARKETING_PRODUCTS.flatMap((product) =>
              MARKETING_CHANNELS.map((channel) => (
                <FormCheckbox
                  key={`${product}.${channel}`}
                  name={`marketing.${product}.${channel}`}
                >
                  {t(`signUp.marketing.${product}.${channel}`)}
                </FormCheckbox>
              )),
            )}
          </fieldset>
          <FormSubmit block>{t('signUp.submit')}</FormSubmit>
          <p className={styles.hint}>
            {t('signUp.haveAccount')}{' '}
            <button
              type="button"
              className={styles.inlineLink}
              onMouseDown={keepFocus}
              onClick={() => {
                onClose();
                open('LOGIN');
              }}
            >
              {t('signUp.logIn')}
            </button>
          </p>
        </Form>
      </div>
    </Dialog>
  );
}

/** Keeps what was typed, for BACK_TO_SIGNUP when the dialog closes. */
function DraftKeeper({ draft }: { draft: RefObject<SignUpDraft> }) {
  const values = useWatch<SignUpFormInput>();
  useEffect(() => {
    draft.current = values;
  }, [draft, values]);
  return null;
}

/**
 * The currency follows the country (and the page's language) until the player picks another:
 * once the field holds something this did not put there, it is the player's.
 */
function CurrencyFollowsCountry({ language }: { language: LanguageCode }) {
  const { setValue, getValues } = useFormContext<SignUpFormInput>();
  const country = useWatch<SignUpFormInput, 'country'>({ name: 'country' });
  const suggested = useRef<string | null | undefined>(getValues('currency'));
  useEffect(() => {
    const current = getValues('currency');
    if (current !== suggested.current) return;
    const next = signUpCurrency(country, language);
    suggested.current = next;
    if (next !== current) setValue('currency', next, { shouldValidate: true });
  }, [country, language, getValues, setValue]);
  return null;
}
