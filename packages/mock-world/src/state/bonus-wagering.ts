import { GAME_CATEGORIES, type GameId, isWageringMet } from '@casino/shared';
import { type BonusRecord, bonusWager } from '../data/bonuses.js';
import type { GameCatalog } from '../data/games.js';
import { roundMoney } from '../data/seeded.js';
import type { JackpotWinRecord, PlayerAccount, PlayerStore } from './player-store.js';

// The active bonus's life in the mock casino: activation, the bets that count towards its
// wagering, and completion once they reach what it requires, as a casino's bonus engine does it.
// docs/UPSTREAMS.md ("Bonuses") describes what the upstream contract shows of it.

/** Bonus money below a cent buys no bet: the bonus it was is lost. */
const BONUS_MONEY_LEFT_MIN = 0.01;

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
 * Counts a real-money bet of `stake` on the game towards what is being wagered, in full, when the
 * game counts: the active bonus and every claimed jackpot win under its wager. The bet that
 * reaches what one requires completes it (completeBonus, completeJackpotWin). Answers the bonus
 * completed, if any.
 */
export function countBetTowardsWagering(
  world: BonusWorld,
  account: PlayerAccount,
  gameId: GameId,
  stake: number,
): BonusRecord | null {
  if (!countsTowardsWagering(account, gameId)) return null;
  for (const win of account.jackpotWins) {
    if (win.status !== 'activated' || win.wager === null) continue;
    win.wager.wagered = roundMoney(win.wager.wagered + stake);
    if (win.wager.wagered >= win.wager.amount) completeJackpotWin(world, account, win);
  }
  const active = account.bonuses.find((bonus) => bonus.status === 'activated');
  if (active === undefined) return null;
  active.wagered = roundMoney((active.wagered ?? 0) + stake);
  const wager = bonusWager(active);
  if (wager === null || !isWageringMet(wager)) {
    endWagerIfNothingIsWagered(account);
    return null;
  }
  completeBonus(world, account, active);
  return active;
}

/**
 * After a bet of bonus money: when less than a cent of it is left, the active bonus is lost
 * (wager_zeroing, as a casino's bonus engine burns a bonus played to nothing), its wager ends and
 * the first queued bonus becomes the active one. Answers the bonus lost, if any.
 */
export function loseSpentBonus(world: BonusWorld, account: PlayerAccount): BonusRecord | null {
  if (account.balances.bonusCasino >= BONUS_MONEY_LEFT_MIN) return null;
  const active = account.bonuses.find((bonus) => bonus.status === 'activated');
  if (active === undefined) return null;
  active.status = 'wager_zeroing';
  account.balances.bonusCasino = 0;
  world.store.appendEvent(account, { type: 'USER_BONUS', data: { id: active.id } }, world.nowMs);
  const next = account.bonuses.find((entry) => entry.status === 'queue');
  if (next === undefined) endWagerIfNothingIsWagered(account);
  else activateBonus(world, account, next);
  return active;
}

/** Whether a claimed jackpot win is still being wagered. */
function isWagering(win: JackpotWinRecord): boolean {
  return win.status === 'activated' && win.wager !== null;
}

/** The wager ends once no bonus is active and no claimed jackpot win is still being wagered. */
function endWagerIfNothingIsWagered(account: PlayerAccount): void {
  const active = account.bonuses.some((bonus) => bonus.status === 'activated');
  if (!active && !account.jackpotWins.some(isWagering)) account.wageringGames = null;
}

/** Moves bonus money to the real balance, recorded as one convert_balance row of the bonus wallet. */
function convertBonusMoney(world: BonusWorld, account: PlayerAccount, amount: number): void {
  const converted = roundMoney(Math.min(amount, account.balances.bonusCasino));
  if (converted <= 0) return;
  const { balances } = account;
  balances.main = roundMoney(balances.main + converted);
  balances.bonusCasino = roundMoney(balances.bonusCasino - converted);
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

/**
 * A claimed jackpot win whose wager is met: it completes (its jackpot_win row too), and what it
 * credited to the bonus balance, as far as the balance still holds it, becomes real money.
 */
export function completeJackpotWin(
  world: BonusWorld,
  account: PlayerAccount,
  win: JackpotWinRecord,
): void {
  win.status = 'complete';
  win.completedAtMs = world.nowMs;
  const credit = account.transactions.find((row) => row.id === win.creditTransactionId);
  if (credit !== undefined) credit.status = 'complete';
  convertBonusMoney(world, account, win.amount);
  endWagerIfNothingIsWagered(account);
}

/**
 * A bonus whose wagering is met: its status becomes `complete`, the whole bonus balance moves to
 * the real balance (one `convert_balance` row of the bonus wallet records it), the wager ends
 * (unless a claimed jackpot win is still wagered), and the first bonus of the queue, in the order
 * the queue lists them, becomes the active one.
 */
export function completeBonus(world: BonusWorld, account: PlayerAccount, bonus: BonusRecord): void {
  bonus.status = 'complete';
  convertBonusMoney(world, account, account.balances.bonusCasino);
  const next = account.bonuses.find((entry) => entry.status === 'queue');
  if (next === undefined) endWagerIfNothingIsWagered(account);
  else activateBonus(world, account, next);
}
