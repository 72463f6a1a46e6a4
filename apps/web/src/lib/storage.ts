import {
  parseShellStoredValue,
  serializeStoredValue,
  type LocalStorageKey,
  type SessionStorageKey,
  type ShellStorageKey,
  type StoredValue,
} from '@casino/shared';

// Typed access to local and session storage. Storage can be missing or full (private mode,
// quotas): reads give undefined, writes are best effort. Every value read is checked on the way
// in, so an old or hand-edited value reads as nothing stored: the shell's own keys here, without
// zod (packages/shared/src/storage-shell.ts); every other key with its zod schema through
// stored-values.ts, which loads with the screens that read them.

type Area = 'local' | 'session';

export function storageOf(area: Area): Storage | undefined {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The stored text under `key`, null when there is none or storage cannot be read. */
export function rawStoredText(area: Area, key: string): string | null {
  try {
    return storageOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write<K extends LocalStorageKey | SessionStorageKey>(
  area: Area,
  key: K,
  value: StoredValue<K> | undefined,
): void {
  try {
    const storage = storageOf(area);
    if (value === undefined) storage?.removeItem(key);
    else storage?.setItem(key, serializeStoredValue(key, value));
  } catch {
    // A full or disabled storage loses the value; the product works on without it.
  }
}

export const localStore = {
  /** A value the shell reads at start; other keys are read through stored-values.ts. */
  get: <K extends ShellStorageKey & LocalStorageKey>(key: K) =>
    parseShellStoredValue(key, rawStoredText('local', key)),
  set: <K extends LocalStorageKey>(key: K, value: StoredValue<K>) => {
    write('local', key, value);
  },
  remove: (key: LocalStorageKey) => {
    write('local', key, undefined);
  },
};

export const sessionStore = {
  /** A value the shell reads (mock mode's QA control); other keys through stored-values.ts. */
  get: <K extends ShellStorageKey & SessionStorageKey>(key: K) =>
    parseShellStoredValue(key, rawStoredText('session', key)),
  set: <K extends SessionStorageKey>(key: K, value: StoredValue<K>) => {
    write('session', key, value);
  },
  remove: (key: SessionStorageKey) => {
    write('session', key, undefined);
  },
};
