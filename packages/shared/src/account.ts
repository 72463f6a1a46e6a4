import { z } from 'zod';
import { currencyCodeSchema } from './currency.js';
import { emailSchema } from './forms/email.js';
import { errorKey } from './forms/form-error.js';
import { newPasswordSchema } from './forms/password.js';
import { VERIFICATION_DOCUMENT_KINDS } from './forms/verification.js';
import { kycStatusSchema } from './user.js';

// Account actions beyond the profile: password reset, currency change and identity verification.

/** Asking for a password reset link: the account's email. */
export const passwordResetRequestSchema = z.object(
  { email: emailSchema },
  { error: errorKey('errors.required') },
);
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/**
 * The one-time token of a reset link, our contract: 32 to 128 URL-safe characters. Anything else
 * cannot be a token the casino issued, so it is refused before an upstream call.
 */
export const passwordResetTokenSchema = z
  .string({ error: errorKey('errors.passwordResetInvalid') })
  .regex(/^[A-Za-z0-9_-]{32,128}$/, errorKey('errors.passwordResetInvalid'));

/** Completing a reset: the token from the link and the new password, confirmed. */
export const passwordResetCompletionSchema = z.intersection(
  z.object({ token: passwordResetTokenSchema }),
  newPasswordSchema,
);
export type PasswordResetCompletion = z.infer<typeof passwordResetCompletionSchema>;

/**
 * Changing the account currency zeroes the bonus balance and cancels pending bonuses and free
 * spins (SPEC.md section 4), so the player's confirmation travels with the request.
 */
export const currencyChangeSchema = z.object({
  currency: currencyCodeSchema,
  confirmed: z.literal(true, { error: errorKey('errors.mustAgree') }),
});
export type CurrencyChange = z.infer<typeof currencyChangeSchema>;

/** What a currency change did: the new currency and what it took away. */
export const currencyChangeResultSchema = z.object({
  currency: currencyCodeSchema,
  /** The bonus balance that was zeroed, in the old currency. */
  bonusBalanceZeroed: z.number().nonnegative(),
  /** Pending and queued bonuses cancelled. */
  bonusesCancelled: z.number().int().nonnegative(),
  /** Free spins cancelled. */
  freeSpinsCancelled: z.number().int().nonnegative(),
});
export type CurrencyChangeResult = z.infer<typeof currencyChangeResultSchema>;

/** Where one verification document stands; `missing` until the player uploads it. */
export const VERIFICATION_DOCUMENT_STATUSES = [
  'missing',
  'pending',
  'approved',
  'rejected',
] as const;
export const verificationDocumentStatusSchema = z.enum(VERIFICATION_DOCUMENT_STATUSES);
export type VerificationDocumentStatus = z.infer<typeof verificationDocumentStatusSchema>;

export const verificationDocumentSchema = z.object({
  kind: z.enum(VERIFICATION_DOCUMENT_KINDS),
  status: verificationDocumentStatusSchema,
  /** Files of the latest submission. */
  files: z.number().int().nonnegative(),
  /** When the latest submission arrived; null while missing. */
  submittedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type VerificationDocument = z.infer<typeof verificationDocumentSchema>;

/** The KYC status and each of the four documents, in the order the screen lists them. */
export const verificationStatusSchema = z.object({
  kycStatus: kycStatusSchema,
  documents: z.array(verificationDocumentSchema).length(VERIFICATION_DOCUMENT_KINDS.length),
});
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

/** The documents the player still has to send (missing or rejected), in the screen's order. */
export function documentsToSend(status: Pick<VerificationStatus, 'documents'>) {
  return status.documents
    .filter((document) => document.status === 'missing' || document.status === 'rejected')
    .map((document) => document.kind);
}
