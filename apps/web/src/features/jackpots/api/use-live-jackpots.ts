import { fallbackPolling, type RealtimeStatus } from '@casino/realtime-client';
import {
  jackpotPollInterval,
  type CurrencyCode,
  type Jackpot,
  type JackpotTier,
  type Money,
} from '@casino/shared';
import { useMemo } from 'react';
import { useRealtime } from '../../../lib/realtime.js';
import { trpc } from '../../../lib/trpc.js';
import { usePushedJackpots } from './pushed-jackpots.js';
import { useJackpotTotal } from './use-jackpot-total.js';

// The jackpots as they move (docs/decisions/019-live-jackpots.md): the BFF pushes the list on the
// realtime socket whenever it changes; while the socket is down the list is polled every
// JACKPOTS_POLL_MS and the total every JACKPOTS_SUM_REFETCH_MS, as SPEC.md section 7 says.

export interface LiveJackpots {
  /** Every jackpot in `currency`, in the upstream's order; undefined until the first answer. */
  jackpots: readonly Jackpot[] | undefined;
  /** The same by tier (gold, silver, bronze), for the places that show one. */
  byTier: Readonly<Partial<Record<JackpotTier, Jackpot>>>;
  /** The sum of all jackpots (the main page's counting banner). */
  total: Money | undefined;
  currency: CurrencyCode;
  /** Where `jackpots` came from: the socket, or the fallback poll; undefined before either. */
  source: 'push' | 'poll' | undefined;
  status: RealtimeStatus;
  /** The adaptive interval these jackpots' probabilities give the player's jackpot-win polls. */
  winPollIntervalMs: number | undefined;
}

/** Live jackpot values and their total, pushed while the socket is up and polled while not. */
export function useLiveJackpots(): LiveJackpots {
  const { status, currency } = useRealtime();
  const pushedJackpots = usePushedJackpots(currency);
  const jackpotTotal = useJackpotTotal();
  const offline = status === 'offline';
  // Asked once before the first push (the socket may take a moment), then every 5 s offline.
  const list = trpc.jackpots.list.useQuery(
    { currency },
    {
      enabled: pushedJackpots === undefined || offline,
      refetchInterval: fallbackPolling(status).jackpots,
    },
  );
  const polled = list.data?.items;
  // Offline, the newer of the two: the last push can be fresher than the poll's first answer.
  const polledIsNewer = list.dataUpdatedAt > (pushedJackpots?.receivedAt ?? 0);
  const fromPoll =
    polled !== undefined && (pushedJackpots === undefined || (offline && polledIsNewer));
  const jackpots = fromPoll ? polled : pushedJackpots?.jackpots;
  const source = fromPoll ? 'poll' : pushedJackpots === undefined ? undefined : 'push';

  return useMemo<LiveJackpots>(() => {
    const byTier: Partial<Record<JackpotTier, Jackpot>> = {};
    for (const jackpot of jackpots ?? []) byTier[jackpot.tier] ??= jackpot;
    return {
      jackpots,
      byTier,
      total: jackpotTotal,
      currency,
      source,
      status,
      winPollIntervalMs:
        jackpots === undefined
          ? undefined
          : jackpotPollInterval(jackpots.map((jackpot) => jackpot.jackpotInfo.probability)),
    };
  }, [jackpots, jackpotTotal, currency, source, status]);
}
