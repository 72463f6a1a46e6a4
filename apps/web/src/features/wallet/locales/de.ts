import type { WalletStrings } from './en.js';

export const WALLET_DE: WalletStrings = {
  gameSide: {
    label: 'Ihr Geld',
    balance: 'Guthaben',
    freeSpinsToday: 'Freispiele heute',
  },
};
