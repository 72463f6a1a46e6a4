import { winnersKindSchema } from '@casino/shared';
import { z } from 'zod';
import { winners } from '../services/lobby.js';
import { winnersHidden } from '../services/visitor.js';
import { publicProcedure, router, sharedLeanRead } from '../trpc/init.js';

/**
 * The winners table's tabs one at a time (weekly latest, high rollers top 3, day top 5, month
 * top 10), from the same cache entries as the lobby's table. Where WINNERS_HIDDEN_COUNTRIES hides
 * the table, nothing is fetched.
 */
export const winnersRouter = router({
  list: publicProcedure
    .meta(sharedLeanRead('country'))
    .input(z.object({ kind: winnersKindSchema }))
    .query(async ({ ctx, input }) => {
      if (await winnersHidden(ctx)) {
        return { kind: input.kind, hidden: true, items: [], stale: false };
      }
      const { value, stale } = await winners(ctx, input.kind);
      return { kind: input.kind, hidden: false, items: value.items, stale };
    }),
});
