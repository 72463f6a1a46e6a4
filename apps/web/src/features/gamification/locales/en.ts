// The gamification panel's page and the modals the service drives, in English (gb reads it).

export const GAMIFICATION_EN = {
  page: {
    title: 'Rewards',
    frameTitle: 'Rewards panel',
    loading: 'Loading the rewards panel',
    coins: 'Coins: {{coins}}',
    freeSpins: 'Free spins: {{count}}',
    unavailable: 'Rewards are not available right now.',
    unavailableText: 'Please try again later.',
  },
  item: {
    freeSpins: '{{count}} free spins',
    money: '{{amount}} bonus money',
  },
  buy: {
    freeSpinsTitle: 'Buy free spins?',
    moneyTitle: 'Buy bonus money?',
    text: '{{item}} for {{price}} coins. You have {{coins}} coins.',
    confirm: 'Buy for {{price}} coins',
    cancel: 'Not now',
    boughtFreeSpins: '{{count}} free spins added',
    boughtMoney: '{{amount}} bonus money added',
    notEnoughCoins: 'Not enough coins: another purchase spent them.',
  },
  noCoins: {
    freeSpinsTitle: 'Not enough coins for free spins',
    moneyTitle: 'Not enough coins for bonus money',
    text: '{{item}} costs {{price}} coins and you have {{coins}}. Finish missions to earn more.',
    missions: 'See missions',
    close: 'Close',
  },
  depositFirst: {
    title: 'Make your first deposit',
    text: 'The rewards store opens with your first deposit. Deposit now and spend your coins on free spins and bonus money.',
    deposit: 'Deposit',
    later: 'Later',
  },
  event: {
    close: 'Got it',
    missions: 'See missions',
  },
} as const;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type GamificationStrings = Widen<typeof GAMIFICATION_EN>;
