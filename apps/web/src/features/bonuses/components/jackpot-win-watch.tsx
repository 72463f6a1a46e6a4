import { nextJackpotWinNotice } from '@casino/shared';
import { useEffect } from 'react';
import { useModals } from '../../../lib/modals.js';
import { useSession } from '../../../lib/session.js';
import { localStore } from '../../../lib/storage.js';
import { storedValues } from '../../../lib/stored-values.js';
import { useLiveJackpots } from '../../jackpots/public.js';
import {
  forgetJackpotWins,
  handledJackpotWins,
  takeAnnouncedJackpotWin,
  useAnnouncedJackpotWins,
  useJackpotTransactionsWatch,
  usePendingJackpotWins,
} from '../api/jackpot-wins.js';

/** completedNoWagerJackpots keeps the last ids shown; only today's can matter. */
const NO_WAGER_IDS_KEPT = 50;

/**
 * Opens JACKPOT_WIN for a signed-in player, one win at a time: at once for a win the JACKPOT_WIN
 * event announced, and as the fallback, for what the adaptive poll of jackpots.pendingWins finds
 * (a pending win, or a no-wager win completed today and not yet shown); a new jackpot transaction
 * of the same interval's poll has the wins and the balance read again at once. A no-wager win's
 * id goes into completedNoWagerJackpots as it shows. It leaves with the player (a logout): what
 * this page decided, dismissed or heard announced is forgotten with it. Renders nothing.
 */
export function JackpotWinWatch() {
  const { now } = useSession();
  const { queue, open } = useModals();
  const { winPollIntervalMs } = useLiveJackpots();
  const wins = usePendingJackpotWins(winPollIntervalMs);
  useJackpotTransactionsWatch(winPollIntervalMs);
  const announced = useAnnouncedJackpotWins();
  const showing = queue.some((request) => request.name === 'JACKPOT_WIN');

  useEffect(() => forgetJackpotWins, []);

  useEffect(() => {
    if (showing) return;
    const shownNoWagerIds = storedValues.local('completedNoWagerJackpots') ?? [];
    const next = nextJackpotWinNotice(
      { announced, wins: wins.data },
      { now: now(), shownNoWagerIds, handledIds: handledJackpotWins() },
    );
    if (next === undefined || !open('JACKPOT_WIN', { win: next })) return;
    takeAnnouncedJackpotWin(next.id);
    if (next.kind === 'credited') {
      localStore.set(
        'completedNoWagerJackpots',
        [...shownNoWagerIds, next.id].slice(-NO_WAGER_IDS_KEPT),
      );
    }
  }, [showing, announced, wins.data, now, open]);

  return null;
}
