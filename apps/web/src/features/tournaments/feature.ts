import { defineFeature } from '../../lib/features.js';
import { loadTournamentsStrings } from './locales/load.js';
import { TOURNAMENTS_NAMESPACE } from './locales/namespace.js';

// Tournaments: the list under its filters, a local or network tournament's page with its live
// leaderboard, and the TOURNAMENT_POINTS frames that move the player's row while it is open.

const list = () => import('./routes/tournaments-page.js');
const detail = () => import('./routes/tournament-page.js');

export const tournamentsFeature = defineFeature({
  name: 'tournaments',
  routes: [
    { route: 'tournaments', load: async () => (await list()).TournamentsPage },
    { route: 'networkTournaments', load: async () => (await detail()).NetworkTournamentsPage },
    { route: 'localTournament', load: async () => (await detail()).LocalTournamentPage },
  ],
  namespace: { name: TOURNAMENTS_NAMESPACE, load: loadTournamentsStrings },
  realtime: {
    load: async () => (await import('./api/tournaments-realtime.js')).TOURNAMENTS_REALTIME,
  },
});
