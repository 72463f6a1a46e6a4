import type { RealtimeHandlers } from '../../../lib/realtime-events.js';
import { refreshTournaments } from './tournaments.js';

// A scoring bet moves the player's row: the open tournament's page reads its leaderboard again
// (queries no page shows are only marked stale). A resync may have dropped such events.

export const TOURNAMENTS_REALTIME: RealtimeHandlers = {
  TOURNAMENT_POINTS: (_frame, { utils }) => {
    void refreshTournaments(utils);
  },
  RESYNC: (_frame, { utils }) => {
    void refreshTournaments(utils);
  },
};
