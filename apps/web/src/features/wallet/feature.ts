import { defineFeature } from '../../lib/features.js';
import { WALLET_NAMESPACE } from './locales/namespace.js';

// The player's money: its queries and their polling, the one policy that reads them again, the
// header's chip, and the compact balance beside a running game.

export const walletFeature = defineFeature({
  name: 'wallet',
  realtime: {
    load: async () => (await import('./api/wallet-realtime.js')).WALLET_REALTIME,
  },
  gameSide: [
    {
      id: 'wallet',
      load: async () => (await import('./components/game-wallet.js')).GameWallet,
    },
  ],
  namespace: {
    name: WALLET_NAMESPACE,
    load: async (language) => {
      switch (language) {
        case 'en':
        case 'gb':
          return (await import('./locales/en.js')).WALLET_EN;
        case 'de':
          return (await import('./locales/de.js')).WALLET_DE;
        case 'ro':
          return (await import('./locales/ro.js')).WALLET_RO;
        case 'pt':
          return (await import('./locales/pt.js')).WALLET_PT;
      }
    },
  },
});
