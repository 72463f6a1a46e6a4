import { GAME_CATEGORIES, type GameId, isWageringMet } from '@casino/shared';
import { type BonusRecord, bonusWager } from '../data/bonuses.js';
import type { GameCatalog } from '../data/games.js';
import { roundMoney } from '../data/seeded.js';
import type { PlayerAccount, PlayerStore } from './player-store.js';

// The active bonus's life in the mock casino: activation, the bets that count towards its
// wagering, and completion once they reach what it requires, as a casino's bonus engine does it.
// docs/UPSTREAMS.md ("Bonuses") describes what the upstream contract shows of it.

/** The games a newly activated bonus is wagered on: the catalogue's bonus games. */
export const BONUS_WAGERING_GAMES = 30;

/** What activating or completing a bonus reads and changes besides the player. */
export interface BonusWorld {
  catalog: GameCatalog;
  store: PlayerStore;
  nowMs: number;
}

/**
 * Makes `bonus` the active one: the bonus previously active goes to wager_zeroing (changing the
 * active bonus burns the current wagering, SPEC.md section 4), the bonus balance becomes the
 * bonus's amount, its spins are added, the wager covers the catalogue's bonus games, and a
 * USER_BONUS event is fed. The caller checks that the bonus may be activated.
 */
export function activateBonus(world: BonusWorld, account: PlayerAccount, bonus: BonusRecord): void {
  for (const other of account.bonuses) {
    if (other.status === 'activated') other.status = 'wager_zeroing';
  }
  bonus.status = 'activated';
  bonus.activatedAtMs = world.nowMs;
  bonus.wagered = 0;
  account.balances.bonusCasino = bonus.upTo;
  if (bonus.spins > 0) account.freeSpins.number += bonus.spins;
  account.wageringGames = (world.catalog.byParam.get(GAME_CATEGORIES['bonus-games'].param) ?? [])
    .slice(0, BONUS_WAGERING_GAMES)
    .map((game) => game.id);
  world.store.appendEvent(account, { type: 'USER_BONUS', data: { id: bonus.id } }, world.nowMs);
}

/** Whether a bet on the game counts towards the active bonus's wagering (empty list: any game). */
export function countsTowardsWagering(account: PlayerAccount, gameId: GameId): boolean {
  const list = account.wageringGames;
  return list !== null && (list.length === 0 || list.includes(gameId));
}

/**
 * Counts a real-money bet of `stake` on the game towards the active bonus's wagering, in full,
 * when the game counts. The bet that reaches what the bonus requires completes it
 * (completeBonus). Answers the bonus completed, if any.
 */
export function countBetTowardsWagering(
  world: BonusWorld,
  account: PlayerAccount,
  gameId: GameId,
  stake: number,
): BonusRecord | null {
  if (!countsTowardsWagering(account, gameId)) return null;
  const active = account.bonuses.find((bonus) => bonus.status === 'activated');
  if (active === undefined) return null;
  active.wagered = roundMoney((active.wagered ?? 0) + stake);
  const wager = bonusWager(active);
  if (wager === null || !isWageringMet(wager)) return null;
  completeBonus(world, account, active);
  return active;
}

/**
 * A bonus whose wagering is met: its status becomes `complete`, the whole bonus balance moves to
 * the real balance (one `convert_balance` row of the bonus wallet records it), the wager ends, and
 * the first bonus of the queue, in the order the queue lists them, becomes the active one.
 */
export function completeBonus(world: BonusWorld, account: PlayerAccount, bonus: BonusRecord): void {
  bonus.status = 'complete';
  const { balances } = account;
  const converted = balances.bonusCasino;
  balances.main = roundMoney(balances.main + converted);
  balances.bonusCasino = 0;
  account.wageringGames = null;
  if (converted > 0) {
    account.transactions.unshift({
      id: world.store.newTransactionId(),
      scope: 'game',
      wallet: 'bonus',
      type: 'convert_balance',
      amount: -converted,
      currency: account.currency,
      status: 'complete',
      method: null,
      fee: null,
      balance: balances.main,
      agoMs: null,
      atMs: world.nowMs,
    });
  }
  const next = account.bonuses.find((entry) => entry.status === 'queue');
  if (next !== undefined) activateBonus(world, account, next);
}
