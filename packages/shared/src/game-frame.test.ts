import { describe, expect, it } from 'vitest';
import { GAME_FRAME_SWITCH_TO_REAL, parseGameFrameMessage } from './game-frame.js';

describe('parseGameFrameMessage', () => {
  it('reads the demo asking for real play', () => {
    expect(parseGameFrameMessage({ type: GAME_FRAME_SWITCH_TO_REAL, gameId: 12 })).toEqual({
      type: 'lumo:switch-to-real',
      gameId: 12,
    });
  });

  it('ignores what it does not know, and bad ids', () => {
    expect(parseGameFrameMessage('lumo:switch-to-real')).toBeUndefined();
    expect(parseGameFrameMessage(null)).toBeUndefined();
    expect(parseGameFrameMessage({ type: 'lumo:other', gameId: 12 })).toBeUndefined();
    expect(
      parseGameFrameMessage({ type: GAME_FRAME_SWITCH_TO_REAL, gameId: '12' }),
    ).toBeUndefined();
    expect(parseGameFrameMessage({ type: GAME_FRAME_SWITCH_TO_REAL, gameId: -1 })).toBeUndefined();
  });
});
