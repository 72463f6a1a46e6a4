import { describe, expect, it } from 'vitest';
import type { CasinoClient } from '../casino-client.js';
import {
  domainErrorOf,
  PLAIN_PLAYER,
  useCasinoWorld,
} from '../../../test/support/casino-client.js';
import { DEMO_PASSWORD } from '../../../test/support/upstreams.js';

let casino: CasinoClient;
/** The bonus player's upstream token. */
let token: string;

async function loginAs(email: string): Promise<string> {
  return (await casino.login({ email, password: DEMO_PASSWORD })).token;
}

useCasinoWorld((started) => {
  ({ casino, token } = started);
});

describe('mini-games and the daily bonus', () => {
  it('tells availability by the 204, and maps the refusals of a play', async () => {
    const plain = await loginAs(PLAIN_PLAYER);
    expect(await casino.miniGameAvailability(plain, 'wheel')).toBe(true);
    expect(await casino.miniGameAvailability(plain, 'lucky-card')).toBe(false);
    const result = await casino.playMiniGame(plain, 'wheel');
    expect(result).toMatchObject({ game: 'wheel', attemptsLeft: 0 });
    expect(await casino.miniGameAvailability(plain, 'wheel')).toBe(false);
    expect(await domainErrorOf(casino.playMiniGame(plain, 'wheel'))).toMatchObject({
      code: 'no_attempts_left',
      status: 'CONFLICT',
      messageKey: 'miniGame.noChancesLeft',
    });
    expect(await domainErrorOf(casino.playMiniGame(plain, 'lucky-card'))).toMatchObject({
      code: 'level_too_low',
      status: 'FORBIDDEN',
      messageKey: 'miniGame.levelTooLow',
    });
  });

  it('answers the daily bonus as 204 for a guest and 200 for a player, collected once', async () => {
    expect(await casino.dailyBonus(null)).toEqual({ status: 204 });
    const state = await casino.dailyBonus(token);
    if (state.status !== 200) throw new Error('a player got no daily bonus');
    expect(state.data.days).toHaveLength(7);
    // The test clock is a Wednesday.
    expect(state.data.currentDay).toBe(3);
    await casino.collectDailyBonus(token);
    const after = await casino.dailyBonus(token);
    expect(after.status === 200 ? after.data.currentDay : null).toBe(4);
    expect(await domainErrorOf(casino.collectDailyBonus(token))).toMatchObject({
      code: 'already_collected',
      status: 'CONFLICT',
      messageKey: 'errors.dailyBonusCollected',
    });
  });
});
