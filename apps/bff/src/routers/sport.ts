import { z } from 'zod';
import { sportList, sportToken } from '../services/sport.js';
import { leanRead, publicProcedure, router, sharedLeanRead } from '../trpc/init.js';

/** The embedded sportsbook: its sports and its short-lived token. */
export const sportRouter = router({
  list: publicProcedure.meta(sharedLeanRead()).query(async ({ ctx }) => {
    const { value, stale } = await sportList(ctx);
    return { items: value, stale };
  }),

  /**
   * The sportsbook token for the frame (query sport-id). A guest, or any upstream failure, gets an
   * empty token and the sportsbook opens logged out; refresh at `refreshAt`, 30 s before expiry.
   */
  token: publicProcedure
    .meta(leanRead())
    .input(z.object({ sportId: z.number().int().positive() }))
    .query(({ ctx, input }) => sportToken(ctx, ctx.player, input.sportId)),
});
