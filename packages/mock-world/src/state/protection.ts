import { protectionMessage, protectionStatus } from '@casino/shared';
import { MockHttpError } from '../http/errors.js';
import type { PlayerAccount, PlayerStore } from './player-store.js';

// The casino's side of time-out, self-exclusion and GAMSTOP
// (docs/decisions/040-safer-gambling-protection.md): what refuses a login or a sign-up, and
// what ends a player's casino sessions. The rules are packages/shared's
// (safer-gambling-protection.ts).

/** Refuses a login (or a session redemption) while a protection keeps the player out. */
export function refuseIfProtected(account: PlayerAccount, nowMs: number): void {
  const status = protectionStatus(account.saferGambling.protection, nowMs);
  const message = protectionMessage(status);
  if (message === null) return;
  throw new MockHttpError('account_protected', 'A time-out or self-exclusion is in force', [
    { path: 'messageKey', message: message.key },
    { path: 'until', message: message.until },
    { path: 'state', message: status.state },
    {
      path: 'untilIso',
      message:
        'until' in status && status.until !== null ? new Date(status.until).toISOString() : '',
    },
  ]);
}

/** Refuses an address on the mock GAMSTOP register. */
export function refuseIfGamstopRegistered(store: PlayerStore, email: string): void {
  if (store.gamstopEmails.has(email.trim().toLowerCase())) {
    throw new MockHttpError(
      'gamstop_registered',
      'The address is on the GAMSTOP self-exclusion register',
    );
  }
}

/** Ends every casino session of the player (a time-out or self-exclusion starting). */
export function closeSessionsOf(store: PlayerStore, account: PlayerAccount): void {
  for (const token of store.sessionTokensOf(account)) store.closeSession(token);
}
