import { shouldOpenFreeSpinsModal } from '@casino/shared';
import type { RealtimeHandlers } from '../../../lib/realtime-events.js';
import { localStore } from '../../../lib/storage.js';
import { storedValues } from '../../../lib/stored-values.js';
import { readFreeSpins } from '../../wallet/public.js';
import { invalidateBonuses, readBonus } from './bonuses.js';

// The bonus feature's realtime handlers, loaded with the realtime client.

export const BONUSES_REALTIME: RealtimeHandlers = {
  // A bonus was granted or changed: the lists are read again and BONUS_MODAL shows it as it is now.
  USER_BONUS: (frame, { utils, openModal }) => {
    void invalidateBonuses(utils);
    readBonus(utils, frame.data.id).then(
      (bonus) => {
        openModal('BONUS_MODAL', { bonus });
      },
      (error: unknown) => {
        console.error(`bonus ${String(frame.data.id)} of a USER_BONUS could not be read`, error);
      },
    );
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
