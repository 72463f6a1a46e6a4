import { z } from 'zod';
import { type CurrencyCode, currencyCodeSchema } from './currency.js';
import type { AmountLimits } from './forms/deposit-amount.js';
import { fillableProfileFieldSchema } from './forms/profile.js';
import { withdrawalMethodSchema } from './withdrawal.js';

// Payment methods, deposits and crypto addresses (SPEC.md sections 2 and 5; the shapes are our
// contract, docs/UPSTREAMS.md "Payments").

/** A payment method's id: lowercase letters, digits and hyphens (`visa`, `usdt-trc20`). */
export const paymentMethodIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'errors.noSuchOption');
export type PaymentMethodId = z.infer<typeof paymentMethodIdSchema>;

/** Minimum and maximum of one method in one currency, both included. */
export const paymentLimitsSchema = z
  .object({ min: z.number().positive(), max: z.number().positive() })
  .refine((limits) => limits.min <= limits.max, {
    message: 'errors.amountMax',
    path: ['max'],
  });
export type PaymentLimits = z.infer<typeof paymentLimitsSchema>;

/** A deposit or withdrawal method; `kind` is the banking or crypto tab it shows under. */
export const paymentMethodSchema = z.object({
  id: paymentMethodIdSchema,
  name: z.string().min(1).max(64),
  kind: withdrawalMethodSchema,
  /** The currencies the method takes, each with its limits; a currency left out is not taken. */
  limits: z.partialRecord(currencyCodeSchema, paymentLimitsSchema),
  /** Crypto: the chain the address lives on (`TRC20`); null for banking methods. */
  network: z.string().min(1).max(32).nullable(),
  /**
   * Profile fields the method needs filled in (our contract); FORM_FIELDS asks for the ones the
   * player lacks before the payment starts.
   */
  requiredProfileFields: z.array(fillableProfileFieldSchema).default([]),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodsSchema = z.object({
  deposit: z.array(paymentMethodSchema),
  withdrawal: z.array(paymentMethodSchema),
});
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;

/** The limits of a method in a currency, or null when the method does not take that currency. */
export function paymentLimitsFor(
  method: Pick<PaymentMethod, 'limits'>,
  currency: CurrencyCode,
): AmountLimits | null {
  return method.limits[currency] ?? null;
}

/** The methods of one tab that take the currency, each with its limits in that currency. */
export function methodsForCurrency(
  methods: readonly PaymentMethod[],
  currency: CurrencyCode,
): (Omit<PaymentMethod, 'limits'> & { limits: AmountLimits })[] {
  return methods.flatMap((method) => {
    const limits = paymentLimitsFor(method, currency);
    if (limits === null) return [];
    return [
      {
        id: method.id,
        name: method.name,
        kind: method.kind,
        network: method.network,
        requiredProfileFields: method.requiredProfileFields,
        limits,
      },
    ];
  });
}

/** Where a deposit stands at the payment provider. */
export const DEPOSIT_STATUSES = ['pending', 'complete', 'failed', 'cancel'] as const;
export const depositStatusSchema = z.enum(DEPOSIT_STATUSES);
export type DepositStatus = z.infer<typeof depositStatusSchema>;

/** The payment provider's id of a deposit. */
export const paymentIdSchema = z.uuid();
export type PaymentId = z.infer<typeof paymentIdSchema>;

export const depositSchema = z.object({
  paymentId: paymentIdSchema,
  status: depositStatusSchema,
  amount: z.number().positive(),
  currency: currencyCodeSchema,
  methodId: paymentMethodIdSchema,
});
export type Deposit = z.infer<typeof depositSchema>;

/** A bank deposit waiting at the payment provider's page, where the SPA sends the player. */
export const depositIntentSchema = z.object({
  paymentId: z.string().min(1),
  redirectUrl: z.url(),
});
export type DepositIntent = z.infer<typeof depositIntentSchema>;

/** A crypto deposit address of the player for one method, and what its QR code encodes. */
export const cryptoDepositAddressSchema = z.object({
  methodId: paymentMethodIdSchema,
  network: z.string().min(1).max(32),
  address: z.string().regex(/^[A-Za-z0-9]{16,128}$/),
  /** A memo some chains need beside the address; null where none is needed. */
  tag: z
    .string()
    .regex(/^[A-Z0-9]{1,64}$/)
    .nullable(),
  /** The text of the QR code (a payment URI the player's wallet reads). */
  qrPayload: z.string().min(1).max(512),
});
export type CryptoDepositAddress = z.infer<typeof cryptoDepositAddressSchema>;
