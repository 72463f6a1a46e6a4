import { shouldOpenFreeSpinsModal } from '@casino/shared';
import type { RealtimeHandlers } from '../../../lib/realtime-events.js';
import { localStore } from '../../../lib/storage.js';
import { storedValues } from '../../../lib/stored-values.js';
import { readFreeSpins } from '../../wallet/public.js';
import { invalidateBonuses, readBonus, takeOwnActivation } from './bonuses.js';
import { announceJackpotWin, invalidateJackpotWins } from './jackpot-wins.js';

// The bonus feature's realtime handlers, loaded with the realtime client.

export const BONUSES_REALTIME: RealtimeHandlers = {
  // A bet (or anything that moved the money) may have moved the active bonus's wagering: its
  // figures are read again, so the meters move within a second of the bet. The wallet's own
  // handler reads the balances; the queue and the offers do not change with a bet.
  BALANCE_CHANGED: (_frame, { utils }) => {
    void utils.bonuses.list.invalidate();
    void utils.bonuses.detail.invalidate();
  },
  // Events may have been missed: the bonuses and the jackpot wins are read again.
  RESYNC: (_frame, { utils }) => {
    void invalidateBonuses(utils);
    void invalidateJackpotWins(utils);
  },
  // A jackpot win was awarded: the watcher opens it at once (pending, or credited without
  // wagering), and the wins are read again for the poll's view.
  JACKPOT_WIN: (frame, { utils }) => {
    const { bonusId, amount, currency, gameId, hasWager } = frame.data;
    announceJackpotWin({
      id: bonusId,
      amount,
      currency,
      gameId,
      kind: hasWager ? 'pending' : 'credited',
    });
    void invalidateJackpotWins(utils);
  },
  // A bonus was granted or changed: the lists are read again and BONUS_MODAL shows it as it is now.
  USER_BONUS: (frame, { utils, openModal }) => {
    void invalidateBonuses(utils);
    void takeOwnActivation(frame.data.id)
      .then(async (own) => {
        // The player's own activation said so already (its toast).
        if (own) return;
        const bonus = await readBonus(utils, frame.data.id);
        openModal('BONUS_MODAL', { bonus });
      })
      .catch((error: unknown) => {
        console.error(`bonus ${String(frame.data.id)} of a USER_BONUS could not be read`, error);
      });
  },
  // FREE_SPINS opens when the count rose above the last one seen (prevFreespins, kept after every
  // event: spins used lower it, so spins granted later are news again), with the bet of a spin.
  USER_FREESPINS: (frame, { utils, openModal }) => {
    const { number } = frame.data;
    const previous = storedValues.local('prevFreespins');
    localStore.set('prevFreespins', number);
    if (!shouldOpenFreeSpinsModal(number, previous)) return;
    readFreeSpins(utils).then(
      (spins) => {
        openModal('FREE_SPINS', { number, betAmount: spins.betAmount });
      },
      (error: unknown) => {
        console.error('the free spins of a USER_FREESPINS could not be read', error);
      },
    );
  },
};
