import type { User } from '@casino/shared';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionProvider, useSession, type Session } from './session.js';
import { TEST_PLAYER } from './signed-in-test-doubles.js';
import { trpcWrapper } from './trpc-test-client.js';

// The session keeps the signed-in player's id under userId (SPEC.md section 3) from its first
// answer on: written for a player, at sign-in, and removed once it shows a guest (a sign-out, a
// session that ended). Never a token.

const INPUT = { pathLanguage: null, storedLanguage: null, hasReferral: false };

/** The session as the BFF has it: what the bootstrap answers, changed by a sign-in or out. */
const server = { player: null as User | null };

function renderSession(player: User | null) {
  server.player = player;
  const seen: { session?: Session } = {};
  function Probe() {
    seen.session = useSession();
    return null;
  }
  const Trpc = trpcWrapper((path) => {
    if (path === 'bootstrap.get') return { player: server.player, clock: { offsetMs: 0 } };
    throw new Error(`unexpected call ${path}`);
  });
  render(
    <Trpc>
      <SessionProvider input={INPUT}>
        <Probe />
      </SessionProvider>
    </Trpc>,
  );
  const current = () => {
    if (seen.session === undefined) throw new Error('no session yet');
    return seen.session;
  };
  return { current };
}

const storedUserId = () => window.localStorage.getItem('userId');

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  window.localStorage.clear();
});

describe('the stored user id', () => {
  it('is the signed-in player’s once the session answers', async () => {
    const { current } = renderSession(TEST_PLAYER);
    await waitFor(() => {
      expect(current().status).toBe('success');
    });
    expect(storedUserId()).toBe(String(TEST_PLAYER.id));
  });

  it('is written at sign-in and removed at sign-out', async () => {
    const { current } = renderSession(null);
    await waitFor(() => {
      expect(current().status).toBe('success');
    });
    expect(storedUserId()).toBeNull();

    const tester = { ...TEST_PLAYER, id: 4_242 };
    server.player = tester;
    act(() => {
      current().setPlayer(tester);
    });
    await waitFor(() => {
      expect(storedUserId()).toBe('4242');
    });

    server.player = null;
    act(() => {
      current().setPlayer(null);
    });
    await waitFor(() => {
      expect(storedUserId()).toBeNull();
    });
  });

  it('goes when the session shows a guest (a session that ended)', async () => {
    window.localStorage.setItem('userId', '4242');
    const { current } = renderSession(null);
    await waitFor(() => {
      expect(current().status).toBe('success');
    });
    expect(storedUserId()).toBeNull();
  });

  it('stays as it is until the session has answered', () => {
    window.localStorage.setItem('userId', '4242');
    renderSession(TEST_PLAYER);
    expect(storedUserId()).toBe('4242');
  });
});
