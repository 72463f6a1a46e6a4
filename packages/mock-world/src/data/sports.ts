import type { Sport } from '@casino/shared';

/** The sportsbook's sports, as its list call names them. */
export const SPORTS: readonly Sport[] = [
  { sport_id: 1, name: 'Football' },
  { sport_id: 2, name: 'Tennis' },
  { sport_id: 3, name: 'Basketball' },
  { sport_id: 4, name: 'Ice Hockey' },
  { sport_id: 5, name: 'Volleyball' },
  { sport_id: 6, name: 'Handball' },
  { sport_id: 7, name: 'Baseball' },
  { sport_id: 8, name: 'American Football' },
  { sport_id: 9, name: 'Table Tennis' },
  { sport_id: 10, name: 'Snooker' },
  { sport_id: 11, name: 'Darts' },
  { sport_id: 12, name: 'Cricket' },
  { sport_id: 13, name: 'Rugby Union' },
  { sport_id: 14, name: 'Futsal' },
  { sport_id: 15, name: 'MMA' },
  { sport_id: 16, name: 'Boxing' },
  { sport_id: 17, name: 'Cycling' },
  { sport_id: 18, name: 'Formula 1' },
  { sport_id: 19, name: 'Counter-Strike' },
  { sport_id: 20, name: 'Golf' },
];
