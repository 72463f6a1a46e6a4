import type { WalletStrings } from './en.js';

export const WALLET_PT: WalletStrings = {
  gameSide: {
    label: 'O seu dinheiro',
    balance: 'Saldo',
    freeSpinsToday: 'Rodadas grátis hoje',
  },
};
