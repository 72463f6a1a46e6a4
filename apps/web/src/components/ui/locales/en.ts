// The UI kit's own strings (the i18next namespace `kit`), in English; gb shares them. The
// messages of SPEC.md section 8 are not here: they come from the shared catalogue.

export const KIT_EN = {
  offline: {
    money:
      'You are offline. Deposits, withdrawals, bonus decisions and games wait for your connection.',
  },
  close: 'Close',
  retry: 'Retry',
  loading: 'Loading',
  password: {
    show: 'Show password',
    hide: 'Hide password',
    hintsTitle: 'A strong password has',
    hintMet: 'done',
    hintUnmet: 'not yet',
    hints: {
      digit: 'at least 1 digit',
      lowercase: 'at least 1 lowercase letter',
      uppercase: 'at least 1 uppercase letter',
      symbol: 'at least 1 symbol, such as {{symbols}}',
    },
  },
  select: {
    placeholder: 'Choose an option',
  },
  combobox: {
    showOptions: 'Show options',
  },
  badge: {
    new: 'New',
    top: 'Top',
    live: 'Live',
    drops: 'Drops & Wins',
    wagering: 'Wagering',
    jackpot: 'Jackpot',
  },
  countdown: {
    /** The days before the clock of a countdown longer than a day: "2 d 03:04:05". */
    days: '{{days}} d',
  },
  clientState: {
    unauthorizedAction: 'Log in',
    requiredLevel: 'Reach the {{level}} level to play.',
    showLevels: 'See the levels',
    deposit: 'Deposit',
  },
  gameTile: {
    /** The Play control's word; its name for screen readers says which game. */
    play: 'Play',
    playGame: 'Play {{name}}',
    demo: 'Demo',
    demoGame: 'Demo of {{name}}',
    unavailable: 'Not available in your country',
    wagering: 'Counts towards wagering',
  },
  carousel: {
    /** What screen readers call the region and each slide (aria-roledescription). */
    roleDescription: 'carousel',
    slideRoleDescription: 'slide',
    slideLabel: '{{index}} of {{total}}',
    previous: 'Previous slides',
    next: 'Next slides',
    stop: 'Stop automatic scrolling',
    start: 'Start automatic scrolling',
    all: 'All',
    /** The "All" link's name: its visible text (word, then count) first, then the carousel's title. */
    allOf: 'All: {{title}}',
    allWithCountOf: 'All {{total}}: {{title}}',
  },
  infiniteList: {
    loadMore: 'Load more',
    shown: '{{shown}} of {{total}} shown',
  },
  marquee: {
    pause: 'Pause scrolling',
    resume: 'Resume scrolling',
  },
} as const;

type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** Every language's kit strings: the keys of English, any text. */
export type KitStrings = Strings<typeof KIT_EN>;
