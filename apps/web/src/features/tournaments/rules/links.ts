import type { Tournament } from '@casino/shared';
import { path } from '../../../config/paths.js';

/** A tournament's page (prefix-less): local ones by id, network ones by code. */
export function tournamentHref(tournament: Tournament): string {
  return tournament.kind === 'local'
    ? path('localTournament', { tournamentId: String(tournament.id) })
    : path('networkTournaments', { code: tournament.code });
}
