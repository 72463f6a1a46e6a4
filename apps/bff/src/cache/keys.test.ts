import { describe, expect, it } from 'vitest';
import { cacheKey, playerKey } from './keys.js';

describe('cacheKey', () => {
  it('writes the kind, every dimension and the parts', () => {
    expect(cacheKey('gamesPage', { lang: 'en', currency: 'EUR' }, 'slots', 'first')).toBe(
      'cache:v1:gamesPage:lang=en:cur=EUR:cc=-:slots:first',
    );
    expect(cacheKey('countries', {})).toBe('cache:v1:countries:lang=-:cur=-:cc=-');
  });

  it('differs by language, currency and country', () => {
    const base = { lang: 'en', currency: 'EUR', country: 'DE' };
    const keys = [
      cacheKey('gamesPage', base, 'slots'),
      cacheKey('gamesPage', { ...base, lang: 'de' }, 'slots'),
      cacheKey('gamesPage', { ...base, currency: 'USD' }, 'slots'),
      cacheKey('gamesPage', { ...base, country: 'AT' }, 'slots'),
      cacheKey('gamesPage', { currency: 'EUR', country: 'DE' }, 'slots'),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('differs by kind for the same dimensions and parts', () => {
    expect(cacheKey('faq', { lang: 'en' }, 'main')).not.toBe(
      cacheKey('infoPage', { lang: 'en' }, 'main'),
    );
  });

  it('reads currency and country codes the same in either case', () => {
    expect(cacheKey('game', { currency: 'eur', country: 'de' }, 7)).toBe(
      cacheKey('game', { currency: 'EUR', country: 'DE' }, 7),
    );
  });

  it('encodes parts, so that a separator inside one cannot forge another key', () => {
    expect(cacheKey('gameSearch', {}, 'a:b')).toBe('cache:v1:gameSearch:lang=-:cur=-:cc=-:a%3Ab');
    expect(cacheKey('gameSearch', {}, 'a:b')).not.toBe(cacheKey('gameSearch', {}, 'a', 'b'));
    expect(cacheKey('gameSearch', { lang: 'en:cur=EUR' })).not.toBe(
      cacheKey('gameSearch', { lang: 'en', currency: 'EUR' }),
    );
  });

  it('never reads a value of "-" as a dimension left out', () => {
    expect(cacheKey('seo', { lang: '-' })).not.toBe(cacheKey('seo', {}));
  });
});

describe('playerKey', () => {
  it('names the kind and the player, apart from every shared key', () => {
    expect(playerKey('recentlyPlayed', 1001)).toBe('player:v1:recentlyPlayed:1001');
    expect(playerKey('recentlyPlayed', 1001)).not.toBe(playerKey('recentlyPlayed', 1002));
    expect(playerKey('recentlyPlayed', 1001).startsWith('cache:')).toBe(false);
  });
});
