import type { ShortBalance, UserBonusAccount } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import type { PlayerContext } from './service-context.js';
import { balanceForDisplay, playability, shortBalance } from './wallet.js';

// The three wallet reads that stand on the short balance share one upstream call per request.

const SHORT: ShortBalance = { balanceMain: 120.5, bonusCasino: 30, balance: 150.5 };
const ACCOUNT: UserBonusAccount = { balance: 30, wager: { bonus: { wageringGames: [{ id: 7 }] } } };

function requestContext(calls: string[]): PlayerContext {
  const context = {
    upstreamCall: { requestId: `request-${String(calls.length)}` },
    player: {
      token: 'token-1',
      user: { currency: 'EUR', country: 'DEU', language: 'de' },
    },
    clients: {
      casino: {
        shortBalance: (token: string) => {
          calls.push(`short:${token}`);
          return Promise.resolve(SHORT);
        },
        bonusAccount: () => {
          calls.push('bonusAccount');
          return Promise.resolve(ACCOUNT);
        },
      },
    },
  };
  return context as unknown as PlayerContext;
}

describe('the short balance of a request', () => {
  it('is read from the upstream once for wallet.short, wallet.balance and wallet.playability', async () => {
    const calls: string[] = [];
    const ctx = requestContext(calls);
    const [short, display, money] = await Promise.all([
      shortBalance(ctx),
      balanceForDisplay(ctx),
      playability(ctx),
    ]);
    expect(calls.filter((call) => call.startsWith('short:'))).toEqual(['short:token-1']);
    expect(short).toEqual(SHORT);
    expect(display.currency).toBe('EUR');
    expect(money).toEqual({ balanceMain: 120.5, bonusCasino: 30, wageringGames: [{ id: 7 }] });
  });

  it('is read again by the next request', async () => {
    const calls: string[] = [];
    await shortBalance(requestContext(calls));
    await shortBalance(requestContext(calls));
    expect(calls).toEqual(['short:token-1', 'short:token-1']);
  });
});
