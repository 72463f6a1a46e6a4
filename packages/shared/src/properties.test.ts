// Properties that hold for every input, checked on generated ones (seeded, so a failure
// reproduces) on top of the edge cases in each rule's own tests.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gamePath, parseGamePathSegment } from './game-rules.js';
import { jackpotPollInterval } from './jackpot-rules.js';
import { LANGUAGE_CODES } from './language.js';
import { localizePath, splitLanguagePrefix } from './language-resolution.js';
import { CURRENCY_CODES } from './currency.js';
import { formatMoney } from './money.js';
import { LOCAL_STORAGE_KEYS, parseStoredValue } from './storage.js';
import { parseAmount } from './forms/deposit-amount.js';

const runs = { seed: 20_261_122, numRuns: 500 };

describe('jackpotPollInterval', () => {
  it('stays between the fast and the idle interval from 1 % up, and never speeds up as p falls', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 100, noNaN: true }),
        fc.double({ min: 1, max: 100, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const slow = jackpotPollInterval([low]);
          const fast = jackpotPollInterval([high]);
          expect(slow).toBeGreaterThanOrEqual(fast);
          expect(fast).toBeGreaterThanOrEqual(4_991);
          expect(slow).toBeLessThanOrEqual(30_000);
          expect(Number.isInteger(slow)).toBe(true);
        },
      ),
      runs,
    );
  });

  it('depends only on the highest probability of the list', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 100, noNaN: true }), { minLength: 1 }),
        (ps) => {
          expect(jackpotPollInterval(ps)).toBe(jackpotPollInterval([Math.max(...ps)]));
        },
      ),
      runs,
    );
  });
});

const segment = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
const pathname = fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join('/')}`);

describe('language prefixes', () => {
  it('localizePath then splitLanguagePrefix gives back the language and the path', () => {
    fc.assert(
      fc.property(pathname, fc.constantFrom(...LANGUAGE_CODES), (path, language) => {
        // A first segment of two letters would itself read as a language prefix.
        fc.pre(!/^\/[a-z]{2}(\/|$)/.test(path));
        const localized = localizePath(path, language);
        const split = splitLanguagePrefix(localized);
        expect(split.rest).toBe(path);
        expect(split.language).toBe(language === 'en' ? null : language);
        expect(localizePath(localized, 'en')).toBe(path);
      }),
      runs,
    );
  });
});

describe('game paths', () => {
  it('read back the game id whatever the name', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.string(),
        fc.boolean(),
        (id, name, demo) => {
          const path = gamePath({ id, name }, { demo });
          const [, route, gameSegment, demoSegment] = path.split('/');
          expect(route).toBe('game');
          expect(parseGamePathSegment(gameSegment ?? '')).toBe(id);
          expect(demoSegment).toBe(demo ? 'demo' : undefined);
        },
      ),
      runs,
    );
  });
});

describe('formatMoney', () => {
  it('writes the cents exactly, with German grouping', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e11, max: 1e11 }),
        fc.constantFrom(...CURRENCY_CODES),
        (cents, currency) => {
          const text = formatMoney(cents / 100, currency);
          const digits = text.replace(/[^\d,.-]/g, '');
          expect(digits).toMatch(/^-?\d{1,3}(\.\d{3})*,\d{2}$/);
          expect(Math.round(Number(digits.replace(/\./g, '').replace(',', '.')) * 100)).toBe(
            cents === 0 ? 0 : cents,
          );
        },
      ),
      runs,
    );
  });
});

describe('parseAmount', () => {
  it('reads back any amount of at most two decimals, with either separator', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.constantFrom('.', ','),
        (cents, separator) => {
          const text = `${Math.floor(cents / 100)}${separator}${String(cents % 100).padStart(2, '0')}`;
          expect(parseAmount(text)).toBeCloseTo(cents / 100, 2);
        },
      ),
      runs,
    );
  });
});

describe('parseStoredValue', () => {
  it('never throws on any stored text, and anything it returns re-parses to itself', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCAL_STORAGE_KEYS),
        fc.oneof(fc.string(), fc.json(), fc.constant('null')),
        (key, raw) => {
          const value = parseStoredValue(key, raw);
          if (value !== undefined)
            expect(parseStoredValue(key, JSON.stringify(value))).toEqual(value);
        },
      ),
      runs,
    );
  });
});
