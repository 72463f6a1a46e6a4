// The tournaments' strings in English (gb shares them); every key exists in every language
// (app/locales/locales.test.ts).

export const TOURNAMENTS_EN = {
  list: {
    title: 'Tournaments',
    lead: 'Race other players on the tournament games: every real-money bet scores points.',
    filter: 'Show tournaments',
    empty: 'No tournaments here right now.',
  },
  filters: {
    all: 'All',
    local: 'Local',
    network: 'Network',
    finished: 'Finished',
  },
  kind: {
    local: 'Local',
    network: 'Network',
  },
  phase: {
    upcoming: 'Starts in',
    running: 'Ends in',
    finished: 'Finished',
  },
  card: {
    prizePool: 'Prize pool',
    dates: 'Dates',
  },
  detail: {
    back: 'All tournaments',
    notFound: 'Tournament not found',
    facts: 'Tournament facts',
    prizePool: 'Prize pool',
    duration: 'Duration',
    winners: 'Winners',
    minBet: 'Minimum bet',
    starts: 'Starts',
    ends: 'Ends',
    prizes: 'Prizes by place',
    place: 'Place',
    prize: 'Prize',
    games: 'Tournament games',
  },
  board: {
    leaderboard: 'Leaderboard',
    results: 'Final results',
    player: 'Player',
    points: 'Points',
    you: 'You',
    updated: 'Updated {{time}}',
    notStarted: 'The leaderboard opens when the tournament starts.',
    empty: 'Nobody has scored yet.',
    notIn: 'Bet real money on one of the tournament games to join the leaderboard.',
    guest: 'Sign in to see your place on the leaderboard.',
    signIn: 'Sign in',
  },
  standing: {
    title: 'Your race',
    place: 'Place {{place}} with {{points}} points',
    nextPaidPlace: 'Bet {{bet}} more to reach place {{place}}, the next paid place.',
    top: 'You hold first place.',
    keepPlace: 'Bet {{bet}} more to keep place {{place}} to the end at the current pace.',
    keeping: 'At the current pace you keep place {{place}} to the end.',
    rule: 'Each real-money bet of {{minBet}} or more on the tournament games scores 10 points per euro.',
  },
} as const;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export type TournamentsStrings = Widen<typeof TOURNAMENTS_EN>;
