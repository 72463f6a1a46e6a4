import type { RouterOutputs } from '@casino/bff/router';
import type { DailyBonusState, User } from '@casino/shared';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_PLAYER } from '../../../lib/signed-in-test-doubles.js';
import { trpcWrapper, type Answer } from '../../../lib/trpc-test-client.js';
import { useDailyBonus, useMiniGameAvailability } from './mini-games.js';

// The mini-games' cached answers (the lucky card's and the wheel's availability, the daily bonus)
// belong to one login: when the signed-in player changes (another player, a logout, a login),
// the previous visitor's are dropped and asked again, whether the parts that show them stayed on
// screen (the desktop sidebar) or come back later (the phone's drawer).

const visitor = vi.hoisted(() => ({ player: null as User | null }));

vi.mock('../../../lib/session.js', () => ({
  useSession: () => ({ player: visitor.player, status: 'success', bootstrap: undefined }),
}));
vi.mock('../../wallet/public.js', () => ({ useWalletRefresh: () => () => Promise.resolve() }));

const ANA = TEST_PLAYER;
const BOB: User = { ...TEST_PLAYER, id: 8, email: 'bob@example.com' };

type Availability = RouterOutputs['miniGames']['availability'];

function availability(card: number, wheel: number): Availability {
  return [
    { game: 'lucky-card', status: card, available: card === 204 },
    { game: 'wheel', status: wheel, available: wheel === 204 },
  ];
}

function week(currentDay: number): DailyBonusState {
  return {
    status: 200,
    data: {
      currentDay,
      days: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, canBeCollectedAfterTs: 0 })),
    },
  };
}

/** What the BFF answers each visitor: by the session cookie, here the signed-in player. */
const ANSWERS = {
  [ANA.id]: { availability: availability(204, 409), daily: week(2) },
  [BOB.id]: { availability: availability(409, 204), daily: week(5) },
};

/** Each call, as `procedure:visitor` (a player's id, or guest). */
const asked: string[] = [];
const answer: Answer = (path) => {
  asked.push(`${path}:${String(visitor.player?.id ?? 'guest')}`);
  const player = visitor.player;
  if (path === 'bonuses.daily')
    return player === null ? { status: 204 } : ANSWERS[player.id]?.daily;
  if (path === 'miniGames.availability' && player !== null) {
    return ANSWERS[player.id]?.availability;
  }
  throw new Error(`unexpected call ${path}`);
};

/** What the cached answers say now: each game's status and the daily bonus's state. */
function MiniGamesState() {
  const { statusOf } = useMiniGameAvailability();
  const daily = useDailyBonus();
  const dailyText =
    daily.data === undefined
      ? '-'
      : daily.data.status === 200
        ? `day ${String(daily.data.data.currentDay)}`
        : '204';
  return (
    <output aria-label="Mini-games">
      {`card ${String(statusOf('lucky-card') ?? '-')}, wheel ${String(statusOf('wheel') ?? '-')}, daily ${dailyText}`}
    </output>
  );
}

const shown = () => screen.getByRole('status', { name: 'Mini-games' }).textContent;
const ANAS = 'card 204, wheel 409, daily day 2';
const BOBS = 'card 409, wheel 204, daily day 5';
const GUESTS = 'card -, wheel -, daily 204';

function renderState() {
  const Trpc = trpcWrapper(answer);
  // A new element each time: the session is read from the test's state, not from a context, so
  // a render has to be asked for.
  const ui = (): ReactElement => (
    <Trpc>
      <MiniGamesState />
    </Trpc>
  );
  const view = render(ui());
  return {
    ...view,
    again: () => {
      view.rerender(ui());
    },
    Trpc,
  };
}

beforeEach(() => {
  visitor.player = null;
  asked.length = 0;
});

describe("the mini-games' cached answers", () => {
  it('are dropped and asked again when another player signs in, and at logout', async () => {
    visitor.player = ANA;
    const { again } = renderState();
    await waitFor(() => {
      expect(shown()).toBe(ANAS);
    });

    visitor.player = BOB;
    act(again);
    await waitFor(() => {
      expect(shown()).toBe(BOBS);
    });

    visitor.player = null;
    act(again);
    await waitFor(() => {
      expect(shown()).toBe(GUESTS);
    });
    // Each visitor was asked once for their own; a guest has no availability to ask for.
    expect(asked).toEqual([
      'miniGames.availability:7',
      'bonuses.daily:7',
      'miniGames.availability:8',
      'bonuses.daily:8',
      'bonuses.daily:guest',
    ]);
  });

  it("are the player's own after a guest logs in", async () => {
    const { again } = renderState();
    await waitFor(() => {
      expect(shown()).toBe(GUESTS);
    });
    visitor.player = BOB;
    act(again);
    await waitFor(() => {
      expect(shown()).toBe(BOBS);
    });
  });

  it('are dropped when the player changed while nothing showed them', async () => {
    visitor.player = ANA;
    const { unmount, Trpc } = renderState();
    await waitFor(() => {
      expect(shown()).toBe(ANAS);
    });
    // The phone's drawer closes, the player logs out, a guest opens the drawer again (within the
    // availability's cache time): the same query cache, nothing of the player's left in it.
    unmount();
    visitor.player = null;
    render(
      <Trpc>
        <MiniGamesState />
      </Trpc>,
    );
    await waitFor(() => {
      expect(shown()).toBe(GUESTS);
    });
  });
});
