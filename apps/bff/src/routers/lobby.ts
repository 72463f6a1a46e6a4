import { LANGUAGES, currencyCodeSchema, languageCodeSchema } from '@casino/shared';
import { z } from 'zod';
import { seoPathSchema } from '../services/content.js';
import { mainLobby, type MainLobbyRequest } from '../services/lobby.js';
import { winnersHidden } from '../services/visitor.js';
import { type Context } from '../trpc/context.js';
import { publicProcedure, router } from '../trpc/init.js';

export const mainLobbyInputSchema = z.object({
  /** The route path without its language prefix, for the SEO entry. */
  path: seoPathSchema.default('/'),
  lang: languageCodeSchema,
  /** A guest's display currency (the bootstrap's suggestion); a player's account currency wins. */
  currency: currencyCodeSchema.optional(),
});
export type MainLobbyInput = z.output<typeof mainLobbyInputSchema>;

/**
 * Everything the main lobby's answer depends on. Two visitors with the same request get the same
 * answer, which is what lets the hot-query route share one serialised answer between them.
 */
export async function mainLobbyRequest(
  ctx: Context,
  input: MainLobbyInput,
): Promise<MainLobbyRequest> {
  const player = ctx.player?.user ?? null;
  return {
    path: input.path,
    lang: input.lang,
    currency: player?.currency ?? input.currency ?? LANGUAGES[input.lang].defaultCurrency,
    hideWinners: await winnersHidden(ctx),
  };
}

export const lobbyRouter = router({
  /**
   * The main page in one call: SEO, the jackpot total, the carousels and the winners. Parts that
   * fail are served stale or listed in `missing`; the call itself does not fail for them. The
   * SPA calls it unbatched, through the hot-query route (plugins/app/hot-queries.ts).
   */
  main: publicProcedure
    .input(mainLobbyInputSchema)
    .query(async ({ ctx, input }) => mainLobby(ctx, await mainLobbyRequest(ctx, input))),
});
