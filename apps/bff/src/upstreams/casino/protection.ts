import {
  marketingPreferencesSchema,
  netDepositsSchema,
  playSummarySchema,
  protectionViewSchema,
  type MarketingPreferences,
  type NetDeposits,
  type PlaySummary,
  type ProtectionRequest,
  type ProtectionView,
} from '@casino/shared';
import type { ReturnRequest } from '@casino/upstream-contract';
import { requestOptions, type UpstreamCallContext } from '../call-context.js';
import type { CasinoUpstream } from './shared.js';

/**
 * Time-out and self-exclusion (docs/UPSTREAMS.md, "Protection"): the casino holds them, ends the
 * player's casino sessions when one starts and refuses a login while it lasts.
 */
export function protectionCalls({ http, mapped }: CasinoUpstream) {
  return {
    startProtection: (
      token: string,
      request: ProtectionRequest,
      context?: UpstreamCallContext,
    ): Promise<ProtectionView> =>
      mapped(
        http.post('/protection', request, protectionViewSchema, requestOptions(context, { token })),
      ),

    /** Real-money stakes and wins since an instant (a reality check's net position). */
    playSummary: (
      token: string,
      since: Date,
      context?: UpstreamCallContext,
    ): Promise<PlaySummary> =>
      mapped(
        http.get(
          '/play-summary',
          playSummarySchema,
          requestOptions(context, { token, query: { since: since.toISOString() } }),
        ),
      ),

    /** Marketing per product and channel. */
    marketing: (token: string, context?: UpstreamCallContext): Promise<MarketingPreferences> =>
      mapped(
        http.get('/marketing', marketingPreferencesSchema, requestOptions(context, { token })),
      ),

    setMarketing: (
      token: string,
      preferences: MarketingPreferences,
      context?: UpstreamCallContext,
    ): Promise<MarketingPreferences> =>
      mapped(
        http.put(
          '/marketing',
          preferences,
          marketingPreferencesSchema,
          requestOptions(context, { token }),
        ),
      ),

    /** Deposits less withdrawals over 30 days, 3 months and all time. */
    netDeposits: (token: string, context?: UpstreamCallContext): Promise<NetDeposits> =>
      mapped(http.get('/net-deposits', netDepositsSchema, requestOptions(context, { token }))),

    /** A self-excluded player asks to return; the cooling-off starts now. */
    requestReturn: (input: ReturnRequest, context?: UpstreamCallContext): Promise<ProtectionView> =>
      mapped(
        http.post(
          '/auth/return',
          input,
          protectionViewSchema,
          requestOptions(context, { sensitive: true }),
        ),
      ),
  };
}
