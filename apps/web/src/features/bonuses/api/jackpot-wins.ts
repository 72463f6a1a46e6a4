import {
  newJackpotTransactionIds,
  type JackpotDecisionStatus,
  type JackpotWinNotice,
} from '@casino/shared';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useSession } from '../../../lib/session.js';
import { trpc } from '../../../lib/trpc.js';
import { useWalletRefresh } from '../../wallet/public.js';
import { BONUS_QUERY_OPTIONS } from './bonus-query-options.js';
import { invalidateBonuses } from './bonuses.js';

// The player's jackpot wins: the adaptive poll of jackpots.pendingWins (the fallback of the
// JACKPOT_WIN event) and of the jackpot transactions, the wins the event announced, the ids this
// page has already shown, and the decision. The realtime handler and the watcher that opens the
// modal share the announcements through this module (a tiny store), so the modal opens from one
// place only.

type Utils = ReturnType<typeof trpc.useUtils>;

let announced: readonly JackpotWinNotice[] = [];
/**
 * Ids decided or dismissed on this page: never opened again before a reload. A win whose modal
 * closed otherwise (a Play on its tile starts the play flow, which closes every modal) is still
 * to be decided and opens again, over the game page.
 */
const handled = new Set<number>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A win the JACKPOT_WIN event announced: the watcher opens it at once. */
export function announceJackpotWin(win: JackpotWinNotice): void {
  if (handled.has(win.id) || announced.some((entry) => entry.id === win.id)) return;
  announced = [...announced, win];
  changed();
}

/** The win was decided or dismissed: this page does not open it again. */
export function markJackpotWinHandled(id: number): void {
  handled.add(id);
  announced = announced.filter((entry) => entry.id !== id);
  changed();
}

/** The announced win is on screen now: it is no longer waiting to open. */
export function takeAnnouncedJackpotWin(id: number): void {
  if (!announced.some((entry) => entry.id === id)) return;
  announced = announced.filter((entry) => entry.id !== id);
  changed();
}

/** The wins the event announced and not yet shown, oldest first. */
export function useAnnouncedJackpotWins(): readonly JackpotWinNotice[] {
  return useSyncExternalStore(subscribe, () => announced);
}

/** The ids this page has decided or dismissed (read when choosing the next win to open). */
export function handledJackpotWins(): ReadonlySet<number> {
  return handled;
}

/** Forgets what this page has shown: for tests, which start each case as a fresh page. */
export function forgetJackpotWins(): void {
  announced = [];
  handled.clear();
  changed();
}

/**
 * The player's jackpot wins to act on (jackpots.pendingWins), every `intervalMs` (the adaptive
 * interval of the jackpots' probabilities; nothing until it is known). Never retried, never read
 * again on focus: the next poll is the retry.
 */
export function usePendingJackpotWins(intervalMs: number | undefined) {
  const { player } = useSession();
  return trpc.jackpots.pendingWins.useQuery(undefined, {
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: 0,
    gcTime: BONUS_QUERY_OPTIONS.gcTime,
    enabled: player !== null && intervalMs !== undefined,
    refetchInterval: intervalMs ?? false,
  });
}

/**
 * The player's jackpot transactions (transactions.jackpot: its first page, newest first), polled
 * at the same adaptive interval as the wins (SPEC.md section 7). A transaction that was not in the
 * previous answer is a jackpot paid out since: the wins are read again at once (the modal opens
 * from them without waiting for their own poll), and so is the balance it moved. The first answer
 * is only what was there on arrival.
 */
export function useJackpotTransactionsWatch(intervalMs: number | undefined): void {
  const { player } = useSession();
  const utils = trpc.useUtils();
  const refreshWallet = useWalletRefresh();
  const transactions = trpc.transactions.jackpot.useQuery(undefined, {
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: 0,
    gcTime: BONUS_QUERY_OPTIONS.gcTime,
    enabled: player !== null && intervalMs !== undefined,
    refetchInterval: intervalMs ?? false,
  });
  const rows = transactions.data?.items;
  const seen = useRef<readonly number[] | undefined>(undefined);
  useEffect(() => {
    if (rows === undefined) return;
    const fresh = newJackpotTransactionIds(seen.current, rows);
    seen.current = rows.flatMap((row) => (row.id === undefined ? [] : [row.id]));
    if (fresh.length === 0) return;
    void Promise.all([invalidateJackpotWins(utils), refreshWallet()]);
  }, [rows, utils, refreshWallet]);
}

/** After a JACKPOT_WIN event: the wins are read again (the poll would be late). */
export function invalidateJackpotWins(utils: Utils): Promise<void> {
  return utils.jackpots.pendingWins.invalidate();
}

export interface JackpotDecisionRequest {
  bonusId: number;
  status: JackpotDecisionStatus;
  onGamePage: boolean;
  /** The attempt's key (useAttemptKey): a retry of the same attempt is decided once. */
  idempotencyKey: string;
}

/**
 * Sends the player's decision on a win (jackpots.decide), once per key. Once it answers, the wins,
 * the bonuses and the wallet are read again: a claimed win is bonus money, a queued one joins the
 * queue.
 */
export function useJackpotDecision() {
  const utils = trpc.useUtils();
  const refreshWallet = useWalletRefresh();
  const decide = trpc.jackpots.decide.useMutation({
    onSuccess: async () => {
      await Promise.all([invalidateJackpotWins(utils), invalidateBonuses(utils), refreshWallet()]);
    },
  });
  const send = useCallback(
    (request: JackpotDecisionRequest) => decide.mutateAsync(request),
    [decide.mutateAsync],
  );
  return { send, isPending: decide.isPending };
}
