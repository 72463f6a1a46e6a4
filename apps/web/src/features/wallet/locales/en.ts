// The wallet feature's strings in English (gb shares them). Every key exists in every language
// (app/locales/locales.test.ts).

export const WALLET_EN = {
  gameSide: {
    label: 'Your money',
    balance: 'Balance',
    freeSpinsToday: 'Free spins today',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type WalletStrings = Widen<typeof WALLET_EN>;
