import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MockApp } from '../app.js';
import { type BonusRecord, bonusWager } from '../data/bonuses.js';
import { DEMO_PLACE, runningEntries, tournamentAt } from '../data/tournaments.js';
import { EUR_RATES } from '../data/rates.js';
import { creditJackpotWin } from '../routes/jackpot.js';
import { snowflakeBalance } from '../routes/casino/shops.js';
import { TEST_NOW, testMockApp } from '../testing.js';
import {
  INSUFFICIENT_BALANCE,
  PAYTABLE,
  defaultStake,
  nearestSeriesAmount,
  playDemoSpin,
  playRealSpin,
  presetStakes,
  seededMultiplier,
  spinStakes,
} from './game-play.js';
import type { PlayerAccount } from './player-store.js';

let mock: MockApp;

beforeEach(() => {
  mock = testMockApp();
});
afterEach(async () => {
  await mock.app.close();
});

/** A fresh copy of the plain demo player, with the balances and wager a test sets. */
function player(state: Parameters<MockApp['controls']['setPlayerState']>[1] = {}): PlayerAccount {
  const { id } = mock.controls.createPlayer({ template: 'plain@demo.lumo.test' });
  mock.controls.setPlayerState(String(id), state);
  const account = mock.context.store.byId(id);
  if (account === undefined) throw new Error('QA made no player');
  return account;
}

function world(app: MockApp = mock) {
  const { world, store } = app.context;
  return {
    seed: world.seed,
    catalog: world.catalog,
    tournaments: world.tournaments,
    store,
    nowMs: TEST_NOW,
  };
}

function gameIds(): [number, number] {
  const [first, second] = mock.context.world.catalog.all.filter((game) => !game.restricted);
  if (first === undefined || second === undefined) throw new Error('catalogue too small');
  return [first.id, second.id];
}

function activatedBonus(account: PlayerAccount): BonusRecord {
  const bonus: BonusRecord = {
    id: 99_000_001,
    type: 'deposits',
    status: 'activated',
    currency: account.currency,
    percent: 100,
    spins: 0,
    upTo: 100,
    maxBet: null,
    minBet: null,
    wagering: 30,
    activatedAgoMs: null,
    activatedAtMs: TEST_NOW,
    wagered: 0,
  };
  for (const other of account.bonuses) if (other.status === 'activated') other.status = 'complete';
  account.bonuses.unshift(bonus);
  return bonus;
}

function snapshot(account: PlayerAccount) {
  return structuredClone({
    balances: account.balances,
    transactions: account.transactions,
    events: account.events,
    play: account.play,
    bonuses: account.bonuses,
  });
}

describe('a real-money spin', () => {
  it('is refused when the stake is above the balance, and nothing changes', () => {
    const [game] = gameIds();
    const account = player({ balances: { main: 1.99, bonusCasino: 0 }, wageringGames: null });
    mock.controls.setNextSpins(String(account.id), { outcomes: [{ win: 50 }] });
    const before = snapshot(account);
    expect(playRealSpin(world(), account, game, 2)).toBe(INSUFFICIENT_BALANCE);
    expect(snapshot(account)).toEqual(before);
  });

  it('takes a stake of exactly the balance', () => {
    const [game] = gameIds();
    const account = player({ balances: { main: 0.3, bonusCasino: 0 }, wageringGames: null });
    mock.controls.setNextSpins(String(account.id), { outcomes: [{ win: 0 }] });
    // 0.1 + 0.2 in floating point is above 0.3: money is compared in cents.
    account.balances.main = 0.1 + 0.2;
    expect(playRealSpin(world(), account, game, 0.3)).toEqual({
      stake: 0.3,
      win: 0,
      balance: 0,
      currency: 'EUR',
    });
    expect(account.balances.main).toBe(0);
  });

  it('bets real money first, then bonus money, and pays the win back in the same shares', () => {
    const [game] = gameIds();
    const account = player({ balances: { main: 0.5, bonusCasino: 10 }, wageringGames: [] });
    mock.controls.setNextSpins(String(account.id), { outcomes: [{ multiplier: 2 }] });
    const result = playRealSpin(world(), account, game, 2);
    expect(result).toEqual({ stake: 2, win: 4, balance: 12.5, currency: 'EUR' });
    // 0.5 of 2 was real money: a quarter of the win is real money, three quarters bonus money.
    expect(account.balances).toMatchObject({ main: 1, bonusCasino: 11.5 });
    const [win, bet] = account.transactions;
    expect(bet).toMatchObject({ type: 'bet', amount: -2, wallet: 'bonus', status: 'complete' });
    expect(win).toMatchObject({ type: 'win', amount: 4, wallet: 'bonus', scope: 'game' });
  });

  it('cannot bet bonus money on a game the wager leaves out', () => {
    const [game, other] = gameIds();
    const account = player({ balances: { main: 1, bonusCasino: 100 }, wageringGames: [other] });
    expect(playRealSpin(world(), account, game, 2)).toBe(INSUFFICIENT_BALANCE);
    expect(playRealSpin(world(), account, other, 2)).not.toBe(INSUFFICIENT_BALANCE);
  });

  it('records a bet and a win, or a bet alone when it pays nothing, and says the balance changed', () => {
    const [game] = gameIds();
    const account = player({ balances: { main: 10 }, wageringGames: null });
    mock.controls.setNextSpins(String(account.id), { outcomes: [{ win: 0 }, { win: 7.5 }] });
    const transactions = account.transactions.length;
    const events = account.events.length;
    playRealSpin(world(), account, game, 1);
    expect(account.transactions.length).toBe(transactions + 1);
    expect(account.transactions[0]).toMatchObject({ type: 'bet', amount: -1, wallet: 'basic' });
    playRealSpin(world(), account, game, 1);
    expect(account.transactions.length).toBe(transactions + 3);
    expect(account.transactions[0]).toMatchObject({ type: 'win', amount: 7.5, balance: 15.5 });
    expect(account.balances.main).toBe(15.5);
    expect(account.events.slice(events).map((event) => event.message)).toEqual([
      { type: 'BALANCE_CHANGED', data: {} },
      { type: 'BALANCE_CHANGED', data: {} },
    ]);
  });
});

describe('wagering', () => {
  it('counts the whole stake on a listed game, on any game under an empty list', () => {
    const [game, other] = gameIds();
    const account = player({ balances: { main: 50, bonusCasino: 100 }, wageringGames: [game] });
    const bonus = activatedBonus(account);
    playRealSpin(world(), account, game, 5);
    expect(bonus.wagered).toBe(5);
    mock.controls.setPlayerState(String(account.id), { wageringGames: [] });
    playRealSpin(world(), account, other, 2);
    expect(bonus.wagered).toBe(7);
    expect(bonusWager(bonus)).toEqual({ required: 3_000, wagered: 7, left: 2_993 });
  });

  it('does not count a game the list leaves out, nor any game without a wager', () => {
    const [game, other] = gameIds();
    const account = player({ balances: { main: 150, bonusCasino: 100 }, wageringGames: [other] });
    const bonus = activatedBonus(account);
    // Real money of 100 or more plays a game outside the list; it does not wager the bonus.
    expect(playRealSpin(world(), account, game, 5)).not.toBe(INSUFFICIENT_BALANCE);
    expect(bonus.wagered).toBe(0);
    mock.controls.setPlayerState(String(account.id), { wageringGames: null });
    playRealSpin(world(), account, other, 5);
    expect(bonus.wagered).toBe(0);
  });
});

describe('completing a bonus', () => {
  /** A bonus of 10 wagered x3: 30 to bet. */
  function smallBonus(account: PlayerAccount): BonusRecord {
    const bonus = activatedBonus(account);
    bonus.upTo = 10;
    bonus.wagering = 3;
    return bonus;
  }

  it('completes the bonus with the bet that meets its wagering, and not a cent before', () => {
    const [game] = gameIds();
    const account = player({ balances: { main: 0, bonusCasino: 10 }, wageringGames: [] });
    for (const other of account.bonuses) if (other.status === 'queue') other.status = 'rejected';
    const bonus = smallBonus(account);
    bonus.wagered = 25;
    mock.controls.setNextSpins(String(account.id), {
      outcomes: [{ multiplier: 0 }, { win: 1 }, { win: 5.5 }],
    });
    playRealSpin(world(), account, game, 2);
    expect(bonus).toMatchObject({ status: 'activated', wagered: 27 });
    expect(bonusWager(bonus)).toEqual({ required: 30, wagered: 27, left: 3 });
    playRealSpin(world(), account, game, 2);
    expect(bonus).toMatchObject({ status: 'activated', wagered: 29 });
    expect(account.balances).toMatchObject({ main: 0, bonusCasino: 7 });

    // The bet that meets it counts in full; its win is there before the bonus money moves.
    const result = playRealSpin(world(), account, game, 2);
    expect(bonus.status).toBe('complete');
    expect(bonusWager(bonus)).toEqual({ required: 30, wagered: 31, left: 0 });
    expect(account.balances).toMatchObject({ main: 10.5, bonusCasino: 0 });
    expect(account.wageringGames).toBeNull();
    expect(result).toMatchObject({ stake: 2, win: 5.5, balance: 10.5 });
    expect(account.transactions[0]).toMatchObject({
      type: 'convert_balance',
      wallet: 'bonus',
      amount: -10.5,
      status: 'complete',
      balance: 10.5,
      atMs: TEST_NOW,
    });
    // The spin's own BALANCE_CHANGED comes after, so a refetch sees the completed bonus.
    expect(account.events.at(-1)?.message).toEqual({ type: 'BALANCE_CHANGED', data: {} });

    // Nothing counts any more: no wager is active.
    mock.controls.setPlayerState(String(account.id), { balances: { main: 10 } });
    playRealSpin(world(), account, game, 2);
    expect(bonus.wagered).toBe(31);
  });

  it('activates the first queued bonus when the active one completes', () => {
    const [game] = gameIds();
    const account = player({ balances: { main: 5, bonusCasino: 10 }, wageringGames: [] });
    for (const other of account.bonuses) if (other.status === 'queue') other.status = 'rejected';
    const bonus = smallBonus(account);
    bonus.wagered = 29;
    const queued: BonusRecord[] = [1, 2].map((index) => ({
      ...bonus,
      id: 99_000_010 + index,
      status: 'queue',
      upTo: 50 * index,
      spins: 0,
      activatedAtMs: null,
      wagered: undefined,
    }));
    account.bonuses.push(...queued);
    mock.controls.setNextSpins(String(account.id), { outcomes: [{ multiplier: 0 }] });
    playRealSpin(world(), account, game, 1);
    expect(bonus.status).toBe('complete');
    expect(queued.map((entry) => entry.status)).toEqual(['activated', 'queue']);
    expect(queued[0]).toMatchObject({ activatedAtMs: TEST_NOW, wagered: 0 });
    expect(account.balances).toMatchObject({ main: 14, bonusCasino: 50 });
    expect(account.wageringGames?.length).toBeGreaterThan(0);
    expect(account.events.slice(-2).map((event) => event.message)).toEqual([
      { type: 'USER_BONUS', data: { id: queued[0]?.id } },
      { type: 'BALANCE_CHANGED', data: {} },
    ]);
  });

  it('leaves a bonus without wagering to its own end: bets do not complete it', () => {
    const [game] = gameIds();
    const account = player({ balances: { main: 5, bonusCasino: 10 }, wageringGames: [] });
    const bonus = smallBonus(account);
    bonus.wagering = 0;
    playRealSpin(world(), account, game, 1);
    expect(bonus.status).toBe('activated');
    expect(bonusWager(bonus)).toBeNull();
  });
});

describe('losing a bonus', () => {
  it('loses the active bonus when its money is played to nothing, and the queue moves on', () => {
    const [game] = gameIds();
    const account = player({ balances: { main: 0, bonusCasino: 2 }, wageringGames: [] });
    for (const other of account.bonuses) if (other.status === 'queue') other.status = 'rejected';
    const bonus = activatedBonus(account);
    const queued: BonusRecord = {
      ...bonus,
      id: 99_000_020,
      status: 'queue',
      upTo: 40,
      activatedAtMs: null,
      wagered: undefined,
    };
    account.bonuses.push(queued);
    mock.controls.setNextSpins(String(account.id), {
      outcomes: [{ multiplier: 0 }, { multiplier: 0 }],
    });
    // A cent short of nothing: the bonus lives on.
    playRealSpin(world(), account, game, 1);
    expect(bonus.status).toBe('activated');
    expect(account.balances.bonusCasino).toBe(1);

    playRealSpin(world(), account, game, 1);
    expect(bonus.status).toBe('wager_zeroing');
    expect(queued).toMatchObject({ status: 'activated', activatedAtMs: TEST_NOW, wagered: 0 });
    expect(account.balances).toMatchObject({ main: 0, bonusCasino: 40 });
    expect(account.events.slice(-3).map((event) => event.message)).toEqual([
      { type: 'USER_BONUS', data: { id: bonus.id } },
      { type: 'USER_BONUS', data: { id: queued.id } },
      { type: 'BALANCE_CHANGED', data: {} },
    ]);
  });

  it('ends the wager with the last bonus lost, and keeps a bonus a real-money bet left alone', () => {
    const [game] = gameIds();
    const account = player({ balances: { main: 3, bonusCasino: 1 }, wageringGames: [] });
    for (const other of account.bonuses) if (other.status === 'queue') other.status = 'rejected';
    const bonus = activatedBonus(account);
    mock.controls.setNextSpins(String(account.id), {
      outcomes: [{ multiplier: 0 }, { multiplier: 0 }],
    });
    playRealSpin(world(), account, game, 2);
    expect(bonus.status).toBe('activated');
    playRealSpin(world(), account, game, 2);
    expect(bonus.status).toBe('wager_zeroing');
    expect(account.balances).toMatchObject({ main: 0, bonusCasino: 0 });
    expect(account.wageringGames).toBeNull();
  });
});

describe('a claimed jackpot win under wager', () => {
  it('completes with the bet that meets its wager: its credit becomes real money', () => {
    const [game] = gameIds();
    const account = player({ balances: { main: 50, bonusCasino: 0 }, wageringGames: null });
    for (const other of account.bonuses)
      if (other.status === 'activated') other.status = 'complete';
    mock.controls.awardJackpotWin(String(account.id), { tier: 'bronze', amount: 10, gameId: game });
    const win = account.jackpotWins[0];
    if (win === undefined) throw new Error('QA gave no win');
    win.status = 'activated';
    creditJackpotWin(mock.context, account, win);
    expect(account.balances).toMatchObject({ main: 50, bonusCasino: 10 });
    expect(win.wager).toEqual({ amount: 30, wagered: 0 });
    mock.controls.setNextSpins(String(account.id), {
      outcomes: [{ multiplier: 0 }, { multiplier: 0 }],
    });

    playRealSpin(world(), account, game, 25);
    expect(win).toMatchObject({ status: 'activated', wager: { amount: 30, wagered: 25 } });
    playRealSpin(world(), account, game, 5);
    expect(win).toMatchObject({ status: 'complete', completedAtMs: TEST_NOW });
    expect(account.balances).toMatchObject({ main: 30, bonusCasino: 0 });
    expect(account.wageringGames).toBeNull();
    const credit = account.transactions.find((row) => row.id === win.creditTransactionId);
    expect(credit).toMatchObject({ type: 'jackpot_win', status: 'complete' });
    expect(account.transactions[0]).toMatchObject({ type: 'convert_balance', amount: -10 });
  });
});

describe('snowflakes', () => {
  it('come from each bet, one per whole euro, rounded down', () => {
    const [game] = gameIds();
    const account = player({ balances: { main: 100 }, wageringGames: null });
    const start = snowflakeBalance(account);
    playRealSpin(world(), account, game, 0.5);
    expect(snowflakeBalance(account)).toBe(start);
    playRealSpin(world(), account, game, 2);
    expect(snowflakeBalance(account)).toBe(start + 2);
    mock.controls.setPlayerState(String(account.id), { currency: 'RON' });
    // 5 RON is just above a euro, 2 RON below one.
    playRealSpin(world(), account, game, 5);
    expect(snowflakeBalance(account)).toBe(start + 3);
    playRealSpin(world(), account, game, 2);
    expect(snowflakeBalance(account)).toBe(start + 3);
  });
});

describe('tournament points', () => {
  it('go to each running tournament on its own games, per euro bet from its minimum bet', () => {
    const account = player({ balances: { main: 100 }, wageringGames: null });
    const { world: mockWorld } = mock.context;
    const demo = { id: account.id, demo: true };
    const entries = runningEntries(mockWorld.tournaments, TEST_NOW, demo, mockWorld.seed);
    const [entry] = entries;
    if (entry === undefined) throw new Error('no tournament runs at TEST_NOW');
    const game = entry.gameIds[0];
    if (game === undefined) throw new Error('a tournament without games');
    const notInIt = mockWorld.catalog.all.find(
      (candidate) =>
        !candidate.restricted && entries.every((other) => !other.gameIds.includes(candidate.id)),
    );
    if (notInIt === undefined) throw new Error('every game is in a tournament');

    const eventsBefore = account.events.length;
    playRealSpin(world(), account, notInIt.id, 2);
    expect(account.play.tournamentPoints).toEqual({});
    playRealSpin(world(), account, game, 2);
    // 2 EUR: 20 points. A stake under the minimum bet scores nothing.
    expect(account.play.tournamentPoints[entry.id]).toBe(20);
    playRealSpin(world(), account, game, 0.1);
    expect(account.play.tournamentPoints[entry.id]).toBe(entry.minBetEur <= 0.1 ? 21 : 20);
    const scored = account.events
      .slice(eventsBefore)
      .map((event) => event.message)
      .filter((message) => message.type === 'TOURNAMENT_POINTS');
    expect(scored).toContainEqual({
      type: 'TOURNAMENT_POINTS',
      data: { tournamentId: entry.id, points: 20 },
    });
  });

  it('move a named demo player’s row up from one point behind the place above', () => {
    const account = player({ balances: { main: 100 }, wageringGames: null });
    const { world: mockWorld } = mock.context;
    const [entry] = runningEntries(
      mockWorld.tournaments,
      TEST_NOW,
      { id: account.id, demo: true },
      mockWorld.seed,
    );
    if (entry === undefined) throw new Error('no tournament runs at TEST_NOW');
    const template = mockWorld.tournaments.find(
      (candidate) => candidate.id === Math.floor(entry.id / 1_000_000),
    );
    if (template === undefined) throw new Error('an entry of no tournament');
    const instance = entry.id % 1_000_000;
    const viewer = {
      id: account.id,
      login: account.login,
      currency: account.currency,
      ratePerEur: EUR_RATES[account.currency],
      demoPlace: DEMO_PLACE,
    };
    const seeded = tournamentAt(template, instance, TEST_NOW, viewer, mockWorld.seed);
    expect(seeded.user?.place).toBe(DEMO_PLACE);
    const game = entry.gameIds[0];
    if (game === undefined) throw new Error('a tournament without games');
    playRealSpin(world(), account, game, 5);
    const after = tournamentAt(
      template,
      instance,
      TEST_NOW,
      { ...viewer, earnedPoints: account.play.tournamentPoints },
      mockWorld.seed,
    );
    expect(after.user?.points).toBe((seeded.user?.points ?? 0) + 50);
    expect(after.user?.place).toBeLessThan(DEMO_PLACE);
  });
});

describe('outcomes', () => {
  it('are seeded per player and spin: two equal worlds play the same', async () => {
    const [game] = gameIds();
    const other = testMockApp();
    try {
      const wins = (app: MockApp) => {
        const { id } = app.controls.createPlayer({ template: 'plain@demo.lumo.test' });
        app.controls.setPlayerState(String(id), { balances: { main: 10_000 } });
        const account = app.context.store.byId(id);
        if (account === undefined) throw new Error('no player');
        return Array.from({ length: 40 }, () => {
          const result = playRealSpin(world(app), account, game, 1);
          return result === INSUFFICIENT_BALANCE ? -1 : result.win;
        });
      };
      const first = wins(mock);
      expect(wins(other)).toEqual(first);
      expect(new Set(first).size).toBeGreaterThan(2);
    } finally {
      await other.app.close();
    }
  });

  it('pay like a slot: about 43 spins in 100 win, 96% back over many spins', () => {
    const spins = 50_000;
    let returned = 0;
    let hits = 0;
    for (let spin = 1; spin <= spins; spin += 1) {
      const multiplier = seededMultiplier(1, 'player:200001', spin);
      expect(PAYTABLE.some((row) => row.multiplier === multiplier) || multiplier === 0).toBe(true);
      returned += multiplier;
      if (multiplier > 0) hits += 1;
    }
    expect(hits / spins).toBeGreaterThan(0.41);
    expect(hits / spins).toBeLessThan(0.45);
    expect(returned / spins).toBeGreaterThan(0.88);
    expect(returned / spins).toBeLessThan(1.04);
  });

  it('come from QA’s queue first, in order, then from the seed', () => {
    const [game] = gameIds();
    const account = player({ balances: { main: 100 }, wageringGames: null });
    mock.controls.setNextSpins(String(account.id), {
      outcomes: [{ win: 5 }, { multiplier: 3 }, { win: 0 }],
    });
    const win = () => {
      const result = playRealSpin(world(), account, game, 2);
      return result === INSUFFICIENT_BALANCE ? -1 : result.win;
    };
    expect([win(), win(), win()]).toEqual([5, 6, 0]);
    expect(account.play.nextOutcomes).toEqual([]);
    const seeded = seededMultiplier(mock.context.world.seed, `player:${String(account.id)}`, 4);
    expect(win()).toBe(seeded * 2);
    // A new queue replaces what was left of the old one.
    mock.controls.setNextSpins(String(account.id), { outcomes: [{ win: 1 }, { win: 2 }] });
    mock.controls.setNextSpins(String(account.id), { outcomes: [{ win: 3 }] });
    expect(win()).toBe(3);
  });
});

describe('a demo spin', () => {
  it('plays the launch’s play money and refuses a stake above it', () => {
    const demo = { balance: 1.5, spins: 0 };
    const result = playDemoSpin(1, 1001, demo, 'EUR', 1);
    if (result === INSUFFICIENT_BALANCE) throw new Error('refused');
    expect(demo.balance).toBe(0.5 + result.win);
    expect(demo.spins).toBe(1);
    const poorer = { balance: 0.5, spins: 3 };
    expect(playDemoSpin(1, 1001, poorer, 'EUR', 1)).toBe(INSUFFICIENT_BALANCE);
    expect(poorer).toEqual({ balance: 0.5, spins: 3 });
  });
});

describe('stakes', () => {
  it('are 1-2-5 amounts in each currency, the presets and the default among them', () => {
    expect(spinStakes('EUR')).toEqual([0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100]);
    expect(spinStakes('RON')).toEqual([0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500]);
    expect(spinStakes('GBP')).toEqual([0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100]);
    expect(nearestSeriesAmount(4.97)).toBe(5);
    expect(nearestSeriesAmount(24.85)).toBe(20);
    for (const currency of ['EUR', 'RON', 'GBP', 'ISK', 'INR'] as const) {
      const ladder = spinStakes(currency);
      expect([...ladder].sort((a, b) => a - b)).toEqual(ladder);
      expect(ladder).toContain(defaultStake(currency));
      for (const preset of presetStakes(currency)) expect(ladder).toContain(preset);
    }
  });
});
