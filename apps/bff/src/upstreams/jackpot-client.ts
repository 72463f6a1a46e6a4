import {
  jackpotWinItemSchema,
  jackpotsListSchema,
  jackpotsSumSchema,
  type CurrencyCode,
  type JackpotDecisionRequest,
  type JackpotWinItem,
  type JackpotsList,
  type JackpotsSum,
} from '@casino/shared';
import { z } from 'zod';
import { requestOptions, type UpstreamCallContext } from './call-context.js';
import type { UpstreamHttpClient } from './http-client.js';
import { NOT_FOUND, withDomainErrors } from './upstream-domain-errors.js';

// The jackpot upstream (docs/UPSTREAMS.md, "Jackpot").

/** The states a player's jackpot wins are listed by (complete: credited for good). */
export const JACKPOT_WIN_LIST_STATUSES = [
  'pending',
  'activated',
  'queue',
  'rejected',
  'complete',
] as const;
export type JackpotWinListStatus = (typeof JACKPOT_WIN_LIST_STATUSES)[number];

export function createJackpotClient(http: UpstreamHttpClient) {
  return {
    /** Gold, silver and bronze, amounts in `currency` (EUR unless given). */
    jackpots: (currency?: CurrencyCode, context?: UpstreamCallContext): Promise<JackpotsList> =>
      withDomainErrors(
        http.get('/jackpots', jackpotsListSchema, requestOptions(context, { query: { currency } })),
      ),

    jackpotsSum: (currency?: CurrencyCode, context?: UpstreamCallContext): Promise<JackpotsSum> =>
      withDomainErrors(
        http.get(
          '/jackpots/sum',
          jackpotsSumSchema,
          requestOptions(context, { query: { currency } }),
        ),
      ),

    /** The player's jackpot wins in one state (pending unless given). */
    jackpotWins: (
      token: string,
      status?: JackpotWinListStatus,
      context?: UpstreamCallContext,
    ): Promise<JackpotWinItem[]> =>
      withDomainErrors(
        http.get(
          '/jackpots/wins',
          z.array(jackpotWinItemSchema),
          requestOptions(context, { token, query: { status } }),
        ),
      ),

    /** Claims, queues or declines a win; a decided win changes no more (CONFLICT). */
    decideJackpotWin: (
      token: string,
      decision: JackpotDecisionRequest,
      context?: UpstreamCallContext,
    ): Promise<void> =>
      withDomainErrors(
        http.post(
          '/jackpots/decision',
          decision,
          z.undefined(),
          requestOptions(context, { token }),
        ),
        { notFound: NOT_FOUND.jackpotWin },
      ),
  };
}

export type JackpotClient = ReturnType<typeof createJackpotClient>;
