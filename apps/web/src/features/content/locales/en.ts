// The content pages' strings in English (gb shares them); every key exists in every language
// (app/locales/locales.test.ts).

export const CONTENT_EN = {
  faq: {
    title: 'Frequently asked questions',
    lead: 'Quick answers about your account, payments, bonuses and play.',
    empty: 'No questions here yet.',
    more: 'Still need help? Our support team answers in the live chat around the clock.',
  },
} as const;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export type ContentStrings = Widen<typeof CONTENT_EN>;
