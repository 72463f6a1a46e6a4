// The game feature's strings in English (gb shares them): the game page and its modals (the
// missing-profile-fields form's own words are the account feature's). Messages of SPEC.md section
// 8 ('Access denied', 'Not enough money on account', the game notifications) come from the shared
// catalogue. Every key exists in every language (locales.test.ts).

export const GAME_EN = {
  page: {
    loading: 'Loading the game',
    frameTitle: '{{name}} by {{provider}}',
    close: 'Close the game',
    fullscreen: 'Full screen',
    exitFullscreen: 'Exit full screen',
    favourite: 'Favourite',
    demo: 'Demo',
    realMoney: 'Real money',
    playForReal: 'Play for real',
    playDemo: 'Play the demo',
    deposit: 'Deposit',
    tryAgain: 'Try again',
    logIn: 'Log in',
    signUp: 'Sign up',
    signInTitle: 'Log in to play the demo',
    signInText:
      'In the UK, free-to-play games are for verified players only. Log in, or create an account, to play the demo.',
    signUpTitle: 'Create an account to play for real money',
    signUpText: 'Your game will be waiting for you once you have signed up.',
    chooseAnother: 'Choose another game',
    completeProfile: 'Complete my profile',
  },
  notAvailable: {
    title: 'Game not available',
    text: 'This game cannot be played right now. Please choose another one.',
  },
  notification: {
    title: 'Bonus money does not count here',
    realMoney: 'Your bets in {{name}} are paid from your real money.',
    continue: 'Play with real money',
    notNow: 'Not now',
    gotIt: 'Got it',
  },
  switchToReal: {
    title: 'Play for real money?',
    text: 'You are playing {{name}} for fun. Switch to real money to win real prizes.',
    confirm: 'Play for real',
    stay: 'Keep playing the demo',
  },
  insufficientBalance: {
    text: 'Make a deposit to play {{name}} for real money.',
    betText: 'Make a deposit to place your bet.',
    deposit: 'Make a deposit',
    notNow: 'Not now',
  },
  profile: {
    title: 'Complete your profile',
    birthdayTitle: 'Your date of birth',
    why: 'The game provider needs these details before you play.',
    saveAndPlay: 'Save and play',
    cancel: 'Cancel',
  },
} as const;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export type GameStrings = Widen<typeof GAME_EN>;
