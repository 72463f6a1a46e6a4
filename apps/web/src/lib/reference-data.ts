import { trpc } from './trpc.js';

/** The casino's country list changes with a release, not within a visit. */
const COUNTRIES_STALE_MS = 3_600_000;

/**
 * The casino's countries with their phone codes (reference.countries): the sign-up's and the
 * profile form's country and phone fields share one cached list.
 */
export function useCountries({ enabled = true }: { enabled?: boolean } = {}) {
  return trpc.reference.countries.useQuery(undefined, { staleTime: COUNTRIES_STALE_MS, enabled });
}
