import { describe, expect, it } from 'vitest';
import { isAccountPath, isLobbyPath, path, routePattern } from './paths.js';

describe('path', () => {
  it('builds a route with its parameters', () => {
    expect(path('games', { categoryId: 'slots' })).toBe('/games/slots');
    expect(path('bonus', { bonus: '100' })).toBe('/bonuses/100');
    expect(path('game', { gameId: '12-book-of-ra', demo: 'demo' })).toBe(
      '/game/12-book-of-ra/demo',
    );
    expect(path('accountPaymentHistory')).toBe('/account/balance/payment-history');
  });

  it('drops optional segments left out, and a splat', () => {
    expect(path('main')).toBe('/');
    expect(path('games')).toBe('/games');
    expect(path('games', { categoryId: undefined })).toBe('/games');
    expect(path('game', { gameId: '12-x' })).toBe('/game/12-x');
    expect(path('sport')).toBe('/sport');
  });

  it('gives the route table the same pattern, relative to the language segment', () => {
    expect(routePattern('games')).toBe('games/:categoryId?');
    expect(routePattern('accountUnknown')).toBe('account/*');
    expect(routePattern('main')).toBe('');
  });
});

describe('areas', () => {
  it('tells the account and the lobby pages', () => {
    expect(isAccountPath('/account')).toBe(true);
    expect(isAccountPath('/account/profile')).toBe(true);
    expect(isAccountPath('/accounts')).toBe(false);
    expect(isLobbyPath('/games/live')).toBe(true);
    expect(isLobbyPath('/game/12-x')).toBe(false);
  });
});
