import type { Faker } from '@faker-js/faker';

// Word lists the game names are built from: the vocabulary of real lobbies, combined freely.

const ADJECTIVES = [
  'Golden',
  'Wild',
  'Lucky',
  'Mystic',
  'Royal',
  'Sweet',
  'Fiery',
  'Frozen',
  'Ancient',
  'Cosmic',
  'Neon',
  'Crystal',
  'Shadow',
  'Thunder',
  'Jade',
  'Ruby',
  'Emerald',
  'Silver',
  'Diamond',
  'Mega',
  'Big',
  'Hot',
  'Blazing',
  'Sticky',
  'Epic',
  'Jolly',
  'Savage',
  'Hidden',
  'Secret',
  'Magic',
  'Electric',
  'Midnight',
  'Sunny',
  'Stormy',
  'Lost',
  'Eternal',
  'Burning',
  'Twin',
  'Grand',
  'Dark',
];
const NOUNS = [
  'Dragon',
  'Pharaoh',
  'Fruits',
  'Gems',
  'Tiger',
  'Wolf',
  'Phoenix',
  'Viking',
  'Samurai',
  'Joker',
  'Buffalo',
  'Panda',
  'Pirate',
  'Treasure',
  'Temple',
  'Kingdom',
  'Queen',
  'Goddess',
  'Titan',
  'Candy',
  'Bandit',
  'Cowboy',
  'Mermaid',
  'Genie',
  'Gold',
  'Coins',
  'Bells',
  'Stars',
  'Sevens',
  'Wizard',
  'Unicorn',
  'Kraken',
  'Lion',
  'Eagle',
  'Rhino',
  'Fortune',
  'Cherries',
  'Scarab',
  'Empress',
  'Ninja',
  'Yeti',
  'Monkey',
  'Leprechaun',
  'Dwarf',
  'Knight',
  'Reindeer',
  'Cat',
  'Owl',
  'Volcano',
  'Jungle',
];
const REALMS = [
  'the Nile',
  'Olympus',
  'Atlantis',
  'Valhalla',
  'the Aztecs',
  'Egypt',
  'the Dead',
  'Riches',
  'Fortune',
  'the Gods',
  'Dragons',
  'Legends',
  'the Sun',
  'Avalon',
  'the Deep',
];
const HEADS = ['Book', 'Legend', 'Rise', 'Tomb', 'Gates', 'Temple', 'Hall', 'Eye', 'Crown', 'Age'];
const SUFFIXES = [
  'Deluxe',
  'Hold & Win',
  'Bonanza',
  'Rush',
  'Fortune',
  '1000',
  'Xmas',
  'Blitz',
  'Riches',
  'Jackpot',
  'Cash',
  'Party',
  'Frenzy',
  'Reloaded',
  'Multiplier',
  'Quest',
];
const OKTOBERFEST_NOUNS = ['Beer', 'Pretzels', 'Steins', 'Lederhosen', 'Brass Band', 'Tent'];

const TABLE_NAMES: Readonly<Record<TableGame, readonly string[]>> = {
  roulette: ['European Roulette', 'French Roulette', 'American Roulette', 'Roulette'],
  blackjack: ['Blackjack', 'Classic Blackjack', 'Multihand Blackjack', 'Blackjack Switch'],
  baccarat: ['Baccarat', 'Punto Banco', 'Baccarat Squeeze', 'No Commission Baccarat'],
  poker: ["Casino Hold'em", 'Three Card Poker', "Texas Hold'em Bonus", 'Caribbean Stud'],
  other: ['Sic Bo', 'Dragon Tiger', 'Andar Bahar', 'Teen Patti', 'Craps'],
};
const TABLE_VARIANTS = ['Speed', 'VIP', 'Classic', 'Lightning', 'Gold', 'Prime', 'Auto', 'Turbo'];
const SHOW_HEADS = [
  'Crazy',
  'Mega',
  'Dream',
  'Monopoly',
  'Deal',
  'Funky',
  'Cash',
  'Sweet',
  'Lucky',
];
const SHOW_TAILS = ['Wheel', 'Ball', 'Time', 'Catcher', 'Show', 'Hunt', 'Coin Flip', 'Bonanza'];
const INSTANT_NAMES = [
  'Crash',
  'Plinko',
  'Mines',
  'Keno',
  'Scratch',
  'Rocket',
  'Limbo',
  'Tower',
  'Hi-Lo',
  'Penalty',
  'Balloon',
  'Goal',
  'Hilo',
  'Wheel',
];

export const TABLE_GAMES = ['roulette', 'blackjack', 'baccarat', 'poker', 'other'] as const;
export type TableGame = (typeof TABLE_GAMES)[number];

/** A slot name: one of the patterns real lobbies use, with the feature suffixes some need. */
export function slotName(
  faker: Faker,
  options: { megaways: boolean; oktoberfest: boolean },
): string {
  const pick = <T>(list: readonly T[]) => faker.helpers.arrayElement(list);
  if (options.oktoberfest) {
    return faker.helpers.arrayElement([
      () => `Oktoberfest ${pick(NOUNS)}`,
      () => `${pick(ADJECTIVES)} ${pick(OKTOBERFEST_NOUNS)}`,
      () => `Bavarian ${pick(NOUNS)}`,
      () => `Prost ${pick(SUFFIXES)}`,
    ])();
  }
  const base = faker.helpers.weightedArrayElement([
    { weight: 5, value: () => `${pick(ADJECTIVES)} ${pick(NOUNS)}` },
    { weight: 3, value: () => `${pick(HEADS)} of ${pick(REALMS)}` },
    { weight: 4, value: () => `${pick(ADJECTIVES)} ${pick(NOUNS)} ${pick(SUFFIXES)}` },
    { weight: 2, value: () => `${pick(NOUNS)} ${pick(SUFFIXES)}` },
  ])();
  return options.megaways ? `${base} Megaways` : base;
}

/** A table game name, with a variant now and then (RNG tables). */
export function tableName(faker: Faker, game: TableGame): string {
  const name = faker.helpers.arrayElement(TABLE_NAMES[game]);
  return (
    faker.helpers.maybe(() => `${faker.helpers.arrayElement(TABLE_VARIANTS)} ${name}`, {
      probability: 0.4,
    }) ?? name
  );
}

/** A live table's name before its table number (numberedName adds it). */
export function liveTableName(faker: Faker, game: TableGame, vip: boolean): string {
  const name = faker.helpers.arrayElement(TABLE_NAMES[game]);
  return `${vip ? 'VIP' : faker.helpers.arrayElement(TABLE_VARIANTS)} ${name}`;
}

/** `name` with the next table number of that name, as live lobbies list their many tables. */
export function numberedName(name: string, counters: Map<string, number>): string {
  const next = (counters.get(name) ?? 0) + 1;
  counters.set(name, next);
  return `${name} ${next}`;
}

export function liveShowName(faker: Faker): string {
  return `${faker.helpers.arrayElement(SHOW_HEADS)} ${faker.helpers.arrayElement(SHOW_TAILS)}`;
}

export function instantName(faker: Faker): string {
  const head = faker.helpers.arrayElement(INSTANT_NAMES);
  return faker.helpers.arrayElement([
    () => `${head} ${faker.helpers.arrayElement(NOUNS)}`,
    () => `${faker.helpers.arrayElement(ADJECTIVES)} ${head}`,
    () => `${head} ${faker.helpers.arrayElement(['X', 'Pro', 'Classic', 'Turbo'])}`,
  ])();
}

export function diceName(faker: Faker): string {
  return faker.helpers.arrayElement([
    () => `${faker.helpers.arrayElement(ADJECTIVES)} Dice`,
    () => `Dice ${faker.helpers.arrayElement(SUFFIXES)}`,
    () => `${faker.helpers.arrayElement(NOUNS)} Dice`,
  ])();
}

const NUMERALS = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

/**
 * `name`, or a sequel of it when taken ("Wild Wolf II"), so names stay unique, as search and the
 * winners table need.
 */
export function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let index = 0; taken.has(candidate); index += 1) {
    candidate = `${name} ${NUMERALS[index] ?? String(index + 2)}`;
  }
  taken.add(candidate);
  return candidate;
}
