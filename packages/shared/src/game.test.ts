import { describe, expect, it } from 'vitest';
import {
  gameProviderSchema,
  gameSchema,
  gameSortSchema,
  gamesPageSchema,
  providerGameCountSchema,
  providerIdSchema,
} from './game.js';

const upstreamGame = {
  id: 42,
  name: 'Book of Dead',
  image: 'https://cdn.example.com/games/42.png',
  providerId: 27,
  providerName: "Play'n GO",
  geo_link: 'https://launch.example.com/42',
  hasDemo: true,
  categories: [{ id: 1 }, { id: 587 }],
  isWagering: true,
  source: 'casino',
  imagine: {
    files: {
      desktop: 'https://cdn.example.com/42-d.png',
      mobile: 'https://cdn.example.com/42-m.png',
    },
    gradient_color: '#1a2b3c',
  },
};

function without(field: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(upstreamGame).filter(([key]) => key !== field));
}

describe('gameSchema', () => {
  it('parses a game as the casino upstream sends it', () => {
    const game = gameSchema.parse(upstreamGame);
    expect(game.categories).toEqual([{ id: 1 }, { id: 587 }]);
    expect(game.imagine.files.mobile).toBe('https://cdn.example.com/42-m.png');
  });

  it('needs no profile when the upstream states no requirement', () => {
    expect(gameSchema.parse(upstreamGame).requiredProfile).toBe('none');
  });

  it('keeps the profile set the upstream states', () => {
    const game = gameSchema.parse({ ...upstreamGame, requiredProfile: 'gender_and_birth' });
    expect(game.requiredProfile).toBe('gender_and_birth');
  });

  it('rejects an unknown profile set', () => {
    expect(gameSchema.safeParse({ ...upstreamGame, requiredProfile: 'email' }).success).toBe(false);
  });

  it('accepts a missing or null geo_link (play disabled)', () => {
    expect(gameSchema.parse(without('geo_link')).geo_link).toBeUndefined();
    expect(gameSchema.parse({ ...upstreamGame, geo_link: null }).geo_link).toBeNull();
  });

  it('accepts casino_live as a source and rejects others', () => {
    expect(gameSchema.parse({ ...upstreamGame, source: 'casino_live' }).source).toBe('casino_live');
    expect(gameSchema.safeParse({ ...upstreamGame, source: 'sport' }).success).toBe(false);
  });

  it('rejects a non-positive id', () => {
    expect(gameSchema.safeParse({ ...upstreamGame, id: 0 }).success).toBe(false);
  });

  it('rejects a game without its artwork', () => {
    expect(gameSchema.safeParse(without('imagine')).success).toBe(false);
  });
});

describe('gameProviderSchema', () => {
  it('parses a provider', () => {
    expect(gameProviderSchema.parse({ id: 101, name: 'Evolution' })).toEqual({
      id: 101,
      name: 'Evolution',
    });
  });
});

describe('providerGameCountSchema', () => {
  it('parses a provider with its game count, and refuses a negative or fractional count', () => {
    expect(providerGameCountSchema.parse({ id: 7, name: 'Nova', gameCount: 0 }).gameCount).toBe(0);
    for (const gameCount of [-1, 1.5]) {
      expect(providerGameCountSchema.safeParse({ id: 7, name: 'Nova', gameCount }).success).toBe(
        false,
      );
    }
  });
});

describe('filters', () => {
  it('take positive whole provider ids and the three sorts', () => {
    expect(providerIdSchema.safeParse(1).success).toBe(true);
    for (const id of [0, -3, 2.5]) expect(providerIdSchema.safeParse(id).success).toBe(false);
    expect(gameSortSchema.options).toEqual(['popular', 'new', 'a-to-z']);
    expect(gameSortSchema.safeParse('z-to-a').success).toBe(false);
  });
});

describe('gamesPageSchema', () => {
  it('parses a middle page and a last page', () => {
    const middle = gamesPageSchema.parse({ items: [upstreamGame], nextCursor: 'c2', total: 31 });
    expect(middle.nextCursor).toBe('c2');
    const last = gamesPageSchema.parse({ items: [], nextCursor: null, total: 31 });
    expect(last.nextCursor).toBeNull();
  });

  it('rejects a negative total', () => {
    expect(gamesPageSchema.safeParse({ items: [], nextCursor: null, total: -1 }).success).toBe(
      false,
    );
  });
});
