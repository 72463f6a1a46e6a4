import {
  cryptoDepositAddressSchema,
  depositSchema,
  paymentMethodsSchema,
  withdrawalDetailsSchema,
  type CryptoDepositAddress,
  type Deposit,
  type PaymentId,
  type PaymentMethodId,
  type PaymentMethods,
  type TransactionId,
  type WithdrawalDetails,
} from '@casino/shared';
import { requestOptions, segment, type UpstreamCallContext } from '../call-context.js';
import {
  depositIntentSchema,
  type DepositIntent,
  type DepositRequest,
  type WithdrawalRequest,
} from '@casino/upstream-contract';
import { NOT_FOUND } from '../upstream-domain-errors.js';
import type { CasinoUpstream } from './shared.js';

/** Deposits, withdrawals and the methods they take. */
export function paymentsCalls({ http, mapped }: CasinoUpstream) {
  return {
    /** A deposit waiting at the payment provider's page: send the player to redirectUrl. */
    deposit: (
      token: string,
      request: DepositRequest,
      context?: UpstreamCallContext,
    ): Promise<DepositIntent> =>
      mapped(
        http.post(
          '/payments/deposits',
          request,
          depositIntentSchema,
          requestOptions(context, { token }),
        ),
      ),

    /** Deposit and withdrawal methods with their limits per currency (the same for everyone). */
    paymentMethods: (context?: UpstreamCallContext): Promise<PaymentMethods> =>
      mapped(http.get('/payments/methods', paymentMethodsSchema, requestOptions(context))),

    /** One of the player's deposits; another player's is NOT_FOUND. */
    depositStatus: (
      token: string,
      paymentId: PaymentId,
      context?: UpstreamCallContext,
    ): Promise<Deposit> =>
      mapped(
        http.get(
          `/payments/deposits/${segment(paymentId)}`,
          depositSchema,
          requestOptions(context, { token, route: '/payments/deposits/:paymentId' }),
        ),
        NOT_FOUND.deposit,
      ),

    /** The player's deposit address for a crypto method, with its QR payload. */
    cryptoDepositAddress: (
      token: string,
      methodId: PaymentMethodId,
      context?: UpstreamCallContext,
    ): Promise<CryptoDepositAddress> =>
      mapped(
        http.get(
          '/payments/crypto-address',
          cryptoDepositAddressSchema,
          requestOptions(context, { token, query: { method: methodId } }),
        ),
        NOT_FOUND.paymentMethod,
      ),

    /** Holds the amount from the real balance; 409 insufficient_balance when it is too small. */
    withdraw: (
      token: string,
      request: WithdrawalRequest,
      context?: UpstreamCallContext,
    ): Promise<WithdrawalDetails> =>
      mapped(
        http.post(
          '/withdrawals',
          request,
          withdrawalDetailsSchema,
          requestOptions(context, { token }),
        ),
      ),

    withdrawalDetails: (
      token: string,
      transactionId: TransactionId,
      context?: UpstreamCallContext,
    ): Promise<WithdrawalDetails> =>
      mapped(
        http.get(
          `/withdrawals/${segment(transactionId)}`,
          withdrawalDetailsSchema,
          requestOptions(context, { token, route: '/withdrawals/:transactionId' }),
        ),
      ),
  };
}
