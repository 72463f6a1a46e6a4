import { fallbackPolling, type RealtimeClient, type RealtimeStatus } from '@casino/realtime-client';
import {
  JACKPOTS_SUM_REFETCH_MS,
  type CurrencyCode,
  type JackpotsFrame,
  type Money,
  type RealtimeFeed,
} from '@casino/shared';
import { createContext, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAfterFirstScreen } from './after-first-screen.js';
import type { FeatureRealtime } from './features.js';
import {
  createRealtimeDispatcher,
  feedsFor,
  type RealtimeDispatcher,
  type RealtimeEventType,
  type RealtimeFrame,
  type RealtimeHandlerContext,
} from './realtime-events.js';
import { useSession } from './session.js';
import { useToasts } from './toasts.js';
import type { RealtimeConnection } from './realtime-connection.js';
import { trpc } from './trpc.js';

// The realtime channel of the shell (one socket per tab): its status, the frames handed to the
// features that handle them (their `realtime` registrations and useRealtimeEvent), and the live
// jackpot total. While the socket is down the jackpot total is polled instead (fallbackPolling,
// SPEC.md section 7). The client, the protocol's schemas and the features' handlers are chunks of
// their own, loaded after the first screen; the socket then resumes from the player's position
// at page load (the bootstrap's), so no event published meanwhile is lost.

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
const DispatcherContext = createContext<RealtimeDispatcher | null>(null);

/** The features' registrations load once per page; a failed one is left out, not retried. */
async function loadHandlers(registrations: readonly FeatureRealtime[]) {
  const loaded = await Promise.allSettled(registrations.map((registration) => registration.load()));
  return loaded.flatMap((result) => {
    if (result.status === 'fulfilled') return [result.value];
    console.error('realtime handlers could not load', result.reason);
    return [];
  });
}

export function RealtimeProvider({
  handlers = [],
  children,
}: {
  /** The features' realtime registrations (app/features.ts). */
  handlers?: readonly FeatureRealtime[];
  children: ReactNode;
}) {
  const { player, bootstrap, status: sessionStatus } = useSession();
  const { show } = useToasts();
  const utils = trpc.useUtils();
  const [dispatcher] = useState(createRealtimeDispatcher);
  const [connection, setConnection] = useState<RealtimeConnection | null>(null);
  const [feeds, setFeeds] = useState<readonly RealtimeFeed[]>([]);
  const client: RealtimeClient | null = connection?.client ?? null;
  const [status, setStatus] = useState<RealtimeStatus>('connecting');
  const [pushedFrame, setPushedFrame] = useState<PushedJackpots | undefined>(undefined);
  const currency: CurrencyCode = player?.currency ?? bootstrap?.currency.code ?? 'EUR';

  // Handlers act with the toasts and utilities of the moment they run.
  const handlerContext = useRef<RealtimeHandlerContext>({ utils, showToast: show });
  handlerContext.current = { utils, showToast: show };
  const registrations = useRef(handlers);
  // The position of the page load; read once the session has answered.
  const position = useRef<number | null>(null);
  position.current = bootstrap?.realtime.position ?? null;

  // The channel opens after the first screen (until then the polled answers stand in), once the
  // session is known: a player's socket starts at the position their bootstrap gave.
  const due = useAfterFirstScreen() && sessionStatus !== 'pending';
  useEffect(() => {
    if (!due) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    Promise.all([import('./realtime-connection.js'), loadHandlers(registrations.current)]).then(
      ([{ connectRealtime }, handlerSets]) => {
        if (cancelled) return;
        // Attached before the socket opens: no frame arrives before its handler.
        const detach = dispatcher.attach(handlerSets, () => handlerContext.current);
        const connected = connectRealtime(window.location.origin, {
          onStatus: setStatus,
          onFrame: dispatcher.dispatch,
          position: position.current,
        });
        stop = () => {
          connected.stop();
          detach();
        };
        setFeeds(feedsFor(handlerSets));
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
  }, [due, dispatcher]);

  // The socket belongs to whoever the cookie says: reconnect at login and logout.
  const playerId = player?.id ?? null;
  const previousPlayer = useRef(playerId);
  useEffect(() => {
    if (previousPlayer.current === playerId) return;
    previousPlayer.current = playerId;
    // A client still loading connects with the new cookie anyway.
    client?.restart();
  }, [client, playerId]);

  // The jackpot total is the shell's own (the sidebar's); the features' handlers add their feeds.
  useEffect(() => {
    const wanted = new Set<RealtimeFeed>(['jackpots', ...feeds]);
    client?.subscribe({ feeds: [...wanted], currency });
  }, [client, currency, feeds]);

  useEffect(
    () =>
      dispatcher.on('JACKPOTS', (frame) => {
        setPushedFrame({ ...frame.data, receivedAt: Date.now() });
      }),
    [dispatcher],
  );

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
  return (
    <DispatcherContext value={dispatcher}>
      <RealtimeContext value={value}>{children}</RealtimeContext>
    </DispatcherContext>
  );
}

/**
 * Calls `handler` with every frame of `type` while the component is mounted (and the socket
 * delivers): a component's way to listen, beside a feature's registered handlers.
 */
export function useRealtimeEvent<T extends RealtimeEventType>(
  type: T,
  handler: (frame: RealtimeFrame<T>) => void,
): void {
  const dispatcher = use(DispatcherContext);
  if (dispatcher === null) throw new Error('useRealtimeEvent needs a RealtimeProvider');
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(
    () =>
      dispatcher.on(type, (frame) => {
        latest.current(frame);
      }),
    [dispatcher, type],
  );
}

export function useRealtime(): RealtimeState {
  const state = use(RealtimeContext);
  if (state === null) throw new Error('useRealtime needs a RealtimeProvider');
  return state;
}
