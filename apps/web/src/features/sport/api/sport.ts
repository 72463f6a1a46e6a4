import { useCallback } from 'react';
import { trpc } from '../../../lib/trpc.js';
import type { SportTokenAnswer } from '../frame/token-refresher.js';

/** The sportsbook's sports (sport.list): the section's navigation. */
export function useSports() {
  return trpc.sport.list.useQuery();
}

/**
 * Asks the BFF for a sportsbook token (sport.token) every time it is called: a token is handed
 * to the frame and never read again, so nothing of it is cached.
 */
export function useFetchSportToken(): (sportId: number) => Promise<SportTokenAnswer> {
  const utils = trpc.useUtils();
  return useCallback((sportId: number) => utils.client.sport.token.query({ sportId }), [utils]);
}
