import { describe, expect, it } from 'vitest';
import {
  gamePageStateFrom,
  isGamePagePath,
  isInternalPath,
  readGamePageState,
} from './game-page-state.js';

describe('readGamePageState', () => {
  it('reads the page the game came from, and the notice flag', () => {
    expect(readGamePageState({ from: '/games/slots?sort=new' })).toEqual({
      from: '/games/slots?sort=new',
    });
    expect(readGamePageState({ from: '/de', noticeSeen: true })).toEqual({
      from: '/de',
      noticeSeen: true,
    });
  });

  it('reads anything else as no state: never a path off the site', () => {
    for (const state of [
      null,
      undefined,
      'x',
      {},
      { from: 5 },
      { from: 'https://evil.example' },
      { from: '//evil.example/x' },
      { from: '/\\evil.example' },
      { from: `/${'a'.repeat(2_000)}` },
    ]) {
      expect(readGamePageState(state)).toBeUndefined();
    }
    expect(isInternalPath('/')).toBe(true);
  });
});

describe('isGamePagePath', () => {
  it('knows game pages with and without a language prefix', () => {
    expect(isGamePagePath('/game/42-book-of-lumo')).toBe(true);
    expect(isGamePagePath('/de/game/42/demo')).toBe(true);
    expect(isGamePagePath('/game')).toBe(true);
    expect(isGamePagePath('/games/slots')).toBe(false);
    expect(isGamePagePath('/de/games')).toBe(false);
  });
});

describe('gamePageStateFrom', () => {
  it('remembers the page and query a game is opened from', () => {
    expect(
      gamePageStateFrom({ pathname: '/de/games/slots', search: '?sort=new', state: null }, '/de'),
    ).toEqual({ from: '/de/games/slots?sort=new' });
  });

  it('from a game page keeps where that one came from, else the fallback', () => {
    expect(
      gamePageStateFrom(
        { pathname: '/game/42/demo', search: '', state: { from: '/games/live' } },
        '/',
        true,
      ),
    ).toEqual({ from: '/games/live', noticeSeen: true });
    expect(gamePageStateFrom({ pathname: '/game/42', search: '', state: null }, '/ro')).toEqual({
      from: '/ro',
    });
  });
});
