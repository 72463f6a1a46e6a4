import { footerContentSchema, tournamentSchema } from '@casino/shared';
import type { APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import type { WorldFacts } from './crawl-plan.js';
import { query } from './trpc-query.js';

// The mock world's real ids the crawl's sample paths are made of, read through the worker's BFF
// as the SPA reads them.

const bootstrapSchema = z.object({ settings: z.object({ catchGameId: z.number().int() }) });
const gamesSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), name: z.string(), hasDemo: z.boolean() })),
});
const bonusesSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), status: z.string() })),
});

/** A bonus the signed-in player of `request` has waiting in the queue. */
export async function queuedBonusId(request: APIRequestContext): Promise<number> {
  const { items } = await query(request, 'bonuses.list', bonusesSchema);
  const queued = items.find((bonus) => bonus.status === 'queue');
  if (queued === undefined) throw new Error('the player has no bonus in the queue');
  return queued.id;
}

/**
 * The world's facts as a visitor's `request` reads them. `bonusId` is a queued bonus of a
 * player (the cell's own, or one like a guest would become); `freshSession` makes the player's
 * one-time sessions.
 */
export async function worldFacts(
  request: APIRequestContext,
  { bonusId, freshSession }: Pick<WorldFacts, 'bonusId' | 'freshSession'>,
): Promise<WorldFacts> {
  const [bootstrap, tournaments, slots, footer] = await Promise.all([
    query(request, 'bootstrap.get', bootstrapSchema),
    query(request, 'tournaments.list', z.array(tournamentSchema), { filter: 'all' }),
    query(request, 'games.byCategory', gamesSchema, { category: 'slots' }),
    query(request, 'content.footer', footerContentSchema, { lang: 'en' }),
  ]);
  const local = tournaments.find((tournament) => tournament.kind === 'local');
  const network = tournaments.find((tournament) => tournament.kind === 'network');
  const game = slots.items.find((slot) => slot.hasDemo);
  if (local === undefined || network?.kind !== 'network') {
    throw new Error('the mock world lists no local or no network tournament');
  }
  if (game === undefined) throw new Error('the mock world has no slot with a demo');
  const [first, ...others] = footer.groups.flatMap((group) =>
    group.children.map((page) => page.code),
  );
  if (first === undefined) throw new Error('the footer links no info page');
  return {
    catchGameId: bootstrap.settings.catchGameId,
    bonusId,
    localTournamentId: local.id,
    networkTournamentCode: network.code,
    game: { id: game.id, name: game.name },
    infoPages: [first, ...others],
    freshSession,
  };
}
