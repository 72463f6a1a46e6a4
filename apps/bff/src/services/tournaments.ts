import {
  tournamentSchema,
  type Game,
  type Tournament,
  type TournamentFilter,
} from '@casino/shared';
import { z } from 'zod';
import { cacheKey } from '../cache/keys.js';
import { DomainError } from '../errors.js';
import type { SessionPlayer } from '../sessions/session-player.js';
import { gameById } from './games.js';
import type { ServiceContext } from './service-context.js';

// Tournaments: the same for everyone but the player's own row and figures (the upstream's
// `user` and `standing`), so a guest's view is cached under a shared key and a player's goes to
// the upstream each time (their points move with every scoring bet).

/** A tournament's page: the tournament and its games, as the lobby's tiles show them. */
export type TournamentDetail = Tournament & { games: Game[] };

/** The tournaments under a filter, by start. */
export async function tournaments(
  ctx: ServiceContext,
  player: SessionPlayer | null,
  filter: TournamentFilter,
): Promise<Tournament[]> {
  if (player !== null) {
    return ctx.clients.casino.tournaments(player.token, filter, ctx.upstreamCall);
  }
  return (
    await ctx.cache.get({
      kind: 'tournaments',
      key: cacheKey('tournaments', {}, 'list', filter),
      schema: z.array(tournamentSchema),
      load: () => ctx.clients.casino.tournaments(null, filter, ctx.upstreamCall),
    })
  ).value;
}

/**
 * The tournament's games through the shared per-game cache, in the upstream's order; a game the
 * catalogue no longer has is left out.
 */
async function withGames(ctx: ServiceContext, tournament: Tournament): Promise<TournamentDetail> {
  const games = await Promise.all(
    tournament.gameIds.map(async (gameId) => {
      try {
        return (await gameById(ctx, gameId)).value;
      } catch (error) {
        if (error instanceof DomainError && error.status === 'NOT_FOUND') return null;
        throw error;
      }
    }),
  );
  return { ...tournament, games: games.filter((game) => game !== null) };
}

export async function localTournament(
  ctx: ServiceContext,
  player: SessionPlayer | null,
  id: number,
): Promise<TournamentDetail> {
  const tournament =
    player !== null
      ? await ctx.clients.casino.localTournament(player.token, id, ctx.upstreamCall)
      : (
          await ctx.cache.get({
            kind: 'tournaments',
            key: cacheKey('tournaments', {}, 'local', id),
            schema: tournamentSchema,
            load: () => ctx.clients.casino.localTournament(null, id, ctx.upstreamCall),
          })
        ).value;
  return withGames(ctx, tournament);
}

export async function networkTournament(
  ctx: ServiceContext,
  player: SessionPlayer | null,
  code: string,
): Promise<TournamentDetail> {
  const tournament =
    player !== null
      ? await ctx.clients.casino.networkTournament(player.token, code, ctx.upstreamCall)
      : (
          await ctx.cache.get({
            kind: 'tournaments',
            key: cacheKey('tournaments', {}, 'network', code),
            schema: tournamentSchema,
            load: () => ctx.clients.casino.networkTournament(null, code, ctx.upstreamCall),
          })
        ).value;
  return withGames(ctx, tournament);
}
