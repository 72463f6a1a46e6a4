import { useModals } from '../../../lib/modals.js';
import { useSession } from '../../../lib/session.js';
import { trpc } from '../../../lib/trpc.js';

/** Logs in with email and password; the session's player follows on success. */
export function useLogin() {
  const { setPlayer } = useSession();
  return trpc.auth.login.useMutation({
    onSuccess: ({ player }) => {
      setPlayer(player);
    },
  });
}

/** Ends the session; the guest's header, sidebar and bottom bar come back. */
export function useLogout() {
  const { setPlayer } = useSession();
  const { close } = useModals();
  return trpc.auth.logout.useMutation({
    onSettled: () => {
      // Whatever the BFF answered, this browser shows a guest from now on.
      setPlayer(null);
      close('LOGIN');
    },
  });
}
