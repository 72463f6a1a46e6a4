import {
  parseStoredValue,
  type LocalStorageKey,
  type SessionStorageKey,
  type StoredValue,
} from '@casino/shared';
import { rawStoredText } from './storage.js';

// Any stored value, parsed with its zod schema from packages/shared: for the screens that read
// more than the shell's keys (recent searches, the sign-up continuation...). Write through
// localStore and sessionStore (storage.ts).

function read<K extends LocalStorageKey | SessionStorageKey>(
  area: 'local' | 'session',
  key: K,
): StoredValue<K> | undefined {
  try {
    return parseStoredValue(key, rawStoredText(area, key));
  } catch {
    return undefined;
  }
}

export const storedValues = {
  local: <K extends LocalStorageKey>(key: K) => read('local', key),
  session: <K extends SessionStorageKey>(key: K) => read('session', key),
};
