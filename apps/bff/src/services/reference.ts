import { countryListSchema, type CountryList } from '@casino/shared';
import { cacheKey } from '../cache/keys.js';
import type { DataContext } from './service-context.js';

/** The casino's country list (alpha-2, alpha-3, name, phone codes), shared and cached. */
export async function countries(ctx: DataContext): Promise<CountryList> {
  return (
    await ctx.cache.get({
      kind: 'countries',
      key: cacheKey('countries', {}),
      schema: countryListSchema,
      load: () => ctx.clients.casino.countries(ctx.upstreamCall),
    })
  ).value;
}
