import {
  choiceSchema,
  consentSchema,
  depositAmountSchema,
  emailSchema,
  formatMoney,
  passwordSchema,
} from '@casino/shared';
import { TRPCClientError } from '@trpc/client';
import { useState } from 'react';
import { Card } from '../../../components/ui/card.js';
import { FormCheckbox } from '../../../components/ui/checkbox.js';
import { FormCombobox } from '../../../components/ui/combobox.js';
import { Form, FormSubmit } from '../../../components/ui/form.js';
import { FormNumberField } from '../../../components/ui/number-field.js';
import { FormPasswordField } from '../../../components/ui/password-field.js';
import { RadioGroup } from '../../../components/ui/radio-group.js';
import { FormSelect } from '../../../components/ui/select.js';
import { FormTextField } from '../../../components/ui/text-field.js';
import { z } from 'zod';
import { useStyleguideTranslation } from '../hooks/use-styleguide-translation.js';
import { COUNTRY_IDS, CURRENCY_IDS, CURRENCY_OPTIONS, useCountryOptions } from './samples.js';
import styles from './styleguide-page.module.css';

const DEPOSIT_LIMITS = { min: 10, max: 5000 };

/** A sign-up with a first deposit, checked by the shared schemas the BFF would take. */
const sampleSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  country: choiceSchema(COUNTRY_IDS),
  currency: choiceSchema(CURRENCY_IDS),
  amount: depositAmountSchema(DEPOSIT_LIMITS),
  terms: consentSchema,
});

const ANSWERS = ['accept', 'refuse', 'fail'] as const;
type Answer = (typeof ANSWERS)[number];

/** How long the pretend server takes, so that the busy button shows. */
const ANSWER_DELAY_MS = 800;

/** The answer the BFF gives for a taken email (docs/decisions/004-bff-errors.md). */
function emailTaken() {
  return TRPCClientError.from({
    error: {
      code: -32009,
      message: 'An account with this email already exists',
      data: { code: 'CONFLICT', httpStatus: 409, messageKey: 'errors.emailTaken', values: {} },
    },
  });
}

/** The sample form: its answer is chosen above it, to show each way a submission ends. */
export function SampleForm() {
  const { t } = useStyleguideTranslation();
  const countries = useCountryOptions();
  const [answer, setAnswer] = useState<Answer>('refuse');
  const [created, setCreated] = useState(false);

  const submit = () =>
    new Promise<void>((resolve, reject) => {
      setCreated(false);
      setTimeout(() => {
        if (answer === 'accept') {
          setCreated(true);
          resolve();
        } else {
          reject(answer === 'refuse' ? emailTaken() : new TypeError('Failed to fetch'));
        }
      }, ANSWER_DELAY_MS);
    });

  return (
    <>
      <RadioGroup
        label={t('samples.serverAnswer')}
        orientation="horizontal"
        value={answer}
        onChange={(value) => {
          setAnswer(ANSWERS.find((id) => id === value) ?? 'accept');
        }}
        options={ANSWERS.map((id) => ({
          id,
          label: t(`samples.answers.${id}`),
        }))}
      />
      <Card title={t('samples.signUp')} className={styles.form}>
        <Form
          schema={sampleSchema}
          defaultValues={{
            email: '',
            password: '',
            currency: 'EUR',
            amount: '',
            terms: false,
          }}
          onSubmit={submit}
        >
          <FormTextField
            name="email"
            type="email"
            autoComplete="email"
            label={t('samples.email')}
            placeholder={t('samples.emailPlaceholder')}
          />
          <FormPasswordField
            name="password"
            autoComplete="new-password"
            label={t('samples.newPassword')}
            showHints
          />
          <FormCombobox name="country" label={t('samples.country')} options={countries} />
          <FormSelect name="currency" label={t('samples.currency')} options={CURRENCY_OPTIONS} />
          <FormNumberField
            name="amount"
            label={t('samples.amount')}
            currency="EUR"
            description={t('samples.amountHelp', {
              min: formatMoney(DEPOSIT_LIMITS.min, 'EUR'),
              max: formatMoney(DEPOSIT_LIMITS.max, 'EUR'),
            })}
          />
          <FormCheckbox name="terms">{t('samples.terms')}</FormCheckbox>
          <FormSubmit block>{t('samples.createAccount')}</FormSubmit>
          <p role="status" className={styles.success}>
            {created ? t('samples.accountCreated') : null}
          </p>
        </Form>
      </Card>
    </>
  );
}
