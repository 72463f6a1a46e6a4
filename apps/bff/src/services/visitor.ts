import { isCountryListed } from '../geo/country-code.js';
import type { ServiceContext } from './service-context.js';

// Where the visitor is, as the product's rules need it. The country header is trusted because the
// edge in front of the BFF sets it and overwrites any value a client sends (README, "Geo").

export interface VisitorGeo {
  /** Alpha-3, or null when neither the edge nor QA says. */
  country: string | null;
  /** Which said it: the edge's header, or QA's override in mock mode. */
  source: 'header' | 'qa' | null;
  /** The whole site is closed to this country. */
  blocked: boolean;
}

/** What of a request's context the visitor's geo is read from. */
export type VisitorGeoContext = Pick<
  ServiceContext,
  'config' | 'country' | 'qaOverrides' | 'upstreamCall'
>;

export async function visitorGeo({
  config,
  country: fromHeader,
  qaOverrides,
  upstreamCall,
}: VisitorGeoContext): Promise<VisitorGeo> {
  const override = await qaOverrides.geo(upstreamCall);
  const country = override?.country ?? fromHeader;
  const source = override?.country != null ? 'qa' : fromHeader === null ? null : 'header';
  const blocked =
    isCountryListed(country, config.geo.blockedCountries) ||
    isCountryListed(country, override?.blockedCountries ?? []);
  return { country, source, blocked };
}

/**
 * The country the product's rules go by: the account's for a player, the geo country for a guest
 * (SPEC-NOTES, "UK means...").
 */
export async function ruleCountry(ctx: VisitorGeoContext & Pick<ServiceContext, 'player'>) {
  return ctx.player === null ? (await visitorGeo(ctx)).country : ctx.player.user.country;
}

/** Whether WINNERS_HIDDEN_COUNTRIES hides the winners table from this visitor. */
export async function winnersHidden(
  ctx: VisitorGeoContext & Pick<ServiceContext, 'player'>,
): Promise<boolean> {
  return isCountryListed(await ruleCountry(ctx), ctx.config.product.winnersHiddenCountries);
}
