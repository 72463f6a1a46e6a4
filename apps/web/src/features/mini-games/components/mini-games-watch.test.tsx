import { dailyShownFlagKey } from '@casino/shared';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKitI18n } from '../../../components/ui/render-with-kit.js';
import { TEST_PLAYER } from '../../../lib/signed-in-test-doubles.js';
import { trpcWrapper } from '../../../lib/trpc-test-client.js';
import { MINI_GAMES_STRINGS } from '../locales/mini-games-strings.js';
import { MINI_GAMES_NAMESPACE } from '../locales/namespace.js';
import { MiniGamesWatch } from './mini-games-watch.js';

// The watch of a signed-in player: GPT_GAME_MODAL by itself once a local day on the main page,
// not over another modal; the floating banners by availability, hidden until the next local
// midnight once dismissed (the tests run in Bucharest, UTC+2 in March).

const clock = vi.hoisted(() => ({ now: new Date('2026-03-10T12:00:00Z') }));
const modals = vi.hoisted(() => ({
  open: vi.fn(() => true),
  queue: [] as { name: string }[],
}));

vi.mock('../../../lib/session.js', async () => {
  const { TEST_PLAYER: player } = await import('../../../lib/signed-in-test-doubles.js');
  return {
    useSession: () => ({
      player,
      bootstrap: undefined,
      status: 'success',
      setPlayer: () => undefined,
      now: () => clock.now,
    }),
  };
});
vi.mock('../../../lib/modals.js', () => ({
  useModals: () => ({
    active: modals.queue[0],
    queue: modals.queue,
    open: modals.open,
    close: () => undefined,
    closeAll: () => undefined,
    isRegistered: () => true,
  }),
}));
vi.mock('../../cookie-consent/public.js', () => ({ useCookieConsent: () => true }));

const strings = MINI_GAMES_STRINGS.en;
const FLAG = dailyShownFlagKey('gptGame', TEST_PLAYER.id);

function renderWatch(path: string, wheel = 204, card = 204) {
  const Trpc = trpcWrapper((procedure) => {
    if (procedure === 'miniGames.availability') {
      return [
        { game: 'lucky-card', status: card, available: card === 204 },
        { game: 'wheel', status: wheel, available: wheel === 204 },
        { game: 'bird', status: 409, available: false },
      ];
    }
    throw new Error(`unexpected call ${procedure}`);
  });
  const i18n = createKitI18n('en', { [MINI_GAMES_NAMESPACE]: MINI_GAMES_STRINGS });
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Trpc>
          <MiniGamesWatch />
        </Trpc>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
});

/** Lets the availability answer and the auto-open's moment pass, on fake timers. */
async function passTime() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1_000);
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // The deposit modal after this login was shown already (payments' once-per-session flag).
  window.sessionStorage.setItem('depositModalShown', 'true');
  modals.queue = [];
  clock.now = new Date('2026-03-10T12:00:00Z');
});

describe('the auto-open', () => {
  it('opens the wheel once a local day on the main page, and records the day', async () => {
    renderWatch('/');
    await waitFor(() => {
      expect(modals.open).toHaveBeenCalledWith('GPT_GAME_MODAL', { game: 'wheel_of_fortune' });
    });
    expect(window.localStorage.getItem(FLAG)).toBe('"2026-03-10"');
  });

  it('leaves the arrival to the deposit modal still due after this login', async () => {
    window.sessionStorage.removeItem('depositModalShown');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWatch('/');
    await passTime();
    expect(screen.getByTestId('banner-wheel_of_fortune')).toBeTruthy();
    expect(modals.open).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(FLAG)).toBeNull();
  });

  it('stays shut when it was shown today', async () => {
    window.localStorage.setItem(FLAG, '"2026-03-10"');
    renderWatch('/');
    await screen.findByRole('complementary', { name: strings.banners.region });
    expect(modals.open).not.toHaveBeenCalled();
  });

  it('does not queue behind another modal, nor open off the main page', async () => {
    modals.queue = [{ name: 'BONUS_MODAL' }];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWatch('/');
    await passTime();
    expect(modals.open).not.toHaveBeenCalled();
    vi.useRealTimers();

    cleanup();
    modals.queue = [];
    renderWatch('/games/slots');
    await screen.findByRole('complementary', { name: strings.banners.region });
    expect(modals.open).not.toHaveBeenCalled();
  });
});

describe('the floating banners', () => {
  it('show each available game, and not an unavailable one', async () => {
    window.localStorage.setItem(FLAG, '"2026-03-10"');
    renderWatch('/tournaments', 204, 403);
    const wheel = await screen.findByRole('button', {
      name: strings.banners.open.replace('{{name}}', strings.views.wheel_of_fortune),
    });
    expect(wheel).toBeTruthy();
    expect(screen.queryByTestId('banner-lucky_card')).toBeNull();
  });

  it('stay away on other pages', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWatch('/account/profile');
    await passTime();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('hide a dismissed banner until the next local midnight, then show it again', async () => {
    window.localStorage.setItem(FLAG, '"2026-03-10"');
    renderWatch('/bonuses');
    const dismiss = await screen.findByRole('button', {
      name: strings.banners.dismiss.replace('{{name}}', strings.views.wheel_of_fortune),
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => {
      dismiss.click();
    });
    expect(screen.queryByTestId('banner-wheel_of_fortune')).toBeNull();
    expect(screen.getByTestId('banner-lucky_card')).toBeTruthy();
    // Local midnight in Bucharest is 22:00 UTC.
    expect(JSON.parse(window.localStorage.getItem('dismissedBanners') ?? '{}')).toEqual({
      wheel_of_fortune: '2026-03-10T22:00:00.000Z',
    });

    clock.now = new Date('2026-03-10T22:00:01Z');
    act(() => {
      vi.advanceTimersByTime(10 * 3_600_000 + 2_000);
    });
    expect(screen.getByTestId('banner-wheel_of_fortune')).toBeTruthy();
  });

  it('opening a banner opens its game and hides it for the day', async () => {
    window.localStorage.setItem(FLAG, '"2026-03-10"');
    renderWatch('/loyalty');
    (
      await screen.findByRole('button', {
        name: strings.banners.open.replace('{{name}}', strings.views.lucky_card),
      })
    ).click();
    expect(modals.open).toHaveBeenCalledWith('GPT_GAME_MODAL', { game: 'lucky_card' });
    await waitFor(() => {
      expect(screen.queryByTestId('banner-lucky_card')).toBeNull();
    });
  });
});
