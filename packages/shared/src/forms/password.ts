import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { errorKey } from './form-error.js';

/** The symbols a password may contain, besides digits and Latin letters (SPEC.md section 5). */
export const PASSWORD_SYMBOLS = '#$-._@&!;%:?*()^';

/** Digits, Latin letters and PASSWORD_SYMBOLS only. */
export const PASSWORD_PATTERN = /^[0-9A-Za-z#$\-._@&!;%:?*()^]+$/;

/** A password field that must not be empty; no trimming, spaces are part of what was typed. */
const filledPasswordSchema = z
  .string({ error: errorKey('errors.required') })
  .min(1, { error: errorKey('errors.required'), abort: true });

/** Required, and PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH characters: any password field. */
export const passwordLengthSchema = filledPasswordSchema
  .min(PASSWORD_MIN_LENGTH, errorKey('errors.minLength'))
  .max(PASSWORD_MAX_LENGTH, errorKey('errors.maxLength'));

/** A password the player chooses: the length limits and the allowed characters (hard rules). */
export const passwordSchema = passwordLengthSchema.regex(
  PASSWORD_PATTERN,
  errorKey('errors.passwordCharacters'),
);

export const PASSWORD_HINTS = ['digit', 'lowercase', 'uppercase', 'symbol'] as const;
export type PasswordHint = (typeof PASSWORD_HINTS)[number];

/** The live checklist under a new password; advice only, never a reason to reject (SPEC-NOTES). */
export function passwordHints(value: string): Record<PasswordHint, boolean> {
  return {
    digit: /[0-9]/.test(value),
    lowercase: /[a-z]/.test(value),
    uppercase: /[A-Z]/.test(value),
    symbol: Array.from(PASSWORD_SYMBOLS).some((symbol) => value.includes(symbol)),
  };
}

/** Choosing a password: the password and its confirmation. */
export const newPasswordSchema = z
  .object(
    {
      password: passwordSchema,
      confirmation: filledPasswordSchema,
    },
    { error: errorKey('errors.required') },
  )
  .refine(({ password, confirmation }) => password === confirmation, {
    path: ['confirmation'],
    error: errorKey('errors.passwordsDontMatch'),
  });
export type NewPasswordForm = z.infer<typeof newPasswordSchema>;

/** Changing a password: the current one (the server checks it), the new one, its confirmation. */
export const changePasswordSchema = z
  .object(
    {
      oldPassword: filledPasswordSchema,
      newPassword: passwordSchema,
      confirmation: filledPasswordSchema,
    },
    { error: errorKey('errors.required') },
  )
  .refine(({ oldPassword, newPassword }) => oldPassword !== newPassword, {
    path: ['newPassword'],
    error: errorKey('errors.samePassword'),
  })
  .refine(({ newPassword, confirmation }) => newPassword === confirmation, {
    path: ['confirmation'],
    error: errorKey('errors.passwordsDontMatch'),
  });
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;
