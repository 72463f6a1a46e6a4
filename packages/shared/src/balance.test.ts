import { describe, expect, it } from 'vitest';
import {
  balanceRefetchInterval,
  isDepositAwaited,
  freeSpinsRefetchInterval,
  displayedBalance,
  freeSpinsUsage,
  shouldOpenFreeSpinsModal,
} from './balance-rules.js';
import {
  displayedBalanceSchema,
  freeSpinsSchema,
  fullBalanceSchema,
  shortBalanceSchema,
  userBonusAccountSchema,
} from './balance.js';

const short = { balanceMain: 120.5, bonusCasino: 30, balance: 150.5 };

describe('userBonusAccountSchema', () => {
  it('accepts an account wagering a bonus on listed games', () => {
    const account = { balance: 30, wager: { bonus: { wageringGames: [{ id: 7 }, { id: 9 }] } } };
    expect(userBonusAccountSchema.parse(account)).toEqual(account);
  });

  it('accepts an account without a wager', () => {
    expect(userBonusAccountSchema.parse({ balance: 0, wager: null })).toEqual({
      balance: 0,
      wager: null,
    });
  });

  it('rejects a wagering game without a valid id', () => {
    const account = { balance: 30, wager: { bonus: { wageringGames: [{ id: 'seven' }] } } };
    expect(userBonusAccountSchema.safeParse(account).success).toBe(false);
  });
});

describe('fullBalanceSchema', () => {
  const full = {
    balance: { EUR: 10.5, RON: 0 },
    currency: 'EUR',
    loyaltyPoints: 1200,
    cashback: 3.2,
    freeSpinBalance: 15,
  };

  it('accepts amounts keyed by currency', () => {
    expect(fullBalanceSchema.parse(full)).toEqual(full);
  });

  it('rejects an unknown currency key and negative loyalty points', () => {
    expect(fullBalanceSchema.safeParse({ ...full, balance: { XYZ: 1 } }).success).toBe(false);
    expect(fullBalanceSchema.safeParse({ ...full, loyaltyPoints: -1 }).success).toBe(false);
  });
});

describe('shortBalanceSchema', () => {
  it('accepts real, bonus and total', () => {
    expect(shortBalanceSchema.parse(short)).toEqual(short);
  });

  it('rejects a missing bonusCasino', () => {
    expect(shortBalanceSchema.safeParse({ balanceMain: 1, balance: 1 }).success).toBe(false);
  });
});

describe('free spins', () => {
  it('parses free spins with and without a daily limit', () => {
    const limited = { number: 10, numberDay: 3, dayLimit: 5, betAmount: 0.2 };
    expect(freeSpinsSchema.parse(limited)).toEqual(limited);
    expect(freeSpinsSchema.safeParse({ ...limited, dayLimit: null }).success).toBe(true);
    expect(freeSpinsSchema.safeParse({ ...limited, dayLimit: 0 }).success).toBe(false);
  });

  it('shows used/limit as numberDay/dayLimit', () => {
    expect(freeSpinsUsage({ number: 10, numberDay: 3, dayLimit: 5, betAmount: 0.2 })).toEqual({
      used: 3,
      limit: 5,
    });
  });

  it('shows no usage without a daily limit', () => {
    expect(freeSpinsUsage({ number: 10, numberDay: 3, dayLimit: null, betAmount: 0.2 })).toBeNull();
  });
});

describe('shouldOpenFreeSpinsModal', () => {
  it('opens when the number exceeds prevFreespins', () => {
    expect(shouldOpenFreeSpinsModal(6, 5)).toBe(true);
  });

  it('stays closed when the number equals or is below prevFreespins', () => {
    expect(shouldOpenFreeSpinsModal(5, 5)).toBe(false);
    expect(shouldOpenFreeSpinsModal(4, 5)).toBe(false);
  });

  it('treats nothing stored as zero', () => {
    expect(shouldOpenFreeSpinsModal(1, undefined)).toBe(true);
    expect(shouldOpenFreeSpinsModal(0, undefined)).toBe(false);
  });
});

describe('displayedBalance', () => {
  it('shows real, bonus and total in the player currency', () => {
    const shown = displayedBalance(short, { currency: 'GBP' });
    expect(shown).toEqual({
      real: 120.5,
      bonusCasino: 30,
      total: 150.5,
      currency: 'GBP',
      currencySymbol: '£',
      currencyName: 'GBP',
      forced: false,
    });
    expect(displayedBalanceSchema.safeParse(shown).success).toBe(true);
  });

  it('spells a forced EUR as EUR in symbol and name', () => {
    expect(displayedBalance(short, { currency: 'GBP', forcedCurrency: 'EUR' })).toMatchObject({
      currency: 'EUR',
      currencySymbol: 'EUR',
      currencyName: 'EUR',
      forced: true,
    });
  });

  it('shows the code of a currency without its own sign', () => {
    expect(displayedBalance(short, { currency: 'RON' })).toMatchObject({
      currencySymbol: 'RON',
      currencyName: 'RON',
    });
  });

  it('keeps the € symbol for an unforced EUR', () => {
    expect(displayedBalance(short, { currency: 'EUR', forcedCurrency: undefined })).toMatchObject({
      currencySymbol: '€',
      forced: false,
    });
  });
});

describe('balance refetch', () => {
  it('polls the short balance every 3000 ms while a game is open or a deposit waits', () => {
    expect(balanceRefetchInterval({ gameOpen: false, awaitingDeposit: false })).toBe(false);
    expect(balanceRefetchInterval({ gameOpen: true, awaitingDeposit: false })).toBe(3000);
    expect(balanceRefetchInterval({ gameOpen: false, awaitingDeposit: true })).toBe(3000);
    expect(balanceRefetchInterval({ gameOpen: true, awaitingDeposit: true })).toBe(3000);
  });

  it('polls free spins every 60000 ms, every 3000 ms while a game is open', () => {
    expect(freeSpinsRefetchInterval(false)).toBe(60_000);
    expect(freeSpinsRefetchInterval(true)).toBe(3000);
  });

  it('waits for a deposit until the total moves from the one read before it', () => {
    expect(isDepositAwaited(undefined, 10)).toBe(false);
    expect(isDepositAwaited(10, undefined)).toBe(true);
    expect(isDepositAwaited(10, 10)).toBe(true);
    expect(isDepositAwaited(10, 60)).toBe(false);
    // A bet placed meanwhile moves the total too: the wait is over either way.
    expect(isDepositAwaited(10, 9.5)).toBe(false);
  });
});
