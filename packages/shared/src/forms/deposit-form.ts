import { z } from 'zod';
import { amountSchema, type AmountLimits } from './deposit-amount.js';
import { errorKey } from './form-error.js';

/** How many preset amount buttons the deposit form offers. */
export const DEPOSIT_PRESET_COUNT = 4;

/**
 * The deposit form's preset amounts for a method's limits: the first round amounts (1, 2, 5 times
 * a power of ten) from the minimum up, within the maximum; all above 0 (SPEC-NOTES).
 */
export function presetDepositAmounts(
  { min, max }: AmountLimits,
  count: number = DEPOSIT_PRESET_COUNT,
): number[] {
  if (!(min > 0) || !(max >= min)) return [];
  const presets: number[] = [];
  let power = 10 ** Math.floor(Math.log10(min));
  while (presets.length < count && power <= max) {
    for (const step of [1, 2, 5]) {
      const amount = step * power;
      if (amount >= min && amount <= max && presets.length < count) presets.push(amount);
    }
    power *= 10;
  }
  return presets;
}

/** A method as the deposit form offers it: its id and its limits in the player's currency. */
export interface DepositFormMethod {
  id: string;
  limits: AmountLimits;
}

/**
 * The deposit form: a method of the list and an amount in that method's limits
 * (errors.amountMin {min}, errors.amountMax {max}), as the BFF checks them again.
 */
export function depositFormSchema(methods: readonly DepositFormMethod[]) {
  const byId = new Map(methods.map((method) => [method.id, method.limits]));
  return z
    .object(
      {
        methodId: z
          .string({ error: errorKey('errors.required') })
          .min(1, { error: errorKey('errors.required'), abort: true })
          .refine((id) => byId.has(id), { error: errorKey('errors.noSuchOption') }),
        amount: amountSchema,
      },
      { error: errorKey('errors.required') },
    )
    .superRefine(({ methodId, amount }, ctx) => {
      checkAmountLimits(amount, byId.get(methodId), ctx);
    });
}

/**
 * The method's minimum and maximum, as an issue on `amount` (deposits and withdrawals alike). An
 * amount that is not a positive number, or a method not known, has its own message already.
 */
export function checkAmountLimits(
  amount: unknown,
  limits: AmountLimits | undefined,
  ctx: z.RefinementCtx,
): void {
  if (limits === undefined || !(typeof amount === 'number' && amount > 0)) return;
  if (amount < limits.min) {
    ctx.addIssue({
      code: 'custom',
      path: ['amount'],
      message: errorKey('errors.amountMin'),
      params: { min: limits.min },
    });
  } else if (amount > limits.max) {
    ctx.addIssue({
      code: 'custom',
      path: ['amount'],
      message: errorKey('errors.amountMax'),
      params: { max: limits.max },
    });
  }
}
export type DepositForm = z.infer<ReturnType<typeof depositFormSchema>>;
