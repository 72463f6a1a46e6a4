import type { User } from '@casino/shared';
import { useCallback } from 'react';
import { useModals } from '../../../lib/modals.js';
import { useSession } from '../../../lib/session.js';
import { rememberSignedIn } from '../../../lib/signed-in.js';
import { rawStoredText } from '../../../lib/storage.js';
import { trpc } from '../../../lib/trpc.js';

/** Shows the new player: what login, sign-up and a session from a URL have in common. */
function useSignedIn() {
  const { setPlayer } = useSession();
  return useCallback(
    (player: User) => {
      rememberSignedIn(player);
      setPlayer(player);
    },
    [setPlayer],
  );
}

/** Logs in with email and password; the session's player follows on success. */
export function useLogin() {
  const signedIn = useSignedIn();
  return trpc.auth.login.useMutation({
    onSuccess: ({ player }) => {
      signedIn(player);
    },
  });
}

/** Creates the account and signs the new player in. */
export function useSignUp() {
  const signedIn = useSignedIn();
  return trpc.auth.signUp.useMutation({
    onSuccess: ({ player }) => {
      signedIn(player);
    },
  });
}

/** Signs in with a session uuid from a URL (the session callback, reauth/{session}). */
export function useAdoptSession() {
  const signedIn = useSignedIn();
  return trpc.auth.adopt.useMutation({
    onSuccess: ({ player }) => {
      signedIn(player);
    },
  });
}

/** Checks a guest's promo code before the sign-up sends it. */
export function useCheckPromoCode() {
  return trpc.bonuses.checkPromoCode.useMutation();
}

/**
 * Ends the session; the guest's header, sidebar and bottom bar come back. When an address is
 * remembered from a login, WELCOME_BACK offers to log in again with it (SPEC.md section 4).
 */
export function useLogout() {
  const { setPlayer } = useSession();
  const { close, open } = useModals();
  return trpc.auth.logout.useMutation({
    onSettled: () => {
      // Whatever the BFF answered, this browser shows a guest from now on.
      setPlayer(null);
      close('LOGIN');
      // The modal reads (and checks) the address itself: its parser loads with it.
      if (rawStoredText('local', 'prevUserEmail') !== null) open('WELCOME_BACK');
    },
  });
}

/** Sends a password-reset link to the address (account.requestPasswordReset). */
export function useRequestPasswordReset() {
  return trpc.account.requestPasswordReset.useMutation();
}

/** Sets a new password with the link's token (account.completePasswordReset). */
export function useCompletePasswordReset() {
  return trpc.account.completePasswordReset.useMutation();
}
