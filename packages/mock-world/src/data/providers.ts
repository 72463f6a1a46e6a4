import { BIRTHDAY_REQUIRED_PROVIDER_IDS, type RequiredProfile } from '@casino/shared';
import { seededFaker } from './seeded.js';

/** A game provider of the mock world, with what the casino knows about it. */
export interface MockProvider {
  id: number;
  name: string;
  /** Live providers make live-casino tables and shows; the others slots, tables and instants. */
  live: boolean;
  /** The profile set its games need before a launch (the casino's game data states it). */
  requiredProfile: RequiredProfile;
  /** Countries (alpha-3) where the provider is not licensed: its games refuse to launch there. */
  restrictedCountries: string[];
  /** Relative share of the games of its kind. */
  weight: number;
}

export const PROVIDER_COUNT = 64;
export const LIVE_PROVIDER_COUNT = 8;

const FIRST = [
  'Nova',
  'Bright',
  'Lucky',
  'Red',
  'Blue',
  'Iron',
  'Golden',
  'Silver',
  'Pixel',
  'Star',
  'Moon',
  'Sun',
  'Storm',
  'North',
  'Echo',
  'Quick',
  'Bold',
  'Wild',
  'Jade',
  'Amber',
  'Crystal',
  'Orbit',
  'Velvet',
  'Cobalt',
  'Royal',
  'Zen',
  'Arcade',
  'Thunder',
  'Coral',
  'Maple',
  'Neon',
  'Prism',
  'Quartz',
  'Rapid',
  'Summit',
  'Twin',
  'Urban',
  'Vivid',
  'Apex',
  'Blaze',
];
const SECOND = [
  'Reel',
  'Spin',
  'Play',
  'Forge',
  'Bet',
  'Win',
  'Dice',
  'Ace',
  'Card',
  'Gate',
  'Wave',
  'Peak',
  'Lab',
  'Line',
  'Fox',
  'Owl',
  'Bear',
  'Hawk',
  'Rock',
  'Leaf',
];
const CASINO_SUFFIXES = ['Gaming', 'Studios', 'Games', 'Interactive', 'Entertainment', 'Labs'];
const LIVE_SUFFIXES = ['Live', 'Live Studios', 'Live Gaming'];

const MAX_PROVIDER_ID = 160;

/**
 * The providers: PROVIDER_COUNT distinct ids between 1 and 160, always including the
 * birthday-required ones (27 and 101, casino providers whose games ask for the birthday).
 */
export function generateProviders(seed: number): MockProvider[] {
  const faker = seededFaker(seed, 'providers');
  const required: number[] = [...BIRTHDAY_REQUIRED_PROVIDER_IDS];
  const pool = Array.from({ length: MAX_PROVIDER_ID }, (_, index) => index + 1).filter(
    (id) => !required.includes(id),
  );
  const ids = [...required, ...faker.helpers.arrayElements(pool, PROVIDER_COUNT - required.length)];
  ids.sort((a, b) => a - b);

  const liveIds = new Set(
    faker.helpers.arrayElements(
      ids.filter((id) => !required.includes(id)),
      LIVE_PROVIDER_COUNT,
    ),
  );
  const casinoIds = ids.filter((id) => !liveIds.has(id) && !required.includes(id));
  const nameAndBirth = new Set(faker.helpers.arrayElements(casinoIds, 4));
  const genderAndBirth = new Set(
    faker.helpers.arrayElements(
      casinoIds.filter((id) => !nameAndBirth.has(id)),
      3,
    ),
  );
  const restrictedInUk = new Set(faker.helpers.arrayElements(ids, 5));
  const restrictedInGermany = new Set(faker.helpers.arrayElements(ids, 2));

  const names = new Set<string>();
  return ids.map((id) => {
    const live = liveIds.has(id);
    let name: string;
    do {
      const stem =
        faker.helpers.maybe(
          () =>
            `${faker.helpers.arrayElement(FIRST)}${faker.helpers.arrayElement(SECOND).toLowerCase()}`,
          { probability: 0.4 },
        ) ?? `${faker.helpers.arrayElement(FIRST)} ${faker.helpers.arrayElement(SECOND)}`;
      name = `${stem} ${faker.helpers.arrayElement(live ? LIVE_SUFFIXES : CASINO_SUFFIXES)}`;
    } while (names.has(name));
    names.add(name);
    const requiredProfile: RequiredProfile = required.includes(id)
      ? 'birth'
      : nameAndBirth.has(id)
        ? 'name_and_birth'
        : genderAndBirth.has(id)
          ? 'gender_and_birth'
          : 'none';
    const restrictedCountries = [
      ...(restrictedInUk.has(id) ? ['GBR'] : []),
      ...(restrictedInGermany.has(id) ? ['DEU'] : []),
    ];
    return {
      id,
      name,
      live,
      requiredProfile,
      restrictedCountries,
      // A long tail, as real lobbies have: a few big studios and many small ones.
      weight: Math.round(faker.number.float({ min: 0.2, max: 1 }) ** 3 * 100) + 1,
    };
  });
}
