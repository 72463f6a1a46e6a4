import { countryListSchema } from '@casino/shared';
import { cacheKey } from '../cache/keys.js';
import { publicProcedure, router } from '../trpc/init.js';

/** Reference data the forms need (sign-up, profile, withdrawal). */
export const referenceRouter = router({
  /** The country list: alpha-2, alpha-3, name and phone codes. */
  countries: publicProcedure.query(
    async ({ ctx }) =>
      (
        await ctx.cache.get({
          kind: 'countries',
          key: cacheKey('countries', {}),
          schema: countryListSchema,
          load: () => ctx.clients.casino.countries(ctx.upstreamCall),
        })
      ).value,
  ),
});
