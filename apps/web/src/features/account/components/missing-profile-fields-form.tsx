import {
  LANGUAGES,
  PROFILE_FORM_FIELDS,
  birthDateOptions,
  errorKey,
  profileFormSchema,
  type Country,
  type FillableProfileField,
  type Profile,
  type User,
} from '@casino/shared';
import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormCombobox } from '../../../components/ui/combobox.js';
import { Form, FormSubmit } from '../../../components/ui/form.js';
import { FormRadioGroup } from '../../../components/ui/radio-group.js';
import { Select, type Option } from '../../../components/ui/select.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { useFormField } from '../../../components/ui/use-form-field.js';
import { FormTextField } from '../../../components/ui/text-field.js';
import { fieldErrorMessage } from '../../../lib/form-resolver.js';
import { useLanguage } from '../../../lib/language.js';
import { useSession } from '../../../lib/session.js';
import { useUpdateProfile } from '../api/profile.js';
import { useCountries } from '../../../lib/reference-data.js';
import { ACCOUNT_NAMESPACE } from '../locales/namespace.js';
import styles from './missing-profile-fields-form.module.css';

/** Fields whose rules or options need the casino's country list. */
const NEEDS_COUNTRIES: readonly FillableProfileField[] = ['country', 'phoneNumber'];

/**
 * The shared profile form's rules for exactly the fields asked: the BFF's account.updateProfile
 * applies the same schema to the same fields.
 */
export function missingFieldsSchema(
  fields: readonly FillableProfileField[],
  today: Date,
  countries: readonly Pick<Country, 'alpha3'>[] = [],
) {
  const { shape } = profileFormSchema({ countries, today });
  return z.object(
    Object.fromEntries(
      fields.map((field) => [PROFILE_FORM_FIELDS[field], shape[PROFILE_FORM_FIELDS[field]]]),
    ),
    { error: errorKey('errors.required') },
  );
}

/** A stored birthday 'YYYY-MM-DD' as the form's three selects ('' for each part when none). */
function birthDateValue(birthday: string | null) {
  const match = birthday === null ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (match === null) return { day: '', month: '', year: '' };
  const [, year = '', month = '', day = ''] = match;
  return { day: String(Number(day)), month: String(Number(month)), year };
}

/** A value of the form: text, a choice, the date's three parts or the phone's two. */
type FieldValue =
  string | { day: string; month: string; year: string } | { prefix: string; number: string };

/**
 * The form's starting values for the fields asked: what the player has filled in already (the
 * profile page edits it), else empty.
 */
export function profileFieldsValues(
  fields: readonly FillableProfileField[],
  profile: Readonly<Profile> | null,
): Record<string, FieldValue> {
  const values: Record<FillableProfileField, FieldValue> = {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    sex: profile?.sex ?? '',
    birthday: birthDateValue(profile?.birthday ?? null),
    country: profile?.country ?? '',
    city: profile?.city ?? '',
    address: profile?.address ?? '',
    postcode: profile?.postcode ?? '',
    phoneNumber: { prefix: profile?.phonePrefix ?? '', number: profile?.phoneNumber ?? '' },
  };
  return Object.fromEntries(fields.map((field) => [PROFILE_FORM_FIELDS[field], values[field]]));
}

/** Every phone code of the country list once, in numeric order, as '+code' options. */
export function phoneCodeOptions(countries: readonly Pick<Country, 'phoneCodes'>[]): Option[] {
  const codes = new Set(countries.flatMap((country) => country.phoneCodes));
  return [...codes]
    .sort((a, b) => Number(a) - Number(b) || a.localeCompare(b))
    .map((code) => ({ id: code, label: `+${code}` }));
}

export interface MissingProfileFieldsFormProps {
  /** The fields to ask for (FILLABLE_PROFILE_FIELDS), in form order. */
  fields: readonly FillableProfileField[];
  /** After account.updateProfile saved them; the session's player is already the new one. */
  onSaved: (user: User) => void;
  /** The player's profile to start from (the profile page); empty fields unless given. */
  profile?: Readonly<Profile>;
  /** The submit button's words: 'Save' unless given. */
  submitLabel?: string;
  /** A second action beside submit, such as Cancel in a modal. */
  secondaryAction?: ReactNode;
  /** Names the form for screen readers when no heading does. */
  'aria-label'?: string;
}

/**
 * The profile's fields (SPEC.md section 3): names, gender, the birthday as day, month and year,
 * country, city, address, postcode and the phone with its code. It asks for exactly the fields
 * given: the few a game or a payment method needs and the player lacks (PROFILE_REQUIREMENTS_MODAL,
 * FORM_FIELDS), or all of them on the profile page. Validated by the shared profile schema, saved
 * with account.updateProfile.
 */
export function MissingProfileFieldsForm(props: MissingProfileFieldsFormProps) {
  const needsCountries = props.fields.some((field) => NEEDS_COUNTRIES.includes(field));
  const countries = useCountries({ enabled: needsCountries });
  if (needsCountries && countries.data === undefined) {
    return <FormSkeleton count={props.fields.length} />;
  }
  return <ProfileFieldsFormBody {...props} countries={countries.data ?? []} />;
}

/** The form's final size while the country list loads. */
function FormSkeleton({ count }: { count: number }) {
  return (
    <div className={styles.skeleton} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} width="100%" height={72} />
      ))}
      <Skeleton width="100%" height={40} />
    </div>
  );
}

function ProfileFieldsFormBody({
  fields,
  onSaved,
  profile,
  submitLabel,
  secondaryAction,
  countries,
  ...props
}: MissingProfileFieldsFormProps & { countries: readonly Country[] }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { t: message } = useTranslation();
  const { now } = useSession();
  const { save } = useUpdateProfile();
  const key = fields.join(',');
  // The day the age is checked on: the product's (QA may move it), fixed while the form is open.
  const today = useMemo(() => now(), [key]);
  const schema = useMemo(
    () => missingFieldsSchema(fields, today, countries),
    [key, today, countries],
  );
  const defaultValues = useMemo(() => profileFieldsValues(fields, profile ?? null), [key, profile]);
  const countryOptions = useMemo(
    () => countries.map((country): Option => ({ id: country.alpha3, label: country.name })),
    [countries],
  );
  const codeOptions = useMemo(() => phoneCodeOptions(countries), [countries]);

  const submit = async (values: Record<string, unknown>) => {
    onSaved(await save(values));
  };

  const has = (field: FillableProfileField) => fields.includes(field);
  return (
    <Form schema={schema} defaultValues={defaultValues} onSubmit={submit} {...props}>
      {has('firstName') ? (
        <FormTextField
          name="firstName"
          autoComplete="given-name"
          label={t('profileForm.firstName')}
        />
      ) : null}
      {has('lastName') ? (
        <FormTextField
          name="lastName"
          autoComplete="family-name"
          label={t('profileForm.lastName')}
        />
      ) : null}
      {has('sex') ? (
        <FormRadioGroup
          name="sex"
          label={t('profileForm.sex')}
          orientation="horizontal"
          options={[
            { id: 'm', label: t('profileForm.male') },
            { id: 'f', label: t('profileForm.female') },
          ]}
        />
      ) : null}
      {has('birthday') ? <BirthDateFields today={today} /> : null}
      {has('country') ? (
        <FormCombobox
          name="country"
          label={t('profileForm.country')}
          options={countryOptions}
          placeholder={t('profileForm.countryPlaceholder')}
          emptyMessage={message('errors.noSuchCountry')}
          menuTrigger="focus"
        />
      ) : null}
      {has('city') ? (
        <FormTextField name="city" autoComplete="address-level2" label={t('profileForm.city')} />
      ) : null}
      {has('address') ? (
        <FormTextField
          name="address"
          autoComplete="street-address"
          label={t('profileForm.address')}
        />
      ) : null}
      {has('postcode') ? (
        <FormTextField
          name="postcode"
          autoComplete="postal-code"
          label={t('profileForm.postcode')}
        />
      ) : null}
      {has('phoneNumber') ? (
        <PhoneFields options={codeOptions} countries={countries} followsCountry={has('country')} />
      ) : null}
      <div className={styles.actions}>
        {secondaryAction}
        <FormSubmit>{submitLabel ?? t('profileForm.save')}</FormSubmit>
      </div>
    </Form>
  );
}

/**
 * The phone: its country code from the list's phone codes ('No such code' when none matches)
 * and the national number. Picking a country fills in its code while none is chosen.
 */
function PhoneFields({
  options,
  countries,
  followsCountry,
}: {
  options: readonly Option[];
  countries: readonly Country[];
  followsCountry: boolean;
}) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { t: message } = useTranslation();
  const { getValues, setValue } = useFormContext();
  const country: unknown = useWatch({ name: 'country', disabled: !followsCountry });
  useEffect(() => {
    if (!followsCountry || typeof country !== 'string' || country === '') return;
    const prefix: unknown = getValues('phone.prefix');
    if (typeof prefix === 'string' && prefix !== '') return;
    const code = countries.find((entry) => entry.alpha3 === country)?.phoneCodes[0];
    if (code !== undefined) setValue('phone.prefix', code);
  }, [country, followsCountry, countries, getValues, setValue]);
  return (
    <fieldset className={styles.date}>
      <legend className={styles.legend}>{t('profileForm.phone')}</legend>
      <div className={styles.phone}>
        <FormCombobox
          name="phone.prefix"
          label={t('profileForm.phonePrefix')}
          options={options}
          emptyMessage={message('errors.noSuchCode')}
          menuTrigger="focus"
        />
        <FormTextField
          name="phone.number"
          autoComplete="tel-national"
          inputMode="numeric"
          label={t('profileForm.phoneNumber')}
        />
      </div>
    </fieldset>
  );
}

/** A part not chosen yet: its label above says which; 'Choose an option' would not fit. */
const PART_PLACEHOLDER = '–';

/**
 * A select of the date, bound to the form by name. Its error marks it invalid; the words go once
 * under the whole date (three narrow columns would each wrap them).
 */
function PartSelect({
  name,
  label,
  options,
  className,
}: {
  name: string;
  label: string;
  options: Option[];
  className: string | undefined;
}) {
  const { value, inputRef, errorMessage, ...field } = useFormField(name);
  return (
    <Select
      {...field}
      label={label}
      options={options}
      className={className}
      placeholder={PART_PLACEHOLDER}
      value={typeof value === 'string' && value !== '' ? value : null}
      triggerRef={inputRef}
      errorMessage={errorMessage === undefined ? undefined : ''}
    />
  );
}

/** Day, month and year under one legend, with the error of the date as a whole below. */
function BirthDateFields({ today }: { today: Date }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { t: message } = useTranslation();
  const { language } = useLanguage();
  const errorId = useId();
  const { trigger } = useFormContext();
  const { errors, isSubmitted } = useFormState({ name: 'birthDate' });
  const value: unknown = useWatch({ name: 'birthDate' });

  const options = useMemo(() => {
    const { days, months, years } = birthDateOptions(today);
    const monthName = new Intl.DateTimeFormat(LANGUAGES[language].tag, {
      month: 'long',
      timeZone: 'UTC',
    });
    const numbers = (list: number[]): Option[] =>
      list.map((number) => ({ id: String(number), label: String(number) }));
    return {
      days: numbers(days),
      months: months.map((month): Option => ({
        id: String(month),
        label: monthName.format(Date.UTC(2000, month - 1, 1)),
      })),
      years: numbers(years),
    };
  }, [today, language]);

  // The date's own errors (a day that does not exist, under 18) belong to no select: once the
  // form was submitted, each change checks the date again so a fixed one clears its message.
  useEffect(() => {
    if (isSubmitted) void trigger('birthDate');
  }, [value, isSubmitted, trigger]);

  // One message for the date, under all three: the date's own, else the first part's.
  const whole = ['birthDate', 'birthDate.day', 'birthDate.month', 'birthDate.year']
    .map((name) => fieldErrorMessage(get<object, { message?: string } | undefined>(errors, name)))
    .find((error) => error !== undefined);
  return (
    <fieldset className={styles.date} aria-describedby={whole === undefined ? undefined : errorId}>
      <legend className={styles.legend}>{t('profileForm.birthDate')}</legend>
      <div className={styles.parts}>
        <PartSelect
          name="birthDate.day"
          label={t('profileForm.day')}
          options={options.days}
          className={styles.day}
        />
        <PartSelect
          name="birthDate.month"
          label={t('profileForm.month')}
          options={options.months}
          className={styles.month}
        />
        <PartSelect
          name="birthDate.year"
          label={t('profileForm.year')}
          options={options.years}
          className={styles.year}
        />
      </div>
      {whole === undefined ? null : (
        <p id={errorId} className={styles.error} role="alert">
          {message(whole.key, whole.values)}
        </p>
      )}
    </fieldset>
  );
}
