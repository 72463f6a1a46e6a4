import { type LanguageCode } from '@casino/shared';

/** Stores a player's language choice on their account. */
export type SetPlayerLanguage = (language: LanguageCode) => Promise<void>;

/**
 * The call that sends a player's language choice to the BFF (`account.setLanguage`, input
 * `{ language }`). The BFF's router does not offer that procedure yet, so there is nothing to
 * call: this returns null and the choice stays in the browser (stored, and in the path). When
 * the procedure exists this hook returns its mutation and nothing else changes.
 */
export function useSetPlayerLanguage(): SetPlayerLanguage | null {
  return null;
}
