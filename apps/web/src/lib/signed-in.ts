import type { User } from '@casino/shared';
import { localStore, sessionStore } from './storage.js';

/**
 * What every way of becoming a player (login, sign-up, a session from a URL) leaves in the
 * browser: the address for the welcome-back modal after a logout, and no referral flag or landing
 * parameters any more (SPEC-NOTES: cleared at login; they went with the sign-up). Never a token.
 */
export function rememberSignedIn(player: Pick<User, 'email'>): void {
  localStore.set('prevUserEmail', player.email);
  sessionStore.remove('referralFlag');
  localStore.remove('referralSearchParams');
}

/**
 * Keeps the signed-in player's id under userId (SPEC.md section 3), or removes it once the
 * session shows a guest (a logout, a session that ended): the sportsbook's tester check reads it.
 * An id, not a credential: it opens nothing by itself.
 */
export function rememberPlayerId(id: User['id'] | null): void {
  if (id === null) localStore.remove('userId');
  else localStore.set('userId', id);
}
