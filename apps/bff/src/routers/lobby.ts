import { mainLobbyInputSchema, mainLobbyFor } from '../services/lobby.js';
import { publicProcedure, router, sharedLeanRead } from '../trpc/init.js';

export const lobbyRouter = router({
  /**
   * The main page in one call: SEO, the jackpot total, the carousels and the winners. Parts that
   * fail are served stale or listed in `missing`; the call itself does not fail for them. The SPA
   * calls it unbatched, so it never waits in a batch behind a slower call.
   */
  main: publicProcedure
    .meta(sharedLeanRead('country'))
    .input(mainLobbyInputSchema)
    .query(({ ctx, input }) => mainLobbyFor(ctx, input)),
});
