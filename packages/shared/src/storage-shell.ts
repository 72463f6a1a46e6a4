import { isLanguageCode } from './language.js';
import type { StorageKey, StoredValue } from './storage.js';

// The values the app shell reads from browser storage before its first screen, checked without
// zod so that zod loads with the first form, not with the shell. Each check gives the same answer
// as the key's schema in storage.ts (a property test holds them together).

/**
 * The keys the shell reads at start: the language, the reload count, the cookie consent and the
 * referral parameters of the landing visit (the first call's currency depends on them), all in
 * local storage; and in session storage mock mode's flag that hides the QA control, which every
 * page of mock mode reads.
 */
export const SHELL_STORAGE_KEYS = [
  'language',
  'reload_count',
  'cookiesAccepted',
  'referralSearchParams',
  'qaControlHidden',
] as const;
export type ShellStorageKey = (typeof SHELL_STORAGE_KEYS)[number];

const SHELL_VALUE_CHECKS: {
  readonly [K in ShellStorageKey]: (value: unknown) => value is StoredValue<K>;
} = {
  language: isLanguageCode,
  reload_count: (value): value is number =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0,
  cookiesAccepted: (value): value is true => value === true,
  qaControlHidden: (value): value is true => value === true,
  referralSearchParams: (value): value is Record<string, string> =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.entries(value).every(([name, text]) => name !== '' && typeof text === 'string'),
};

/** Whether `key` is one the shell reads at start. */
export function isShellStorageKey(key: string): key is ShellStorageKey {
  return Object.hasOwn(SHELL_VALUE_CHECKS, key);
}

/**
 * The value stored under a shell key, or undefined when nothing is stored or the text is not
 * JSON of the right shape. Never throws.
 */
export function parseShellStoredValue<K extends ShellStorageKey>(
  key: K,
  raw: string | null,
): StoredValue<K> | undefined {
  if (raw === null) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const check = SHELL_VALUE_CHECKS[key] as (value: unknown) => value is StoredValue<K>;
  return check(json) ? json : undefined;
}

/** The text to store under `key`: JSON, read back by parseStoredValue. */
export function serializeStoredValue<K extends StorageKey>(_key: K, value: StoredValue<K>): string {
  return JSON.stringify(value);
}
