import {
  DEFAULT_LANGUAGE,
  DEPOSIT_MAX_BANKING_DAYS,
  depositAmountSchema,
  methodsForCurrency,
  missingProfileFields,
  paymentLimitsFor,
  paymentMethodsSchema,
  validateForm,
  errorKey,
  type AmountLimits,
  type CryptoDepositAddress,
  type FieldFormError,
  type CurrencyCode,
  type Deposit,
  type DepositIntent,
  type LanguageCode,
  type PaymentId,
  type PaymentMethod,
  type PaymentMethodId,
  type PaymentMethods,
  type User,
  type TransactionId,
  type WithdrawalDetails,
  type WithdrawalMethod,
} from '@casino/shared';
import { z } from 'zod';
import { cacheKey } from '../cache/keys.js';
import { DomainError } from '../errors.js';
import { isTrustedOrigin } from '../security/origins.js';
import { checkDepositLimits, withLimitRefusals } from './limits.js';
import type { ServiceContext, DataContext, Served, PlayerContext } from './service-context.js';

// Deposits and withdrawals (SPEC.md sections 2 and 5). The BFF checks what the forms check (the
// method takes the player's currency, the amount is within its limits) before the casino hears of
// it, and the casino checks again: the forms are a convenience, not the guard.

/** Methods and limits are the same for every player: one shared cache entry. */
export function paymentMethods(ctx: DataContext): Promise<Served<PaymentMethods>> {
  return ctx.cache.get({
    kind: 'paymentMethods',
    key: cacheKey('paymentMethods', {}),
    schema: paymentMethodsSchema,
    load: () => ctx.clients.casino.paymentMethods(ctx.upstreamCall),
  });
}

export type MethodWithLimits = ReturnType<typeof methodsForCurrency>[number];

export interface PlayerPaymentMethods {
  currency: CurrencyCode;
  /** Methods that take the player's currency, with their limits in it. */
  deposit: MethodWithLimits[];
  withdrawal: MethodWithLimits[];
  /** "Some methods take up to N banking days" (the completion modal's note). */
  maxBankingDays: number;
}

export async function methodsForPlayer(
  ctx: DataContext & Pick<PlayerContext, 'player'>,
): Promise<PlayerPaymentMethods> {
  const { value } = await paymentMethods(ctx);
  const { currency } = ctx.player.user;
  return {
    currency,
    deposit: methodsForCurrency(value.deposit, currency),
    withdrawal: methodsForCurrency(value.withdrawal, currency),
    maxBankingDays: DEPOSIT_MAX_BANKING_DAYS,
  };
}

function noSuchMethod(): DomainError {
  return new DomainError({
    code: 'payment_method_not_found',
    status: 'UNPROCESSABLE_CONTENT',
    messageKey: 'errors.noSuchOption',
    values: { field: 'methodId' },
  });
}

/** The method of one direction and tab that takes the currency, with its limits in it. */
async function methodFor(
  ctx: DataContext,
  direction: keyof PaymentMethods,
  kind: WithdrawalMethod,
  methodId: PaymentMethodId,
  currency: CurrencyCode,
): Promise<{ method: PaymentMethod; limits: AmountLimits }> {
  const { value } = await paymentMethods(ctx);
  const method = value[direction].find((entry) => entry.id === methodId && entry.kind === kind);
  const limits = method === undefined ? null : paymentLimitsFor(method, currency);
  if (method === undefined || limits === null) throw noSuchMethod();
  return { method, limits };
}

/**
 * The method's profile fields must be filled in before a payment starts: the SPA asks for them
 * first (FORM_FIELDS), and a client that skips that is refused with the fields it lacks.
 */
function checkProfileFor(method: PaymentMethod, user: User): void {
  const missing = missingProfileFields(user, method.requiredProfileFields);
  if (missing.length === 0) return;
  throw new DomainError({
    code: 'profile_incomplete',
    status: 'UNPROCESSABLE_CONTENT',
    messageKey: 'errors.paymentProfileIncomplete',
    values: { missing: missing.join(',') },
  });
}

function invalidAmount(errors: readonly FieldFormError[]): DomainError {
  const [first] = errors;
  return new DomainError({
    code: 'invalid_amount',
    status: 'UNPROCESSABLE_CONTENT',
    messageKey: first?.key ?? 'errors.invalidAmount',
    values: { ...first?.values, field: 'amount' },
  });
}

/**
 * An amount as the deposit form typed it, checked against the method's limits in the player's
 * currency (errors.amountMin / errors.amountMax with {min} / {max}, as the form shows them).
 */
function depositAmountWithin(text: string, limits: AmountLimits): number {
  const checked = validateForm(depositAmountSchema(limits), text);
  if (!checked.success) throw invalidAmount(checked.errors);
  return checked.data;
}

/** A parsed amount against the method's limits, with the same messages. */
function checkWithinLimits(amount: number, { min, max }: AmountLimits): void {
  const checked = validateForm(
    z.number().min(min, errorKey('errors.amountMin')).max(max, errorKey('errors.amountMax')),
    amount,
  );
  if (!checked.success) throw invalidAmount(checked.errors);
}

/**
 * The site's own origin, where the payment provider sends the player back: the request's Origin
 * when it is one the BFF trusts (the SPA may be served from another trusted origin), else the
 * origin the request reached.
 */
export function siteOrigin({ site, config }: Pick<ServiceContext, 'site' | 'config'>): string {
  if (site.origin !== undefined && isTrustedOrigin(site.origin, site.host, config)) {
    return site.origin;
  }
  return `${site.protocol}://${site.host}`;
}

export interface BankDepositInput {
  methodId: PaymentMethodId;
  /** As typed: digits, '.' or ',' and at most two decimals. */
  amount: string;
  /** The language prefix the result pages open under. */
  lang?: LanguageCode | undefined;
}

export type BankDepositContext = PlayerContext &
  DataContext &
  Pick<ServiceContext, 'site' | 'config'>;

/**
 * Starts a deposit at the payment provider; the SPA sends the player to `redirectUrl`. The
 * provider returns them to deposit-success, deposit-failure, deposit-cancel or deposit-return,
 * with status and payment_id, where depositResult reads the outcome.
 */
export async function startBankDeposit(
  ctx: BankDepositContext,
  input: BankDepositInput,
): Promise<DepositIntent> {
  const { currency } = ctx.player.user;
  const { method, limits } = await methodFor(ctx, 'deposit', 'bank', input.methodId, currency);
  checkProfileFor(method, ctx.player.user);
  const amount = depositAmountWithin(input.amount, limits);
  // The player's own deposit limits, read fresh (docs/decisions/037).
  await checkDepositLimits(ctx, amount);
  const prefix =
    input.lang === undefined || input.lang === DEFAULT_LANGUAGE ? '' : `/${input.lang}`;
  const page = (path: string) => `${siteOrigin(ctx)}${prefix}/${path}`;
  return withLimitRefusals(ctx, () =>
    ctx.clients.casino.deposit(
      ctx.player.token,
      {
        amount,
        currency,
        method: method.id,
        returnUrl: page('deposit-return'),
        successUrl: page('deposit-success'),
        failureUrl: page('deposit-failure'),
        cancelUrl: page('deposit-cancel'),
      },
      ctx.upstreamCall,
    ),
  );
}

export interface DepositResult extends Deposit {
  /** The deposit went through: the SPA opens PAYMENT_COMPLETED, then payment history. */
  completed: boolean;
}

/** What became of one of the player's deposits (the deposit-return route). */
export async function depositResult(
  { clients, upstreamCall, player }: PlayerContext,
  paymentId: PaymentId,
): Promise<DepositResult> {
  const deposit = await clients.casino.depositStatus(player.token, paymentId, upstreamCall);
  return { ...deposit, completed: deposit.status === 'complete' };
}

/** The player's address (and QR payload) for a crypto deposit method. */
export async function cryptoDeposit(
  ctx: PlayerContext & DataContext,
  methodId: PaymentMethodId,
): Promise<CryptoDepositAddress & { limits: AmountLimits }> {
  const { limits } = await methodFor(ctx, 'deposit', 'crypto', methodId, ctx.player.user.currency);
  // A deposit limit with no room left (not even a cent) gives no address to pay to.
  await checkDepositLimits(ctx, 0.01);
  const address = await ctx.clients.casino.cryptoDepositAddress(
    ctx.player.token,
    methodId,
    ctx.upstreamCall,
  );
  return { ...address, limits };
}

export type WithdrawalInput =
  | { method: 'bank'; methodId: PaymentMethodId; cardHolderName: string; amount: number }
  | {
      method: 'crypto';
      methodId: PaymentMethodId;
      walletAddress: string;
      walletTag: string;
      amount: number;
    };

/** Holds the amount from the real balance ('Not enough money on account' when it is short). */
export async function withdraw(
  ctx: PlayerContext & DataContext,
  input: WithdrawalInput,
): Promise<WithdrawalDetails> {
  const { currency } = ctx.player.user;
  const { method, limits } = await methodFor(
    ctx,
    'withdrawal',
    input.method,
    input.methodId,
    currency,
  );
  checkProfileFor(method, ctx.player.user);
  checkWithinLimits(input.amount, limits);
  return ctx.clients.casino.withdraw(ctx.player.token, { ...input, currency }, ctx.upstreamCall);
}

/**
 * A withdrawal's details. When they cannot be fetched (unknown id, an upstream failure) the
 * player is told to ask support, quoting the transaction id (SPEC.md section 8).
 */
export async function withdrawalDetails(
  ctx: PlayerContext & Pick<ServiceContext, 'log'>,
  transactionId: TransactionId,
): Promise<WithdrawalDetails> {
  try {
    return await ctx.clients.casino.withdrawalDetails(
      ctx.player.token,
      transactionId,
      ctx.upstreamCall,
    );
  } catch (error) {
    // An ended session is not the withdrawal's fault: the player must sign in again.
    if (error instanceof DomainError && error.status === 'UNAUTHORIZED') throw error;
    ctx.log.warn({ err: error, transactionId }, 'withdrawal details unavailable');
    throw new DomainError({
      code: 'withdrawal_details_unavailable',
      status: 'NOT_FOUND',
      messageKey: 'errors.withdrawalDetailsUnavailable',
      values: { transactionId },
      cause: error,
    });
  }
}
