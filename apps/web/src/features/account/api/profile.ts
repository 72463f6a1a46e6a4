import type { RouterInputs } from '@casino/bff/router';
import type { User } from '@casino/shared';
import { useCallback } from 'react';
import { useSession } from '../../../lib/session.js';
import { trpc } from '../../../lib/trpc.js';

/** The signed-in player's profile (account.profile); nothing is asked for a guest. */
export function useProfile() {
  const { player } = useSession();
  return trpc.account.profile.useQuery(undefined, { enabled: player !== null });
}

/**
 * Saves profile fields (account.updateProfile, the shared profile schema on the BFF): the
 * session's player becomes the saved one and the profile is read again.
 */
export function useUpdateProfile() {
  const { setPlayer } = useSession();
  const utils = trpc.useUtils();
  const update = trpc.account.updateProfile.useMutation();
  const { mutateAsync } = update;
  const save = useCallback(
    async (values: RouterInputs['account']['updateProfile']): Promise<User> => {
      const user = await mutateAsync(values);
      setPlayer(user);
      void utils.account.profile.invalidate();
      return user;
    },
    [mutateAsync, setPlayer, utils],
  );
  return { save, isPending: update.isPending };
}

/** Changes the password (account.changePassword); a wrong current one is the BFF's refusal. */
export function useChangePassword() {
  return trpc.account.changePassword.useMutation();
}
