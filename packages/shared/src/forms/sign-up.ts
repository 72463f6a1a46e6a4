import { z } from 'zod';
import { CURRENCY_CODES, type CurrencyCode } from '../currency.js';
import { COUNTRY_LANGUAGE, LANGUAGES, UK_COUNTRY, type LanguageCode } from '../language.js';
import { emailSchema } from './email.js';
import { errorKey } from './form-error.js';
import { choiceSchema, consentSchema } from './field.js';
import { passwordSchema } from './password.js';
import { optionalPromoCodeSchema } from './promo-code.js';
import { marketingPreferencesSchema } from '../marketing.js';

/** The three agreements sign-up asks for; each box must be ticked. */
export const signUpConsentsSchema = z.object(
  {
    /** Terms and conditions and the privacy policy, agreed together. */
    termsAndPrivacy: consentSchema,
    personalDataProcessing: consentSchema,
    over18: consentSchema,
  },
  { error: errorKey('errors.mustAgree') },
);

/**
 * The country the player picks, by ISO alpha-3 code. Whether it is on the casino's list is
 * checked against that list (countryFieldSchema in the form, the BFF before the upstream call).
 */
export const signUpCountrySchema = z
  .string({ error: errorKey('errors.selectCountry') })
  .regex(/^[A-Z]{3}$/, errorKey('errors.selectCountry'));

export const signUpSchema = z.object(
  {
    email: emailSchema,
    password: passwordSchema,
    country: signUpCountrySchema,
    currency: choiceSchema(CURRENCY_CODES),
    promoCode: optionalPromoCodeSchema,
    consents: signUpConsentsSchema,
    /** Marketing per product and channel, all unticked unless the player ticks them. */
    marketing: marketingPreferencesSchema.optional(),
  },
  { error: errorKey('errors.required') },
);
export type SignUpForm = z.infer<typeof signUpSchema>;
export type SignUpFormInput = z.input<typeof signUpSchema>;

/**
 * The currency a new account gets unless the player picks another: the UK's pounds, else the
 * default of the picked country's language (ROU gives RON), else of the page's language.
 */
export function signUpCurrency(
  country: string | null | undefined,
  language: LanguageCode,
): CurrencyCode {
  if (country === UK_COUNTRY) return LANGUAGES.gb.defaultCurrency;
  const countryLanguage = country ? COUNTRY_LANGUAGE[country] : undefined;
  return LANGUAGES[countryLanguage ?? language].defaultCurrency;
}

/** Whether a sign-up form was left half-way: the visitor typed or ticked something. */
export function isSignUpStarted(values: {
  email?: string | undefined;
  password?: string | undefined;
  promoCode?: string | undefined;
  consents?: Partial<Record<keyof z.input<typeof signUpConsentsSchema>, boolean>> | undefined;
}): boolean {
  const typed = [values.email, values.password, values.promoCode].some(
    (value) => value !== undefined && value.trim() !== '',
  );
  return typed || Object.values(values.consents ?? {}).some((ticked) => ticked);
}
