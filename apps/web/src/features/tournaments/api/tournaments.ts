import {
  TOURNAMENT_LEADERBOARD_REFRESH_MS,
  tournamentPhase,
  type TournamentFilter,
} from '@casino/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useSession } from '../../../lib/session.js';
import { trpc } from '../../../lib/trpc.js';

// The tournaments' queries. A player's own row and figures change with each scoring bet (the
// TOURNAMENT_POINTS event reads them again, tournaments-realtime.ts); the field's points change
// once a minute upstream, so a running tournament's page reads it again as often while it is open.

/** The tournaments under a filter; the previous filter's cards stay (dimmed) while one loads. */
export function useTournamentList(filter: TournamentFilter) {
  return trpc.tournaments.list.useQuery(
    { filter },
    { placeholderData: keepPreviousData, staleTime: TOURNAMENT_LEADERBOARD_REFRESH_MS },
  );
}

/** Read again once a minute while it runs; an upcoming or finished one stands still. */
function useRefreshWhileRunning() {
  const { now } = useSession();
  return (data: { duration: { start: string; end: string } } | undefined) =>
    data !== undefined && tournamentPhase(data, now()).phase === 'running'
      ? TOURNAMENT_LEADERBOARD_REFRESH_MS
      : false;
}

/** A local tournament by id (tournaments/local/{id}); disabled for an id that is no number. */
export function useLocalTournament(id: number | null) {
  const refresh = useRefreshWhileRunning();
  return trpc.tournaments.local.useQuery(
    { id: id ?? 0 },
    { enabled: id !== null, refetchInterval: (query) => refresh(query.state.data) },
  );
}

/** A network tournament by code (tournaments/network/{code}). */
export function useNetworkTournament(code: string | null) {
  const refresh = useRefreshWhileRunning();
  return trpc.tournaments.network.useQuery(
    { code: code ?? '' },
    { enabled: code !== null, refetchInterval: (query) => refresh(query.state.data) },
  );
}

/** Reads every tournament view again (a scoring bet, a countdown that ended, a resync). */
export function refreshTournaments(utils: ReturnType<typeof trpc.useUtils>): Promise<void> {
  return utils.tournaments.invalidate();
}

/** The function a page calls when a countdown reaches its end: the phase moved on. */
export function useRefreshTournaments(): () => void {
  const utils = trpc.useUtils();
  return () => {
    void refreshTournaments(utils);
  };
}
