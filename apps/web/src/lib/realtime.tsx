import type { RealtimeClient, RealtimeStatus } from '@casino/realtime-client';
import type { CurrencyCode, RealtimeFeed } from '@casino/shared';
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
import { useModals } from './modals.js';
import { useSession } from './session.js';
import { useToasts } from './toasts.js';
import type { RealtimeConnection } from './realtime-connection.js';
import { trpc } from './trpc.js';

// The realtime channel of the shell (one socket per tab): its status, and the frames handed to
// the features that handle them (their `realtime` registrations and useRealtimeEvent), which
// also choose the public feeds it subscribes to. While the socket is down the features poll
// instead (fallbackPolling, SPEC.md section 7). The client, the protocol's schemas and the
// features' handlers are chunks of their own, loaded after the first screen; the socket then
// resumes from the player's position at page load (the bootstrap's), so no event published
// meanwhile is lost.

export interface RealtimeState {
  status: RealtimeStatus;
  /** The currency of the public feeds (jackpots): the player's, else the bootstrap's. */
  currency: CurrencyCode;
}

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
  const { open: openModal } = useModals();
  const utils = trpc.useUtils();
  const [dispatcher] = useState(createRealtimeDispatcher);
  const [connection, setConnection] = useState<RealtimeConnection | null>(null);
  const [feeds, setFeeds] = useState<readonly RealtimeFeed[]>([]);
  const client: RealtimeClient | null = connection?.client ?? null;
  const [status, setStatus] = useState<RealtimeStatus>('connecting');
  const currency: CurrencyCode = player?.currency ?? bootstrap?.currency.code ?? 'EUR';

  // Handlers act with the toasts, utilities and modals of the moment they run.
  const handlerContext = useRef<RealtimeHandlerContext>({ utils, showToast: show, openModal });
  handlerContext.current = { utils, showToast: show, openModal };
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

  // The public feeds are the ones the features' handlers want, in the visitor's currency.
  useEffect(() => {
    client?.subscribe({ feeds: [...feeds], currency });
  }, [client, currency, feeds]);

  const value = useMemo<RealtimeState>(() => ({ status, currency }), [status, currency]);
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
