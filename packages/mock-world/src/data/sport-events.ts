import { type Sport, sportSlug } from '@casino/shared';
import { deriveSeed, seededFaker, seededRandom } from './seeded.js';
import { SPORTS } from './sports.js';

// The mock sportsbook's events: every sport of the list with a handful of matches and their
// odds, drawn from the world's seed; its home page shows the first few sports. Each match's result is drawn with it, so a bet is
// settled the moment it is placed (a real sportsbook settles after the match).

export const SPORT_OUTCOMES = ['home', 'draw', 'away'] as const;
export type SportOutcome = (typeof SPORT_OUTCOMES)[number];

export interface SportEvent {
  id: number;
  sportId: number;
  home: string;
  away: string;
  /** Minutes after the hour of the mock clock's now the match starts. */
  startsInMinutes: number;
  /** Decimal odds; no draw where the sport has none. */
  odds: Partial<Record<SportOutcome, number>>;
  result: SportOutcome;
}

export interface SportbookSport extends Sport {
  slug: string;
  events: SportEvent[];
}

/** How many sports the sportsbook's home page shows, and matches per sport. */
export const SPORTBOOK_HOME_SPORTS = 6;
export const EVENTS_PER_SPORT = 4;
/** Sports that end level often enough to offer a draw. */
const WITH_DRAW = new Set(['football', 'ice-hockey', 'handball']);
/** Sports of players rather than clubs. */
const INDIVIDUAL = new Set([
  'tennis',
  'table-tennis',
  'snooker',
  'darts',
  'mma',
  'boxing',
  'cycling',
  'formula-1',
  'golf',
]);

function odds(random: () => number): number {
  return Math.round((1.2 + random() * 3.6) * 100) / 100;
}

/** The sportsbook's sports and events of a world seed. */
export function sportbookSports(seed: number): SportbookSport[] {
  return SPORTS.map((sport) => {
    const slug = sportSlug(sport.name);
    const faker = seededFaker(seed, `sportsbook:${slug}`);
    const random = seededRandom(deriveSeed(seed, `sportsbook-odds:${slug}`));
    const events = Array.from({ length: EVENTS_PER_SPORT }, (_, index): SportEvent => {
      const name = () => (INDIVIDUAL.has(slug) ? faker.person.lastName() : faker.location.city());
      const home = name();
      let away = name();
      while (away === home) away = name();
      const draw = WITH_DRAW.has(slug);
      const outcomes: SportOutcome[] = draw ? ['home', 'draw', 'away'] : ['home', 'away'];
      const result = outcomes[Math.floor(random() * outcomes.length)] ?? 'home';
      return {
        id: sport.sport_id * 100 + index + 1,
        sportId: sport.sport_id,
        home,
        away,
        startsInMinutes: 60 + index * 90,
        odds: draw
          ? { home: odds(random), draw: odds(random), away: odds(random) }
          : { home: odds(random), away: odds(random) },
        result,
      };
    });
    return { ...sport, slug, events };
  });
}
