import { languageCodeSchema } from '@casino/shared';
import { z } from 'zod';
import { bootstrap } from '../services/bootstrap.js';
import { visitorGeo } from '../services/visitor.js';
import { publicProcedure, router, sharedLeanRead } from '../trpc/init.js';

export const bootstrapInputSchema = z
  .object({
    pathLanguage: languageCodeSchema.nullable().default(null),
    /** Read from local storage: anything unknown counts as nothing stored. */
    storedLanguage: languageCodeSchema.nullable().catch(null).default(null),
    hasReferral: z.boolean().default(false),
  })
  .default({ pathLanguage: null, storedLanguage: null, hasReferral: false });

export const bootstrapRouter = router({
  /**
   * The SPA's first call: the visitor's country and whether it is blocked, the language and
   * currency suggestion, the product clock, flags and settings, and the player when logged in.
   */
  get: publicProcedure
    .meta(sharedLeanRead('country', 'acceptLanguage'))
    .input(bootstrapInputSchema)
    .query(async ({ ctx, input }) => {
      const [geo, clockOffsetMs, eventsPosition] = await Promise.all([
        visitorGeo(ctx),
        ctx.qaOverrides.clockOffsetMs(ctx.upstreamCall),
        ctx.player === null ? null : ctx.eventFeed.current(ctx.upstreamCall),
      ]);
      return bootstrap({
        ...input,
        config: ctx.config,
        geo,
        player: ctx.player?.user ?? null,
        acceptLanguage: ctx.req.headers['accept-language'],
        clockOffsetMs,
        now: ctx.now().getTime(),
        eventsPosition,
      });
    }),
});
