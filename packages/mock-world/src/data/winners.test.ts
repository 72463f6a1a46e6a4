import { WINNERS_KINDS, WINNERS_LIMITS, winnersResponseSchema } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { WEEKLY_WINNERS, WINNER_INTERVAL_MS, maskLogin, winnersAt } from './winners.js';
import { createMockWorld } from './world.js';

const world = createMockWorld(3);
const now = Date.parse('2025-03-12T12:00:00Z');

describe('winners', () => {
  it('answer every kind in the shared shape, with the right lengths', () => {
    for (const kind of WINNERS_KINDS) {
      const items = winnersAt(world.winnerPool, world.catalog, kind, now, world.seed);
      winnersResponseSchema.parse({ kind, items });
      expect(items).toHaveLength(WINNERS_LIMITS[kind] ?? WEEKLY_WINNERS);
      for (const winner of items)
        expect(winner.game.name).toBe(world.catalog.byId.get(winner.game.id)?.name);
    }
  });

  it('move the weekly list on by one winner per interval', () => {
    const before = winnersAt(world.winnerPool, world.catalog, 'weekly', now, world.seed);
    const after = winnersAt(
      world.winnerPool,
      world.catalog,
      'weekly',
      now + WINNER_INTERVAL_MS,
      world.seed,
    );
    expect(after.slice(1)).toEqual(before.slice(0, -1));
  });

  it('sort the top lists by size and keep them for their period', () => {
    const top = winnersAt(world.winnerPool, world.catalog, 'top10', now, world.seed);
    expect(winnersAt(world.winnerPool, world.catalog, 'top10', now + 60_000, world.seed)).toEqual(
      top,
    );
  });

  it('mask logins', () => {
    expect(maskLogin('Maximilian_77')).toBe('Ma***77');
    expect(maskLogin('abc')).toBe('a***');
  });
});
