import { tournamentSchema, type Tournament, type TournamentFilter } from '@casino/shared';
import { z } from 'zod';
import { requestOptions, segment, type UpstreamCallContext } from '../call-context.js';
import { NOT_FOUND } from '../upstream-domain-errors.js';
import type { CasinoUpstream } from './shared.js';

// With a token, a tournament's `user` is the player's own entry.

export function tournamentsCalls({ http, mapped }: CasinoUpstream) {
  return {
    tournaments: (
      token: string | null,
      filter: TournamentFilter = 'all',
      context?: UpstreamCallContext,
    ): Promise<Tournament[]> =>
      mapped(
        http.get(
          '/tournaments',
          z.array(tournamentSchema),
          requestOptions(context, { token, query: { filter } }),
        ),
      ),

    localTournament: (
      token: string | null,
      id: number,
      context?: UpstreamCallContext,
    ): Promise<Tournament> =>
      mapped(
        http.get(
          `/tournaments/local/${segment(id)}`,
          tournamentSchema,
          requestOptions(context, { token }),
        ),
        NOT_FOUND.tournament,
      ),

    networkTournament: (
      token: string | null,
      code: string,
      context?: UpstreamCallContext,
    ): Promise<Tournament> =>
      mapped(
        http.get(
          `/tournaments/network/${segment(code)}`,
          tournamentSchema,
          requestOptions(context, { token, route: '/tournaments/network/:code' }),
        ),
        NOT_FOUND.tournament,
      ),
  };
}
