import { fallbackPolling, type RealtimeClient, type RealtimeStatus } from '@casino/realtime-client';
import {
  JACKPOTS_SUM_REFETCH_MS,
  type CurrencyCode,
  type JackpotsFrame,
  type Money,
} from '@casino/shared';
import { createContext, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAfterFirstScreen } from './after-first-screen.js';
import { useSession } from './session.js';
import { useToasts } from './toasts.js';
import type { RealtimeConnection } from './realtime-connection.js';
import { trpc } from './trpc.js';

// The live parts of the shell over the realtime client (one socket per tab): toasts for
// USER_MESSAGE, the balance read again on BALANCE_CHANGED, and the live jackpot total. While
// the socket is down the jackpot total is polled instead (fallbackPolling, SPEC.md section 7).
// The client and the protocol's schemas are a chunk of their own, loaded after the first render:
// nothing on the first screen waits for the socket.

export interface RealtimeState {
  status: RealtimeStatus;
  /** The sum of every jackpot in the visitor's currency; undefined until known. */
  jackpotTotal: Money | undefined;
  /** The last JACKPOTS frame in the visitor's currency (lib/use-live-jackpots.ts reads it). */
  pushedJackpots: PushedJackpots | undefined;
  /** The currency the jackpots are asked for: the player's, else the bootstrap's. */
  currency: CurrencyCode;
}

/** A JACKPOTS frame's list and when it arrived (to weigh it against a polled answer). */
export type PushedJackpots = JackpotsFrame['data'] & { receivedAt: number };

const RealtimeContext = createContext<RealtimeState | null>(null);

export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { player, bootstrap } = useSession();
  const { show } = useToasts();
  const utils = trpc.useUtils();
  const [connection, setConnection] = useState<RealtimeConnection | null>(null);
  const client: RealtimeClient | null = connection?.client ?? null;
  const [status, setStatus] = useState<RealtimeStatus>('connecting');
  const [pushedFrame, setPushedFrame] = useState<PushedJackpots | undefined>(undefined);
  const currency: CurrencyCode = player?.currency ?? bootstrap?.currency.code ?? 'EUR';

  // The channel opens after the first screen: until then the polled answers stand in.
  const due = useAfterFirstScreen();
  useEffect(() => {
    if (!due) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('./realtime-connection.js').then(
      ({ connectRealtime }) => {
        if (cancelled) return;
        const connected = connectRealtime(window.location.origin, setStatus);
        stop = connected.stop;
        setConnection(connected);
      },
      (error: unknown) => {
        // Without the client the page still works: the fallback polling takes over.
        console.error('the realtime client could not load', error);
        if (!cancelled) setStatus('offline');
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [due]);

  // The socket belongs to whoever the cookie says: reconnect at login and logout.
  const playerId = player?.id ?? null;
  const previousPlayer = useRef(playerId);
  useEffect(() => {
    if (previousPlayer.current === playerId) return;
    previousPlayer.current = playerId;
    // A client still loading connects with the new cookie anyway.
    client?.restart();
  }, [client, playerId]);

  useEffect(() => {
    client?.subscribe({ feeds: ['jackpots'], currency });
  }, [client, currency]);

  useEffect(() => {
    if (connection === null) return;
    const { client, toastKindForMessage } = connection;
    const stops = [
      client.on('USER_MESSAGE', (frame) => {
        show(toastKindForMessage(frame.data.messageType), frame.data.text);
      }),
      client.on('BALANCE_CHANGED', () => {
        void utils.wallet.invalidate();
      }),
      client.on('JACKPOTS', (frame) => {
        setPushedFrame({ ...frame.data, receivedAt: Date.now() });
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [connection, show, utils]);

  // Until the first push, and while the socket is down, the total comes from a query, read again
  // every JACKPOTS_SUM_REFETCH_MS (SPEC.md section 7; decision 019).
  const pushedJackpots = pushedFrame?.currency === currency ? pushedFrame : undefined;
  const pushed = useMemo<Money | undefined>(
    () =>
      pushedJackpots === undefined
        ? undefined
        : {
            amount: pushedJackpots.jackpots.reduce((sum, jackpot) => sum + jackpot.amount, 0),
            currency: pushedJackpots.currency,
          },
    [pushedJackpots],
  );
  const polling = fallbackPolling(status);
  const sum = trpc.jackpots.sum.useQuery(
    { currency },
    {
      enabled: pushed === undefined || status === 'offline',
      refetchInterval: polling.jackpots === false ? false : JACKPOTS_SUM_REFETCH_MS,
    },
  );
  const polled: Money | undefined =
    sum.data === undefined
      ? undefined
      : { amount: sum.data.jackpotsFund, currency: sum.data.currency };
  // Offline, the newer of the two: the last push can be fresher than a sum read long ago.
  const polledIsNewer = sum.dataUpdatedAt > (pushedJackpots?.receivedAt ?? 0);
  const jackpotTotal =
    status === 'offline' && polledIsNewer ? (polled ?? pushed) : (pushed ?? polled);

  const value = useMemo<RealtimeState>(
    () => ({ status, jackpotTotal, pushedJackpots, currency }),
    [status, jackpotTotal, pushedJackpots, currency],
  );
  return <RealtimeContext value={value}>{children}</RealtimeContext>;
}

export function useRealtime(): RealtimeState {
  const state = use(RealtimeContext);
  if (state === null) throw new Error('useRealtime needs a RealtimeProvider');
  return state;
}
