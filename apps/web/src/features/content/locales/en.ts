// The content pages' strings in English (gb shares them); every key exists in every language
// (app/locales/locales.test.ts).

export const CONTENT_EN = {
  welcome: {
    title: 'Welcome offer',
    lead: 'Open an account in a minute and your first deposit comes with a bonus.',
    signUp: 'Sign up and claim',
    deposit: 'Make a deposit',
  },
  live: {
    title: 'Live casino',
    lead: 'Real dealers, real tables, streamed live around the clock: blackjack, roulette, baccarat, poker and game shows.',
  },
  aviator: {
    title: 'Aviator',
    lead: 'The crash game everyone talks about: the plane climbs, the multiplier grows, and you decide when to cash out.',
    rulesTitle: 'How to play',
    rules: {
      bet: 'Place one or two bets before the round starts.',
      climb: 'The plane takes off and the multiplier climbs from 1x.',
      cashOut: 'Cash out at any moment to win your bet times the multiplier.',
      crash: 'If the plane flies away before you cash out, that bet is lost.',
    },
    play: 'Play for real',
    demo: 'Try the demo',
    unavailable: 'Aviator is not available right now.',
  },
  faq: {
    lead: 'Quick answers about your account, payments, bonuses and play.',
    empty: 'No questions here yet.',
    more: 'Still need help? Our support team answers in the live chat around the clock.',
  },
} as const;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export type ContentStrings = Widen<typeof CONTENT_EN>;
