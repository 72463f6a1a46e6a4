import { useEffect, useSyncExternalStore } from 'react';
import { rawStoredText, sessionStore } from '../../../lib/storage.js';

// What turns the balance's refetch on (SPEC-NOTES "Balance refetch enabled"): an open game, and a
// deposit whose money has not shown in the balance yet. Both live outside React so that the game
// page and the deposit flow can switch them on for the header's chip and the balance page.

let openGames = 0;
let depositBaseline: number | undefined;
let baselineRead = false;
const listeners = new Set<() => void>();

/**
 * The total read before the player left for the payment provider, kept across that visit: read
 * back through its schema, which loads only when one is stored (the chip is part of the shell).
 */
async function readStoredBaseline(): Promise<void> {
  if (rawStoredText('session', 'depositBalanceBefore') === null) return;
  const { storedValues } = await import('../../../lib/stored-values.js');
  if (baselineRead) return;
  baselineRead = true;
  depositBaseline = storedValues.session('depositBalanceBefore');
  emit();
}

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function isGameOpen(): boolean {
  return openGames > 0;
}

function baseline(): number | undefined {
  return depositBaseline;
}

/** Whether a game is open anywhere in the app. */
export function useGameOpen(): boolean {
  return useSyncExternalStore(subscribe, isGameOpen, () => false);
}

/** The total before the latest deposit, while its money has not shown yet. */
export function useDepositBaseline(): number | undefined {
  useEffect(() => {
    if (!baselineRead) void readStoredBaseline();
  }, []);
  return useSyncExternalStore(subscribe, baseline, () => undefined);
}

/** Keeps the balance refetch on while `isOpen` (the game page's frame is showing a game). */
export function useGameOpenRefetch(isOpen: boolean): void {
  useEffect(() => {
    if (!isOpen) return;
    openGames += 1;
    emit();
    return () => {
      openGames -= 1;
      emit();
    };
  }, [isOpen]);
}

/**
 * A deposit is on its way: the balance is asked for every 3 s until its total moves from `total`
 * (also after the payment provider's page, which reloads the app).
 */
export function markDepositStarted(total: number): void {
  baselineRead = true;
  depositBaseline = total;
  sessionStore.set('depositBalanceBefore', total);
  emit();
}

/** The deposit has shown (or there was none to wait for). */
export function clearDepositBaseline(): void {
  if (baseline() === undefined) return;
  depositBaseline = undefined;
  sessionStore.remove('depositBalanceBefore');
  emit();
}
