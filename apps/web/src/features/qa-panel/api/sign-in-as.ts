import type { PlayerRef } from '@casino/mock-world/qa';
import type { User } from '@casino/shared';
import { useCallback } from 'react';
import { useAdoptSession } from '../../auth/public.js';
import { qaClient } from './qa.js';

/**
 * Signs a mock-world player in as the casino's session callback would: /qa hands out a session
 * uuid for the player and the callback's redemption (auth.adopt, source `callback`) takes it, so
 * the cookie, the stored flags and bootstrap follow as after any sign-in. Unlike the callback's
 * route, which leaves for main, the page stays where it is: the QA panel and /mock-modals show
 * the change on the page QA is looking at.
 */
export function useSignInAs(): (player: PlayerRef) => Promise<User> {
  const { mutateAsync: adopt } = useAdoptSession();
  return useCallback(
    async (player: PlayerRef) => {
      const value = await qaClient.sessionUuid(player);
      return (await adopt({ source: 'callback', value })).player;
    },
    [adopt],
  );
}
