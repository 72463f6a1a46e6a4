import { MIN_REAL_BALANCE_FOR_BONUS_PLAY } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { tileContextOf } from './tile-context.js';

const LISTED = { id: 7 };
const LEFT_OUT = { id: 8 };

describe('tileContextOf', () => {
  it('gives a guest no bonus and every game as playable', () => {
    const tiles = tileContextOf(undefined, true);
    expect(tiles.bonusCasino).toBe(0);
    expect(tiles.isUk).toBe(true);
    expect(tiles.isPlayable(LEFT_OUT)).toBe(true);
  });

  it('reads playability through the shared rule: a game outside the wagering list needs real money', () => {
    const poor = tileContextOf(
      {
        balanceMain: MIN_REAL_BALANCE_FOR_BONUS_PLAY - 1,
        bonusCasino: 50,
        wageringGames: [LISTED],
      },
      false,
    );
    expect(poor.bonusCasino).toBe(50);
    expect(poor.isPlayable(LISTED)).toBe(true);
    expect(poor.isPlayable(LEFT_OUT)).toBe(false);

    const funded = tileContextOf(
      { balanceMain: MIN_REAL_BALANCE_FOR_BONUS_PLAY, bonusCasino: 50, wageringGames: [LISTED] },
      false,
    );
    expect(funded.isPlayable(LEFT_OUT)).toBe(true);
  });
});
