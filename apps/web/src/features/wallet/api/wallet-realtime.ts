import type { RealtimeHandlers } from '../../../lib/realtime-events.js';
import { refreshWallet } from './wallet-policy.js';

// The wallet's realtime handlers, loaded with the realtime client.

export const WALLET_REALTIME: RealtimeHandlers = {
  // No amounts travel with it: the wallet queries are the one source of the figures.
  BALANCE_CHANGED: (_frame, { utils }) => {
    void refreshWallet(utils);
  },
  USER_FREESPINS: (_frame, { utils }) => {
    void utils.wallet.freeSpins.invalidate();
  },
  // Events may have been missed: everything they would have changed is read again.
  RESYNC: (_frame, { utils }) => {
    void refreshWallet(utils);
  },
};
