import { tournamentFilterSchema } from '@casino/shared';
import { z } from 'zod';
import { localTournament, networkTournament, tournaments } from '../services/tournaments.js';
import { publicProcedure, router, sharedLeanRead } from '../trpc/init.js';

/** A network tournament's code as the upstream writes them. */
const tournamentCodeSchema = z.string().regex(/^[a-z0-9-]{1,80}$/, 'errors.noSuchCode');

export const tournamentsRouter = router({
  /** all, local and network list running and upcoming ones; finished the ended ones. */
  list: publicProcedure
    .meta(sharedLeanRead())
    .input(z.object({ filter: tournamentFilterSchema.default('all') }).optional())
    .query(({ ctx, input }) => tournaments(ctx, ctx.player, input?.filter ?? 'all')),

  /**
   * Prizes, pool, duration, winners, minimum bet, dates, the leaderboard, its games; for a
   * player their own row and the bets to the next paid place and to keep theirs.
   */
  local: publicProcedure
    .meta(sharedLeanRead())
    .input(z.object({ id: z.number().int().positive() }))
    .query(({ ctx, input }) => localTournament(ctx, ctx.player, input.id)),

  network: publicProcedure
    .meta(sharedLeanRead())
    .input(z.object({ code: tournamentCodeSchema }))
    .query(({ ctx, input }) => networkTournament(ctx, ctx.player, input.code)),
});
