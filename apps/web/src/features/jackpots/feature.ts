import { defineFeature } from '../../lib/features.js';

// The live jackpots: the JACKPOTS frames (and with them the socket's `jackpots` feed), the list
// and the total they give, and the polling that stands in while the socket is down.

export const jackpotsFeature = defineFeature({
  name: 'jackpots',
  realtime: {
    load: async () => (await import('./api/jackpots-realtime.js')).JACKPOTS_REALTIME,
  },
});
