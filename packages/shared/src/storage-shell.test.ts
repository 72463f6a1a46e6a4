import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseStoredValue } from './storage.js';
import {
  SHELL_STORAGE_KEYS,
  isShellStorageKey,
  parseShellStoredValue,
  type ShellStorageKey,
} from './storage-shell.js';

const runs = { seed: 20_261_124, numRuns: 1_000 };

// Texts near each key's edges, beside the generated ones.
const EDGES: Record<ShellStorageKey, string[]> = {
  language: ['"en"', '"gb"', '"EN"', '"fr"', '""', 'en', '["en"]', 'null'],
  reload_count: [
    '0',
    '-0',
    '1',
    '-1',
    '2.5',
    '1e3',
    '9007199254740991',
    '9007199254740992',
    '"1"',
    'true',
    'null',
  ],
  cookiesAccepted: ['true', 'false', '"true"', '1', 'null', '{}'],
  qaControlHidden: ['true', 'false', '"true"', '1', 'null', '[true]'],
  referralSearchParams: [
    '{}',
    '{"stag":"1"}',
    '{"stag":"1","btag":"x"}',
    '{"":"1"}',
    '{"stag":1}',
    '{"stag":null}',
    '[]',
    '["stag"]',
    'null',
    '"stag"',
  ],
};

describe('parseShellStoredValue', () => {
  it.each(SHELL_STORAGE_KEYS)('reads %s as its stored value schema does', (key) => {
    for (const raw of [...EDGES[key], null]) {
      expect(parseShellStoredValue(key, raw), String(raw)).toEqual(parseStoredValue(key, raw));
    }
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.json(), fc.integer().map(String), fc.double().map(String)),
        (raw) => {
          expect(parseShellStoredValue(key, raw)).toEqual(parseStoredValue(key, raw));
        },
      ),
      runs,
    );
  });

  it('names only the shell keys as shell keys', () => {
    expect(SHELL_STORAGE_KEYS.every(isShellStorageKey)).toBe(true);
    expect(isShellStorageKey('statusSignUp')).toBe(false);
    expect(isShellStorageKey('hasOwnProperty')).toBe(false);
  });
});
