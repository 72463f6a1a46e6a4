import type { trpc } from '../../../lib/trpc.js';

// The wallet's one invalidation policy. Whatever moves the player's money (a realtime
// BALANCE_CHANGED, a deposit, a withdrawal, a currency change, a bonus activation) calls
// refreshWallet: every wallet query is read again, each once. The short balance's own polling
// (a game open, a deposit awaited) tells the other views through shortBalanceMoved, except for a
// change that a refresh brought, which has read them already.

export type WalletUtils = ReturnType<typeof trpc.useUtils>;

/** The last refresh's span (epoch ms): a short balance read within it came from the refresh. */
let lastRefresh: { from: number; to: number } | undefined;

/** Reads every wallet query again (each one once); resolves when they have answered. */
export async function refreshWallet(utils: WalletUtils): Promise<void> {
  const span = { from: Date.now(), to: Number.POSITIVE_INFINITY };
  lastRefresh = span;
  try {
    await utils.wallet.invalidate();
  } finally {
    span.to = Date.now();
  }
}

/**
 * The short balance changed under its polling: the views derived from the same money (the
 * header's chip, the full balance, the game rules' input) are read again. `readAt` is when the
 * short balance was read (its dataUpdatedAt).
 */
export function shortBalanceMoved(utils: WalletUtils, readAt: number): void {
  if (lastRefresh !== undefined && readAt >= lastRefresh.from && readAt <= lastRefresh.to) return;
  void utils.wallet.balance.invalidate();
  void utils.wallet.full.invalidate();
  void utils.wallet.playability.invalidate();
}
