import { BIRTHDAY_REQUIRED_PROVIDER_IDS, type Game } from '@casino/shared';
import type { APIRequestContext } from '@playwright/test';

// Games a journey can launch for real money, read from the worker's BFF.

const BIRTHDAY_PROVIDERS: readonly number[] = BIRTHDAY_REQUIRED_PROVIDER_IDS;

/** The first page of slots without a profile demand, from the worker's BFF. */
export async function plainSlots(request: APIRequestContext): Promise<Game[]> {
  const input = encodeURIComponent(JSON.stringify({ category: 'slots' }));
  const response = await request.get(`/trpc/games.byCategory?input=${input}`);
  if (!response.ok()) throw new Error(`games.byCategory answered ${response.status()}`);
  const { items } = ((await response.json()) as { result: { data: { items: Game[] } } }).result
    .data;
  return items.filter(
    (game) =>
      game.geo_link != null &&
      game.requiredProfile === 'none' &&
      !BIRTHDAY_PROVIDERS.includes(game.providerId),
  );
}

/**
 * The first of the slots the signed-in player (the request's session) may launch for real money
 * (licences by country).
 */
export async function launchableSlot(request: APIRequestContext, origin: string): Promise<Game> {
  const games = await plainSlots(request);
  for (const game of games) {
    const response = await request.post('/trpc/games.launch', {
      headers: { origin },
      data: { gameId: game.id, mode: 'real' },
    });
    if (response.ok()) return game;
  }
  throw new Error(`none of ${String(games.length)} slots launches for real money`);
}
