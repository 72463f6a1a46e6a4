import type { RealtimeHandlers } from '../../../lib/realtime-events.js';
import { pushedJackpots } from './pushed-jackpots.js';

// The jackpots' realtime handler, loaded with the realtime client. Handling JACKPOTS is what
// subscribes the socket to the public `jackpots` feed (feedsFor in lib/realtime-events.ts).

export const JACKPOTS_REALTIME: RealtimeHandlers = {
  JACKPOTS: (frame) => {
    pushedJackpots.receive(frame.data);
  },
};
