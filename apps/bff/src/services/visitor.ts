import { type Config } from '../config.js';
import { isCountryListed, toAlpha3 } from '../geo/country-code.js';
import { type UpstreamCallContext } from '../upstreams/call-context.js';
import { type QaOverrides } from '../upstreams/qa-overrides.js';

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

export interface VisitorGeoInput {
  config: Config;
  /** The raw country header value (alpha-2 or alpha-3). */
  headerCountry: string | null;
  qaOverrides: QaOverrides;
  upstreamCall?: UpstreamCallContext;
}

export async function visitorGeo({
  config,
  headerCountry,
  qaOverrides,
  upstreamCall,
}: VisitorGeoInput): Promise<VisitorGeo> {
  const override = await qaOverrides.geo(upstreamCall);
  const fromHeader = toAlpha3(headerCountry);
  const country = override?.country ?? fromHeader;
  const source = override?.country != null ? 'qa' : fromHeader === null ? null : 'header';
  const blocked =
    isCountryListed(country, config.geo.blockedCountries) ||
    isCountryListed(country, override?.blockedCountries ?? []);
  return { country, source, blocked };
}
