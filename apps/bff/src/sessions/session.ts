import { userIdSchema, userSchema } from '@casino/shared';
import { z } from 'zod';

// What the BFF keeps of a signed-in player, and when it stops honouring it. See
// docs/decisions/005-cache-and-sessions.md ("Sessions").

const epochMsSchema = z.number().int().nonnegative();

/** A stored session. The upstream token lives here and only here: never in a cookie or answer. */
export const sessionRecordSchema = z.object({
  playerId: userIdSchema,
  /** The casino upstream's token for this player. */
  token: z.string().min(1),
  /** The player as the upstream last described them (refreshed by `auth.me`). */
  user: userSchema,
  createdAt: epochMsSchema,
  /** The last time the session was used, as last written to the store (see needsTouch). */
  lastSeenAt: epochMsSchema,
  /**
   * The player's reality checks in this session (docs/decisions/040): the interval, and when
   * the last one was answered (or the interval set). Absent: none chosen.
   */
  realityCheck: z
    .object({ intervalMinutes: z.number().int().positive(), acknowledgedAt: epochMsSchema })
    .optional(),
});
export type SessionRecord = z.infer<typeof sessionRecordSchema>;

export interface SessionLifetimes {
  /** A session unused for this long ends. */
  idleTimeoutMs: number;
  /** A session ends this long after it started, however busy. */
  absoluteTimeoutMs: number;
}

/**
 * How often a busy session's lastSeenAt is written back. Writing on every request would cost a
 * store write per request; the price is that the idle timeout may end a session up to this much
 * early, which is small beside the idle timeout itself (half an hour by default).
 */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/** The moment the session ends: the idle or the absolute limit, whichever comes first. */
export function sessionExpiresAt(record: SessionRecord, lifetimes: SessionLifetimes): number {
  return Math.min(
    record.lastSeenAt + lifetimes.idleTimeoutMs,
    record.createdAt + lifetimes.absoluteTimeoutMs,
  );
}

/** Whether the session has ended at `now`; the limit itself counts as ended. */
export function isSessionExpired(
  record: SessionRecord,
  now: number,
  lifetimes: SessionLifetimes,
): boolean {
  return now >= sessionExpiresAt(record, lifetimes);
}

/** How long a store should keep the record from `now`: until it expires, and at least 1 ms. */
export function sessionTtlMs(record: SessionRecord, now: number, lifetimes: SessionLifetimes) {
  return Math.max(1, sessionExpiresAt(record, lifetimes) - now);
}

/** Whether a use at `now` should be written back (see SESSION_TOUCH_INTERVAL_MS). */
export function needsTouch(
  record: SessionRecord,
  now: number,
  intervalMs: number = SESSION_TOUCH_INTERVAL_MS,
): boolean {
  return now - record.lastSeenAt >= intervalMs;
}

/** A new session's record for a player the upstream has just authenticated. */
export function newSessionRecord(
  auth: { token: string; user: SessionRecord['user'] },
  now: number,
): SessionRecord {
  return {
    playerId: auth.user.id,
    token: auth.token,
    user: auth.user,
    createdAt: now,
    lastSeenAt: now,
  };
}
