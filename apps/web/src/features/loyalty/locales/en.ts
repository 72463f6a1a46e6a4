// The loyalty programme's strings in English (gb shares them); every key exists in every language
// (app/locales/locales.test.ts).

export const LOYALTY_EN = {
  title: 'Loyalty club',
  lead: 'Every real-money bet earns points. Climb nine levels for better cashback and bigger gifts.',
  you: {
    title: 'Your level',
    level: 'Level {{level}}: {{title}}',
    points: '{{points}} points',
    progress: 'Progress to level {{level}}',
    toNext: '{{points}} points to level {{level}}',
    top: 'You have reached the top level.',
  },
  levels: {
    title: 'The levels',
    level: 'Level {{level}}',
    from: 'From {{points}} points',
    current: 'Your level',
  },
  guest: {
    title: 'Join the club',
    text: 'Sign up and every bet starts earning loyalty points from the first spin.',
    signUp: 'Sign up',
  },
  rules: 'Loyalty rules',
} as const;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export type LoyaltyStrings = Widen<typeof LOYALTY_EN>;
