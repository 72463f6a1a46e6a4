import { fallbackPolling } from '@casino/realtime-client';
import { JACKPOTS_SUM_REFETCH_MS, type Money } from '@casino/shared';
import { useMemo } from 'react';
import { useRealtime } from '../../../lib/realtime.js';
import { trpc } from '../../../lib/trpc.js';
import { usePushedJackpots } from './pushed-jackpots.js';

/**
 * The sum of every jackpot in the visitor's currency (the sidebar's figure, the main page's
 * banner); undefined until known. While the socket delivers it is the sum of the last pushed
 * list. Until the first push, and while the socket is down, it comes from `jackpots.sum`, read
 * again every JACKPOTS_SUM_REFETCH_MS offline (SPEC.md section 7; decision 019). Every reader
 * shares the one query: an answer re-arms each reader's interval, so they poll as one.
 */
export function useJackpotTotal(): Money | undefined {
  const { status, currency } = useRealtime();
  const pushedList = usePushedJackpots(currency);
  const pushed = useMemo<Money | undefined>(
    () =>
      pushedList === undefined
        ? undefined
        : {
            amount: pushedList.jackpots.reduce((sum, jackpot) => sum + jackpot.amount, 0),
            currency: pushedList.currency,
          },
    [pushedList],
  );
  const offline = status === 'offline';
  const sum = trpc.jackpots.sum.useQuery(
    { currency },
    {
      enabled: pushed === undefined || offline,
      refetchInterval: fallbackPolling(status).jackpots === false ? false : JACKPOTS_SUM_REFETCH_MS,
      // A reader that comes later (the main page's banner beside the sidebar) shows the answer
      // the others have; going offline still asks again at once (the answer is stale then).
      refetchOnMount: false,
    },
  );
  const { data, dataUpdatedAt } = sum;
  return useMemo<Money | undefined>(() => {
    const polled: Money | undefined =
      data === undefined ? undefined : { amount: data.jackpotsFund, currency: data.currency };
    // Offline, the newer of the two: the last push can be fresher than a sum read long ago.
    const polledIsNewer = dataUpdatedAt > (pushedList?.receivedAt ?? 0);
    return offline && polledIsNewer ? (polled ?? pushed) : (pushed ?? polled);
  }, [data, dataUpdatedAt, offline, pushed, pushedList]);
}
