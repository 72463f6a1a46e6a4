import {
  type CurrencyCode,
  type GameId,
  gamePlayability,
  tournamentPointsForBet,
} from '@casino/shared';
import type { GameCatalog } from '../data/games.js';
import { EUR_RATES, fromEur } from '../data/rates.js';
import { deriveSeed, roundMoney, seededRandom } from '../data/seeded.js';
import { type TournamentTemplate, runningEntries } from '../data/tournaments.js';
import type { TransactionRecord } from '../data/transactions.js';
import { countBetTowardsWagering, loseSpentBonus } from './bonus-wagering.js';
import type { PlayerAccount, PlayerStore, SpinOutcome } from './player-store.js';

// The mock provider's slot: what one spin of a game page costs, pays and changes. Real play bets
// through the player's casino wallet, as a provider's server does through the casino's wallet
// API; demo play bets the launch's play money and touches nothing else. See
// docs/decisions/018-lobby-games-and-play.md.

/** The stakes a spin may take, in euros; each currency gets the nearest 1-2-5 amounts. */
export const SPIN_STAKES_EUR = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100] as const;
/** The stakes the page offers as buttons; +/- step through the whole ladder. */
export const SPIN_PRESET_STAKES_EUR = [0.5, 1, 2, 5] as const;
/** The stake a page starts with. */
export const DEFAULT_STAKE_EUR = 1;
/** Each demo launch's play money, in euros. */
export const DEMO_PLAY_MONEY_EUR = 1_000;
/**
 * The paytable: stake multiples and their chances, the rest no win. About 43 spins in 100 pay,
 * mostly less than or about the stake, and the return to player is 96%.
 */
export const PAYTABLE: readonly { multiplier: number; chance: number }[] = [
  { multiplier: 0.5, chance: 0.14 },
  { multiplier: 1, chance: 0.1 },
  { multiplier: 2, chance: 0.08 },
  { multiplier: 3, chance: 0.05 },
  { multiplier: 5, chance: 0.04 },
  { multiplier: 10, chance: 0.018 },
  { multiplier: 100, chance: 0.001 },
];

const SERIES = [1, 2, 5] as const;

/** The amount of the 1-2-5 series nearest to `amount` (by ratio), in whole cents at least. */
export function nearestSeriesAmount(amount: number): number {
  const decade = Math.floor(Math.log10(amount));
  const candidates = [decade - 1, decade, decade + 1].flatMap((power) =>
    SERIES.map((step) => roundMoney(step * 10 ** power)),
  );
  let best = 0.01;
  for (const candidate of candidates) {
    if (candidate < 0.01) continue;
    if (Math.abs(Math.log(candidate / amount)) < Math.abs(Math.log(best / amount))) {
      best = candidate;
    }
  }
  return best;
}

function inCurrency(amountsEur: readonly number[], currency: CurrencyCode): number[] {
  return [...new Set(amountsEur.map((eur) => nearestSeriesAmount(fromEur(eur, currency))))].sort(
    (a, b) => a - b,
  );
}

/** The stakes of the ladder in `currency`, lowest first. */
export function spinStakes(currency: CurrencyCode): number[] {
  return inCurrency(SPIN_STAKES_EUR, currency);
}

export function presetStakes(currency: CurrencyCode): number[] {
  return inCurrency(SPIN_PRESET_STAKES_EUR, currency);
}

export function defaultStake(currency: CurrencyCode): number {
  return nearestSeriesAmount(fromEur(DEFAULT_STAKE_EUR, currency));
}

export function demoPlayMoney(currency: CurrencyCode): number {
  return fromEur(DEMO_PLAY_MONEY_EUR, currency);
}

/** The seeded stake multiple of spin number `spin` of one stream (a player, or a demo game). */
export function seededMultiplier(seed: number, stream: string, spin: number): number {
  const draw = seededRandom(deriveSeed(seed, `spin:${stream}:${String(spin)}`))();
  let bound = 0;
  for (const row of PAYTABLE) {
    bound += row.chance;
    if (draw < bound) return row.multiplier;
  }
  return 0;
}

export function winOf(outcome: SpinOutcome, stake: number): number {
  return roundMoney('win' in outcome ? outcome.win : stake * outcome.multiplier);
}

/** Money compared in whole cents, so that 0.1 + 0.2 covers a stake of 0.3. */
function cents(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * What real play on a game can bet: real money, and bonus money unless the active wager's list
 * leaves the game out (the product's playability rule, shared with the lobby and the launch).
 */
export function spendable(account: PlayerAccount, gameId: GameId): { main: number; bonus: number } {
  const { main, bonusCasino } = account.balances;
  const playability = gamePlayability(
    { id: gameId },
    {
      balanceMain: main,
      bonusCasino,
      wageringGames: (account.wageringGames ?? []).map((id) => ({ id })),
    },
  );
  return { main, bonus: playability === 'playable' ? bonusCasino : 0 };
}

/** What a spin answers the page. */
export interface SpinResult {
  stake: number;
  win: number;
  /** What the page can bet with after the spin. */
  balance: number;
  currency: CurrencyCode;
}

/** A spin refused: the stake is above what the page can bet with; nothing changed. */
export const INSUFFICIENT_BALANCE = 'insufficient_balance';

/** What a real-money spin reads and changes besides the player. */
export interface RealSpinWorld {
  seed: number;
  /** The catalogue, whose bonus games the next queued bonus is wagered on when one completes. */
  catalog: GameCatalog;
  tournaments: readonly TournamentTemplate[];
  store: PlayerStore;
  nowMs: number;
}

/**
 * One real-money spin of `stake` (in the player's currency). The stake is taken from real money
 * first, then from bonus money the game may use; the win goes back in the same shares. It is
 * recorded as a bet (and, when it pays, a win) among the game transactions, which is also where
 * the snowflakes come from (one per whole euro of each bet). It counts in full towards the active
 * bonus's wagering when the game counts (state/bonus-wagering.ts: the bet that meets it completes
 * the bonus), earns tournament points on the tournaments' own games, and the player's feed tells the BFF that
 * the balance changed (and each tournament that scored). QA's queued outcomes come first, then the seeded ones.
 */
export function playRealSpin(
  world: RealSpinWorld,
  account: PlayerAccount,
  gameId: GameId,
  stake: number,
): SpinResult | typeof INSUFFICIENT_BALANCE {
  const available = spendable(account, gameId);
  if (cents(stake) > cents(available.main + available.bonus)) return INSUFFICIENT_BALANCE;
  const fromMain = Math.min(available.main, stake);
  const fromBonus = roundMoney(stake - fromMain);

  const play = account.play;
  play.spins += 1;
  const outcome = play.nextOutcomes.shift() ?? {
    multiplier: seededMultiplier(world.seed, `player:${String(account.id)}`, play.spins),
  };
  const win = winOf(outcome, stake);
  const winToBonus = fromBonus > 0 ? roundMoney((win * fromBonus) / stake) : 0;

  const { balances } = account;
  const wallet = fromBonus > 0 ? 'bonus' : 'basic';
  balances.main = roundMoney(balances.main - fromMain);
  balances.bonusCasino = roundMoney(balances.bonusCasino - fromBonus);
  const bet = transaction(world.store, account, 'bet', -stake, wallet, world.nowMs);
  account.transactions.unshift(bet);
  if (win > 0) {
    balances.main = roundMoney(balances.main + win - winToBonus);
    balances.bonusCasino = roundMoney(balances.bonusCasino + winToBonus);
    account.transactions.unshift(
      transaction(world.store, account, 'win', win, wallet, world.nowMs),
    );
  }

  // After the win: completing the bonus moves the bonus balance the win left to real money.
  countBetTowardsWagering(world, account, gameId, stake);
  // Bonus money played to nothing loses the bonus it was.
  if (fromBonus > 0) loseSpentBonus(world, account);

  world.store.appendEvent(account, { type: 'BALANCE_CHANGED', data: {} }, world.nowMs);

  // Points in each running tournament the player is in whose games include this one (the
  // shared rule: per euro bet, from the minimum bet); the page of each hears of it at once.
  const stakeEur = stake / EUR_RATES[account.currency];
  const player = { id: account.id, demo: account.demoPersonaId !== null };
  for (const entry of runningEntries(world.tournaments, world.nowMs, player, world.seed)) {
    if (!entry.gameIds.includes(gameId)) continue;
    const points = tournamentPointsForBet(stakeEur, entry.minBetEur);
    if (points === 0) continue;
    play.tournamentPoints[entry.id] = (play.tournamentPoints[entry.id] ?? 0) + points;
    world.store.appendEvent(
      account,
      { type: 'TOURNAMENT_POINTS', data: { tournamentId: entry.id, points } },
      world.nowMs,
    );
  }

  const after = spendable(account, gameId);
  return {
    stake,
    win,
    balance: roundMoney(after.main + after.bonus),
    currency: account.currency,
  };
}

function transaction(
  store: PlayerStore,
  account: PlayerAccount,
  type: 'bet' | 'win',
  amount: number,
  wallet: 'basic' | 'bonus',
  nowMs: number,
): TransactionRecord {
  return {
    id: store.newTransactionId(),
    scope: 'game',
    wallet,
    type,
    amount,
    currency: account.currency,
    status: 'complete',
    method: null,
    fee: null,
    balance: account.balances.main,
    agoMs: null,
    atMs: nowMs,
  };
}

/**
 * One demo spin: the launch's play money only, seeded per game and spin number, so that a demo
 * plays the same way every time it is opened.
 */
export function playDemoSpin(
  seed: number,
  gameId: GameId,
  demo: { balance: number; spins: number },
  currency: CurrencyCode,
  stake: number,
): SpinResult | typeof INSUFFICIENT_BALANCE {
  if (cents(stake) > cents(demo.balance)) return INSUFFICIENT_BALANCE;
  demo.spins += 1;
  const win = winOf(
    { multiplier: seededMultiplier(seed, `demo:${String(gameId)}`, demo.spins) },
    stake,
  );
  demo.balance = roundMoney(demo.balance - stake + win);
  return { stake, win, balance: demo.balance, currency };
}
