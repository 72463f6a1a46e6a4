import { z } from 'zod';
import { WITHDRAWAL_VALUE_MAX_LENGTH } from '../constants.js';
import { amountSchema } from './deposit-amount.js';
import { errorKey } from './form-error.js';
import { requiredTextSchema, textFieldSchema } from './field.js';

/** Longest card holder name, our contract. */
export const CARD_HOLDER_NAME_MAX_LENGTH = 100;
/** Longest wallet address and wallet tag, our contract (long chain addresses run past 100). */
export const WALLET_ADDRESS_MAX_LENGTH = 128;
export const WALLET_TAG_MAX_LENGTH = 64;

/** The withdrawal amount: positive, in at most WITHDRAWAL_VALUE_MAX_LENGTH characters. */
export const withdrawalAmountSchema = requiredTextSchema
  .max(WITHDRAWAL_VALUE_MAX_LENGTH, { error: errorKey('errors.maxLength'), abort: true })
  .pipe(amountSchema);

/** Latin letters and digits, case kept: real addresses are mixed case (SPEC-NOTES). */
export const walletAddressSchema = requiredTextSchema
  .max(WALLET_ADDRESS_MAX_LENGTH, errorKey('errors.maxLength'))
  .regex(/^[A-Za-z0-9]+$/, errorKey('errors.lettersAndDigitsOnly'));

/** Capital Latin letters and digits. */
export const walletTagSchema = requiredTextSchema
  .max(WALLET_TAG_MAX_LENGTH, errorKey('errors.maxLength'))
  .regex(/^[A-Z0-9]+$/, errorKey('errors.capitalLettersOnly'));

export const bankWithdrawalSchema = z.object(
  {
    cardHolderName: textFieldSchema({ max: CARD_HOLDER_NAME_MAX_LENGTH }),
    amount: withdrawalAmountSchema,
  },
  { error: errorKey('errors.required') },
);
export type BankWithdrawalForm = z.infer<typeof bankWithdrawalSchema>;

export const cryptoWithdrawalSchema = z.object(
  {
    walletAddress: walletAddressSchema,
    walletTag: walletTagSchema,
    amount: withdrawalAmountSchema,
  },
  { error: errorKey('errors.required') },
);
export type CryptoWithdrawalForm = z.infer<typeof cryptoWithdrawalSchema>;
