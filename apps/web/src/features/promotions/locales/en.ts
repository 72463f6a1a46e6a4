// The shops' and the catch game's strings in English (gb shares them); every key exists in every
// language (app/locales/locales.test.ts).

export const PROMOTIONS_EN = {
  shop: {
    snowflake: {
      lead: 'Every euro you bet earns a snowflake. Trade them here for free spins or bonus money.',
      holding: 'Your snowflakes',
      price: '{{count}} snowflakes',
      notEnough: 'Not enough snowflakes',
      guest: 'Sign up, play, and every euro you bet earns a snowflake to spend here.',
    },
    bonus: {
      lead: 'Spend the loyalty points your bets earn on free spins and bonus money.',
      holding: 'Your loyalty points',
      price: '{{count}} points',
      notEnough: 'Not enough loyalty points',
      guest: 'Sign up and every real-money bet earns loyalty points to spend here.',
    },
    items: 'Offers',
    price: 'Price',
    buy: 'Buy',
    signUp: 'Sign up',
    guestTitle: 'Sign up to shop',
    confirmTitle: 'Confirm your purchase',
    confirmLead: 'Buy {{title}} for {{price}}?',
    confirm: 'Buy now',
    cancel: 'Cancel',
    bought: 'You bought {{title}}.',
    empty: 'No offers right now. Come back soon.',
  },
  catchGame: {
    lead: 'Catch falling snowflakes on the promotion’s days: a win gives you a deposit bonus of the day’s percent.',
    calendar: 'Game days',
    calendarDay: '{{date}}: {{percent}} % bonus',
    today: 'Today',
    percent: '{{percent}} %',
    tries: 'Tries today',
    triesLeft: '{{left}} of {{total}} left',
    triesHelp: '3 tries a day, plus one for each deposit today (up to 5 more).',
    snowflakes: 'Your snowflakes',
    toShop: 'Snowflake shop',
    game: 'The game',
    todayPercent: 'Today’s prize: a {{percent}} % deposit bonus',
    howTo:
      'Press Start, then move the basket with your mouse, your finger or the arrow keys. The casino draws whether a try wins.',
    start: 'Start',
    playAgain: 'Play again',
    playing: 'Catch the snowflakes!',
    basket: 'Basket',
    caughtCount: 'Caught: {{count}}',
    won: 'You won a {{percent}} % deposit bonus!',
    wonHelp: 'It waits among your bonuses: make a deposit to use it.',
    lost: 'No bonus this time.',
    lostHelp: 'Better luck with your next try.',
    seeBonus: 'See the bonus',
    deposit: 'Deposit',
    restDay: 'Today is not a game day',
    nextDay: 'The next game day is {{date}}, with a {{percent}} % bonus.',
    upcoming: 'The promotion has not started yet',
    over: 'The promotion is over',
    overHelp: 'Thank you for playing. Your snowflakes still buy free spins in the shop.',
    guestTitle: 'Sign up to play',
    guestText: 'Players get 3 tries on every game day, and one more for each deposit.',
    signUp: 'Sign up',
  },
  banner: {
    title: 'Christmas snowflake hunt',
    text: 'Catch snowflakes and win up to 85 % deposit bonus.',
    cta: 'Play now',
  },
} as const;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export type PromotionsStrings = Widen<typeof PROMOTIONS_EN>;
