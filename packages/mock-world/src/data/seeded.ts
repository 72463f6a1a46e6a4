import { createHash } from 'node:crypto';
import { Faker, base, en } from '@faker-js/faker';

/** The seed of the mock world when none is given. */
export { DEFAULT_MOCK_SEED } from '../default-seed.js';

/**
 * A seed for one generator, derived from the world seed and the generator's name (FNV-1a), so that
 * a change in one generator does not shift the data of the others.
 */
export function deriveSeed(seed: number, stream: string): number {
  let hash = 0x811c9dc5 ^ (seed >>> 0);
  for (const char of `${seed}:${stream}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A Faker instance of its own for one generator, seeded from the world seed and its name. */
export function seededFaker(seed: number, stream: string): Faker {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(deriveSeed(seed, stream));
  return faker;
}

/**
 * A small seeded PRNG (mulberry32) for choices made at request time (which winners a day shows,
 * how an SVG is drawn): cheaper than a Faker instance and just as repeatable.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Rounds to whole cents, as money is exchanged. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** JSON with object keys sorted at every level, so equal data always gives equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value instanceof Map) return sortKeys(Object.fromEntries(value));
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined && typeof entry !== 'function')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, entry]) => [key, sortKeys(entry)]));
  }
  return value;
}

/** The sha256 of a value's canonical JSON, hex. */
export function digest(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}
