import {
  type Deposit,
  type PaymentMethod,
  type WithdrawalDetails,
  paymentIdSchema,
  paymentMethodIdSchema,
  transactionIdSchema,
  walletAddressSchema,
  walletTagSchema,
} from '@casino/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type DepositIntent,
  depositRequestSchema,
  withdrawalRequestSchema,
} from '@casino/upstream-contract';
import { type MockContext, originOf } from '../../context.js';
import {
  PAYMENT_METHODS_ANSWER,
  cryptoDepositAddress,
  findPaymentMethod,
  isCryptoMethodName,
  paymentMethodName,
} from '../../data/payment-methods.js';
import { roundMoney } from '../../data/seeded.js';
import type { TransactionRecord } from '../../data/transactions.js';
import { requirePlayer } from '../../http/auth.js';
import { MockHttpError } from '../../http/errors.js';
import { onceByKey } from '../../http/idempotency.js';
import { parseRequest, validateInput } from '../../http/parse.js';
import { checkDepositLimits } from '../../state/limits.js';
import type { PlayerAccount } from '../../state/player-store.js';

const depositParamsSchema = z.object({ paymentId: paymentIdSchema });
const cryptoAddressQuerySchema = z.object({ method: paymentMethodIdSchema });
const withdrawalParamsSchema = z.object({
  transactionId: z.coerce.number().pipe(transactionIdSchema),
});

/** The rules every payment shares: the account's currency, and the method's limits in it. */
function checkAmount(
  account: PlayerAccount,
  method: PaymentMethod,
  amount: number,
  currency: string,
): void {
  if (currency !== account.currency) {
    throw new MockHttpError('validation_failed', 'Payments are made in the account currency', [
      { path: 'currency', message: 'errors.noSuchOption' },
    ]);
  }
  const limits = method.limits[account.currency];
  if (limits === undefined) {
    throw new MockHttpError('validation_failed', 'The method does not take this currency', [
      { path: 'method', message: 'errors.noSuchOption' },
    ]);
  }
  if (amount < limits.min) {
    throw new MockHttpError('validation_failed', `The minimum is ${limits.min}`, [
      { path: 'amount', message: 'errors.amountMin' },
    ]);
  }
  if (amount > limits.max) {
    throw new MockHttpError('validation_failed', `The maximum is ${limits.max}`, [
      { path: 'amount', message: 'errors.amountMax' },
    ]);
  }
}

function toWithdrawalDetails(row: TransactionRecord, nowMs: number): WithdrawalDetails {
  return {
    transactionId: row.id,
    status: row.status,
    amount: Math.abs(row.amount),
    currency: row.currency,
    method: row.method !== null && isCryptoMethodName(row.method) ? 'crypto' : 'bank',
    createdAt: new Date(row.atMs ?? nowMs - (row.agoMs ?? 0)).toISOString(),
  };
}

export function registerPaymentRoutes(app: FastifyInstance, context: MockContext): void {
  const { store, clock, world } = context;

  app.get('/payments/methods', () => PAYMENT_METHODS_ANSWER);

  app.post('/payments/deposits', (request, reply) => {
    const account = requirePlayer(request, store);
    const body = parseRequest(depositRequestSchema, request.body, 'body');
    const scope = { answers: store.idempotentAnswers, playerId: account.id, operation: 'deposit' };
    return onceByKey(request, reply, scope, () => {
      const method = findPaymentMethod('deposit', body.method);
      if (method === undefined) {
        throw new MockHttpError('validation_failed', 'No such deposit method', [
          { path: 'method', message: 'errors.noSuchOption' },
        ]);
      }
      checkAmount(account, method, body.amount, body.currency);
      checkDepositLimits(store, account, body.amount, clock.now());
      const deposit = store.createDeposit({
        playerId: account.id,
        amount: body.amount,
        currency: body.currency,
        method: method.id,
        createdAtMs: clock.now(),
        returnUrl: body.returnUrl,
        successUrl: body.successUrl ?? null,
        failureUrl: body.failureUrl ?? null,
        cancelUrl: body.cancelUrl ?? null,
      });
      const redirectUrl = new URL(`${originOf(request, context)}/pages/pay`);
      redirectUrl.searchParams.set('payment_id', deposit.id);
      const intent: DepositIntent = { paymentId: deposit.id, redirectUrl: redirectUrl.toString() };
      return { status: 201, body: intent };
    });
  });

  /** A deposit of the calling player; another player's is not found, as if it did not exist. */
  app.get('/payments/deposits/:paymentId', (request): Deposit => {
    const account = requirePlayer(request, store);
    const { paymentId } = parseRequest(depositParamsSchema, request.params, 'path');
    const deposit = store.deposit(paymentId);
    if (deposit?.playerId !== account.id) throw new MockHttpError('not_found', 'No such deposit');
    return {
      paymentId: deposit.id,
      status: deposit.status,
      amount: deposit.amount,
      currency: deposit.currency,
      methodId: deposit.method,
    };
  });

  app.get('/payments/crypto-address', (request) => {
    const account = requirePlayer(request, store);
    const query = parseRequest(cryptoAddressQuerySchema, request.query, 'query');
    const address = cryptoDepositAddress(world.seed, account.id, query.method);
    if (address === undefined) throw new MockHttpError('not_found', 'No such crypto method');
    return address;
  });

  app.post('/withdrawals', (request, reply) => {
    const account = requirePlayer(request, store);
    const body = parseRequest(withdrawalRequestSchema, request.body, 'body');
    const scope = {
      answers: store.idempotentAnswers,
      playerId: account.id,
      operation: 'withdrawal',
    };
    return onceByKey(request, reply, scope, () => {
      const method = findPaymentMethod('withdrawal', body.methodId);
      if (method?.kind !== body.method) {
        throw new MockHttpError('validation_failed', 'No such withdrawal method', [
          { path: 'methodId', message: 'errors.noSuchOption' },
        ]);
      }
      if (body.method === 'crypto') {
        validateInput(
          z.object({ walletAddress: walletAddressSchema, walletTag: walletTagSchema }),
          {
            walletAddress: body.walletAddress,
            walletTag: body.walletTag,
          },
        );
      } else if (body.cardHolderName.trim() === '') {
        throw new MockHttpError('validation_failed', 'The card holder is required', [
          { path: 'cardHolderName', message: 'errors.required' },
        ]);
      }
      checkAmount(account, method, body.amount, body.currency);
      if (body.amount > account.balances.main) {
        throw new MockHttpError('insufficient_balance', 'The real balance is too small');
      }
      // The money is held from now on; the payment team settles the withdrawal later.
      account.balances.main = roundMoney(account.balances.main - body.amount);
      const row: TransactionRecord = {
        id: store.newTransactionId(),
        scope: 'payments',
        wallet: 'basic',
        type: 'withdraw',
        amount: -body.amount,
        currency: body.currency,
        status: 'pending',
        method: paymentMethodName(method.id),
        fee: 0,
        balance: null,
        agoMs: null,
        atMs: clock.now(),
      };
      account.transactions.unshift(row);
      return { status: 201, body: toWithdrawalDetails(row, clock.now()) };
    });
  });

  app.get('/withdrawals/:transactionId', (request): WithdrawalDetails => {
    const account = requirePlayer(request, store);
    const { transactionId } = parseRequest(withdrawalParamsSchema, request.params, 'path');
    const row = account.transactions.find(
      (entry) => entry.id === transactionId && entry.type === 'withdraw',
    );
    if (row === undefined) throw new MockHttpError('not_found', 'No such withdrawal');
    return toWithdrawalDetails(row, clock.now());
  });
}
