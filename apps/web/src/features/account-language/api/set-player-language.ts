import type { LanguageCode } from '@casino/shared';
import { useCallback } from 'react';
import { trpc } from '../../../lib/trpc.js';

/** Stores a player's language choice on their account. */
export type SetPlayerLanguage = (language: LanguageCode) => Promise<void>;

/**
 * Sends a player's language choice to the BFF (`account.setLanguage`), so the next visit, on any
 * device, opens in it. A failure is logged and changes nothing on screen: the choice is already
 * shown and stored in the browser.
 */
export function useSetPlayerLanguage(): SetPlayerLanguage {
  const { mutateAsync } = trpc.account.setLanguage.useMutation();
  return useCallback(
    async (language: LanguageCode) => {
      try {
        await mutateAsync({ language });
      } catch (error) {
        console.error('the language could not be saved on the account', error);
      }
    },
    [mutateAsync],
  );
}
