// The mini-games' and the daily bonus's strings in English (gb shares them). The catalogue's
// messages ('Sorry, you need to up your level', 'you used all your chances today') stay in the
// shared catalogue, where the kit's client states read them.

export const MINI_GAMES_EN = {
  modal: {
    title: 'Mini-games',
    views: 'Games and the daily bonus',
  },
  views: {
    lucky_card: 'Lucky card',
    wheel_of_fortune: 'Wheel of fortune',
    lucky_pigeon: 'Lucky pigeon',
    daily_bonus: 'Daily bonus',
  },
  games: {
    lucky_card: {
      lead: 'Three cards lie face down. Turn one over to see your prize.',
      start: 'Turn a card',
      card: 'Card {{number}}',
    },
    wheel_of_fortune: {
      lead: 'Spin the wheel once a day for money or free spins.',
      start: 'Spin the wheel',
    },
    lucky_pigeon: {
      lead: 'Send the pigeon off: it comes back with a letter, and your prize is inside.',
      start: 'Send the pigeon',
    },
  },
  play: {
    playing: 'Good luck…',
    chancesLeft: 'Chances left today: {{count}}',
    unavailable: 'This game is not available right now. Please try again later.',
    again: 'Back to the game',
  },
  prize: {
    money: 'You won {{amount}}!',
    free_spins: 'You won {{count}} free spins!',
    nothing: 'No prize this time. Better luck tomorrow!',
  },
  sectors: {
    money: 'Money',
    free_spins: 'Free spins',
    nothing: 'Try again',
  },
  daily: {
    lead: 'A bonus for every day of the week. Collect today’s and come back tomorrow.',
    days: 'The days of the week',
    day: 'Day {{day}}',
    today: 'Today',
    collected: 'Collected',
    later: 'Later',
    nextIn: 'Next bonus in',
    collect: 'Collect',
    collectedNow: 'Today’s bonus is collected',
    ready: 'Today’s bonus is ready',
  },
  banners: {
    region: 'Mini-game offers',
    open: 'Play: {{name}}',
    dismiss: 'Hide {{name}} until tomorrow',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type MiniGamesStrings = Widen<typeof MINI_GAMES_EN>;
