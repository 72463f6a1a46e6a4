// The safer-gambling strings in English (gb shares them); every key exists in every language
// (app/locales/locales.test.ts).

export const SAFER_GAMBLING_EN = {
  limits: {
    title: 'Limits',
    lead: 'Set how much you can deposit or lose and how long you play. A lower limit applies at once; a higher one, or removing a limit, only after 24 hours.',
    loadError: 'Your limits could not be loaded.',
    none: 'No limit set',
    current: 'Your limit: {{value}}',
    meter: 'Used of your {{name}}',
    used: '{{used}} of {{value}}',
    usedMinutes: '{{used}} of {{value}} minutes this session',
    resets: 'Resets on {{date}}',
    sessionResets: 'Resets when you sign in again',
    pendingRaise: 'Rises to {{value}} on {{date}}',
    pendingRemoval: 'Removed on {{date}}',
    cancelPending: 'Cancel this change',
    newValue: 'New limit ({{unit}})',
    newValueHint: 'Type any amount with up to two decimals.',
    newMinutesHint: 'From {{min}} to {{max}} minutes.',
    minutes: 'minutes',
    save: 'Save limit',
    remove: 'Remove limit',
    savedNow: 'Saved: your new limit applies now.',
    savedLater: 'Saved: your higher limit starts on {{date}}. You can cancel it until then.',
    cancelled: 'The change is cancelled: your limit stays as it is.',
    learnMore: 'About safer gambling',
    review: {
      title: 'Time to review your limits',
      text: 'Every six months we ask you to check that your limits still suit you.',
      done: 'My limits are right',
      open: 'Review my limits',
    },
  },
  prompt: {
    title: 'Set a deposit limit',
    lead: 'Before you deposit, choose the most you want to deposit. Setting a limit is the recommended choice; you can change it any time in your account, under Limits.',
    period: 'Over',
    periods: { depositDay: '24 hours', depositWeek: '7 days', depositMonth: '1 month' },
    set: 'Set my limit',
    skip: 'Not now',
    skipTitle: 'Continue without a limit?',
    skipText:
      'Without a limit nothing stops your deposits. You can set one later in your account, under Limits.',
    skipConfirm: 'Yes, continue without a limit',
    back: 'Set a limit',
  },
  kinds: {
    depositDay: {
      title: '24-hour deposit limit',
      name: '24-hour deposit limit',
      text: 'The most you can deposit in 24 hours.',
    },
    depositWeek: {
      title: '7-day deposit limit',
      name: '7-day deposit limit',
      text: 'The most you can deposit in 7 days.',
    },
    depositMonth: {
      title: 'Monthly deposit limit',
      name: 'monthly deposit limit',
      text: 'The most you can deposit in a month.',
    },
    loss: {
      title: '24-hour loss limit',
      name: '24-hour loss limit',
      text: 'The most you can lose in 24 hours: real-money bets less wins.',
    },
    session: {
      title: 'Session-time limit',
      name: 'session-time limit',
      text: 'How long you can play with real money after signing in.',
    },
  },
  page: {
    title: 'Safer gambling',
    lead: 'Gambling should be fun. These tools help you stay in control, and independent organisations are there if it stops being fun.',
    limits: {
      title: 'Limits',
      text: 'Set deposit limits over 24 hours, 7 days and a month, a 24-hour loss limit and a session-time limit. Once a limit is reached, deposits or real-money play stop until it resets.',
      cooling:
        'A lower limit applies at once. A higher limit, or removing one, waits 24 hours, and you can cancel it meanwhile.',
      guest: 'Sign in to set your limits in your account, under Limits.',
      open: 'Set your limits',
    },
    timeOut: {
      title: 'Time-out',
      text: 'A time-out closes your account for a break, from 24 hours up to six weeks. You cannot play or deposit until it ends.',
      how: 'Time-out is not yet available to set yourself here. Until it is, our support team sets one for you at once, around the clock, without questions.',
    },
    selfExclusion: {
      title: 'Self-exclusion',
      text: 'Self-exclusion closes your account for six months or more, and cannot be undone before the period ends.',
      how: 'Our support team sets it for you at once. Players in Great Britain can also exclude themselves from every licensed site with GAMSTOP.',
    },
    help: {
      title: 'Where to get help',
      text: 'Free, confidential advice from independent organisations:',
      newTab: '(opens in a new tab)',
      organisations: {
        gamcare: 'GamCare: advice and support',
        begambleaware: 'BeGambleAware: information and help',
        gamstop: 'GAMSTOP: self-exclusion from all UK sites',
        gamblingTherapy: 'Gambling Therapy: support in many languages',
        gamblersAnonymous: 'Gamblers Anonymous: meetings and support',
      },
    },
    minors: {
      title: '18+ only',
      text: 'Nobody under 18 may play. Keep your login details to yourself and use parental controls on devices children share.',
    },
    more: 'Read our responsible gaming policy',
  },
  link: 'Deposit limits',
} as const;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export type SaferGamblingStrings = Widen<typeof SAFER_GAMBLING_EN>;
