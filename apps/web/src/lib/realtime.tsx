import { RealtimeClient, fallbackPolling, type RealtimeStatus } from '@casino/realtime-client';
import { toastKindForMessage, type CurrencyCode, type Money } from '@casino/shared';
import { createContext, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSession } from './session.js';
import { useToasts } from './toasts.js';
import { trpc } from './trpc.js';

// The live parts of the shell over the realtime client (one socket per tab): toasts for
// USER_MESSAGE, the balance read again on BALANCE_CHANGED, and the live jackpot total. While
// the socket is down the jackpot total is polled instead (fallbackPolling, SPEC.md section 7).

export interface RealtimeState {
  status: RealtimeStatus;
  /** The sum of every jackpot in the visitor's currency; undefined until known. */
  jackpotTotal: Money | undefined;
}

const RealtimeContext = createContext<RealtimeState | null>(null);

export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { player, bootstrap } = useSession();
  const { show } = useToasts();
  const utils = trpc.useUtils();
  const [client] = useState(() => new RealtimeClient({ url: window.location.origin }));
  const [status, setStatus] = useState<RealtimeStatus>(client.status);
  const [pushedTotal, setPushedTotal] = useState<Money | undefined>(undefined);
  const currency: CurrencyCode = player?.currency ?? bootstrap?.currency.code ?? 'EUR';

  useEffect(() => {
    const stopStatus = client.onStatus(setStatus);
    client.start();
    return () => {
      stopStatus();
      client.stop();
    };
  }, [client]);

  // The socket belongs to whoever the cookie says: reconnect at login and logout.
  const playerId = player?.id ?? null;
  const previousPlayer = useRef(playerId);
  useEffect(() => {
    if (previousPlayer.current === playerId) return;
    previousPlayer.current = playerId;
    client.restart();
  }, [client, playerId]);

  useEffect(() => {
    client.subscribe({ feeds: ['jackpots'], currency });
  }, [client, currency]);

  useEffect(() => {
    const stops = [
      client.on('USER_MESSAGE', (frame) => {
        show(toastKindForMessage(frame.data.messageType), frame.data.text);
      }),
      client.on('BALANCE_CHANGED', () => {
        void utils.wallet.balance.invalidate();
      }),
      client.on('JACKPOTS', (frame) => {
        const total = frame.data.jackpots.reduce((sum, jackpot) => sum + jackpot.amount, 0);
        setPushedTotal({ amount: total, currency: frame.data.currency });
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [client, show, utils]);

  // Until the first push, and while the socket is down, the total comes from a query.
  const pushed = pushedTotal?.currency === currency ? pushedTotal : undefined;
  const polling = fallbackPolling(status);
  const sum = trpc.jackpots.sum.useQuery(
    { currency },
    {
      enabled: pushed === undefined || status === 'offline',
      refetchInterval: polling.jackpots,
    },
  );
  const polled: Money | undefined =
    sum.data === undefined
      ? undefined
      : { amount: sum.data.jackpotsFund, currency: sum.data.currency };
  const jackpotTotal = status === 'offline' ? (polled ?? pushed) : (pushed ?? polled);

  const value = useMemo<RealtimeState>(() => ({ status, jackpotTotal }), [status, jackpotTotal]);
  return <RealtimeContext value={value}>{children}</RealtimeContext>;
}

export function useRealtime(): RealtimeState {
  const state = use(RealtimeContext);
  if (state === null) throw new Error('useRealtime needs a RealtimeProvider');
  return state;
}
