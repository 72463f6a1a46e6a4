import type { Bonus, BonusAction, BonusStatus, BonusWager } from './bonus.js';
import { transactionStatusTone, type TransactionStatusTone } from './transaction.js';

// The bonus flow of SPEC.md section 4 as the screens apply it: which bonuses a player's bonus page
// shows where, what each offers, and when a confirmation must come first.

/** A player's bonuses as the bonus page lays them out. */
export interface BonusShelves {
  /** The bonus being wagered, if any. */
  active: Bonus | null;
  /** Bonuses waiting for the active one to finish, in the upstream's order. */
  queue: Bonus[];
  /** Offers the player has not acted on yet. */
  offers: Bonus[];
}

/**
 * Sorts a player's bonuses onto the page's shelves: the activated one, the queued ones, the
 * pending offers. Settled bonuses (complete, cancelled, rejected …) belong to the history and are
 * left out. Should the upstream ever report two activated bonuses, the first is the active one
 * and the other is not shown as an offer either.
 */
export function bonusShelves(bonuses: readonly Bonus[]): BonusShelves {
  return {
    active: bonuses.find((bonus) => bonus.status === 'activated') ?? null,
    queue: bonuses.filter((bonus) => bonus.status === 'queue'),
    offers: bonuses.filter((bonus) => bonus.status === 'pending'),
  };
}

/** Statuses a player can still act on: an offer, or a bonus waiting in the queue. */
const ACTIONABLE: ReadonlySet<BonusStatus> = new Set(['pending', 'queue']);

/**
 * What the player can do with a bonus (accept, add to queue, decline). An offer can be accepted
 * or declined; it can be put in the queue only while another bonus is being wagered (with none
 * active there is nothing to wait for). A queued bonus can be accepted at once or declined. Any
 * other bonus offers nothing.
 */
export function bonusActionsFor(
  bonus: Pick<Bonus, 'status'>,
  context: { hasActiveBonus: boolean },
): BonusAction[] {
  if (!ACTIONABLE.has(bonus.status)) return [];
  if (bonus.status === 'pending' && context.hasActiveBonus) {
    return ['accept', 'add_to_queue', 'decline'];
  }
  return ['accept', 'decline'];
}

/** Only the bonus being wagered can be cancelled (which zeroes the whole bonus balance). */
export function canCancelBonus(bonus: Pick<Bonus, 'status'>): boolean {
  return bonus.status === 'activated';
}

/**
 * Whether accepting `bonus` must first be confirmed (ATTENTION_BONUS_MODAL): another bonus is
 * being wagered, and changing the active bonus burns its wagering.
 */
export function acceptBurnsWagering(
  bonus: Pick<Bonus, 'id'>,
  active: Pick<Bonus, 'id'> | null,
): boolean {
  return active !== null && active.id !== bonus.id;
}

/** A bonus status's colour group: the account tables' own (done, on its way, refused, reversed). */
export function bonusStatusTone(status: BonusStatus): TransactionStatusTone {
  return transactionStatusTone(status);
}

/**
 * The wagering figures a bonus's live meter shows, or null: only the bonus being wagered (status
 * activated) has a meter, and only when it asks wagering and the BFF gave its figures. Offers and
 * queued bonuses show their multiple in the terms instead; settled ones belong to the history.
 */
export function liveWagering(
  bonus: Pick<Bonus, 'status' | 'wagering' | 'wager'>,
): BonusWager | null {
  if (bonus.status !== 'activated' || bonus.wagering === 0) return null;
  return bonus.wager ?? null;
}
