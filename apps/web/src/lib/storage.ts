import {
  parseStoredValue,
  serializeStoredValue,
  type LocalStorageKey,
  type SessionStorageKey,
  type StoredValue,
} from '@casino/shared';

// Typed access to local and session storage: every value is parsed with its schema from
// packages/shared on the way in, so an old or hand-edited value reads as nothing stored. Storage
// can be missing or full (private mode, quotas): reads give undefined, writes are best effort.

type Area = 'local' | 'session';

function storageOf(area: Area): Storage | undefined {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function read<K extends LocalStorageKey | SessionStorageKey>(
  area: Area,
  key: K,
): StoredValue<K> | undefined {
  try {
    return parseStoredValue(key, storageOf(area)?.getItem(key) ?? null);
  } catch {
    return undefined;
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
  get: <K extends LocalStorageKey>(key: K) => read('local', key),
  set: <K extends LocalStorageKey>(key: K, value: StoredValue<K>) => {
    write('local', key, value);
  },
  remove: (key: LocalStorageKey) => {
    write('local', key, undefined);
  },
};

export const sessionStore = {
  get: <K extends SessionStorageKey>(key: K) => read('session', key),
  set: <K extends SessionStorageKey>(key: K, value: StoredValue<K>) => {
    write('session', key, value);
  },
  remove: (key: SessionStorageKey) => {
    write('session', key, undefined);
  },
};
