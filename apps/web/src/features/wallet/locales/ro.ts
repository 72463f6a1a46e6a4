import type { WalletStrings } from './en.js';

export const WALLET_RO: WalletStrings = {
  gameSide: {
    label: 'Banii tăi',
    balance: 'Sold',
    freeSpinsToday: 'Rotiri gratuite azi',
  },
};
