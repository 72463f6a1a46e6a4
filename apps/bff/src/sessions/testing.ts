import type { User } from '@casino/shared';
import type { SessionPlayer } from './session-player.js';
import type { SessionRecord } from './session.js';
import { newSessionId } from './session-store.js';
import { sessionPlayer } from './session-manager.js';

// For tests that need a player or a stored session without logging in through an upstream.

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 42,
    login: 'test_player',
    email: 'player@example.test',
    currency: 'EUR',
    language: 'en',
    kycStatus: 'verified',
    userLevel: 'beginner',
    firstName: 'Test',
    lastName: 'Player',
    postcode: null,
    city: null,
    phoneNumber: null,
    phonePrefix: null,
    address: null,
    country: 'IRL',
    sex: null,
    birthday: '1990-01-31',
    referralLink: null,
    ...overrides,
  };
}

export function testSessionRecord(
  at: number,
  overrides: Partial<SessionRecord> = {},
): SessionRecord {
  const user = overrides.user ?? testUser();
  return {
    playerId: user.id,
    token: 'upstream-token-of-the-test',
    user,
    createdAt: at,
    lastSeenAt: at,
    ...overrides,
  };
}

/** A signed-in player as procedures see it, for a resolvePlayer stand-in. */
export function testSessionPlayer(overrides: Partial<User> = {}): SessionPlayer {
  return sessionPlayer(newSessionId(), testSessionRecord(0, { user: testUser(overrides) }));
}
