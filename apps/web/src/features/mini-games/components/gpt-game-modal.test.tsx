import { LANGUAGE_CODES, MESSAGE_CATALOGUES, type LanguageCode } from '@casino/shared';
import type { AppRouter } from '@casino/bff/router';
import { TRPCClientError } from '@trpc/client';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KIT_STRINGS } from '../../../components/ui/locales/kit-strings.js';
import { renderWithKit } from '../../../components/ui/render-with-kit.js';
import { signedInDoubles } from '../../../lib/signed-in-test-doubles.js';
import { trpcWrapper, type Answer } from '../../../lib/trpc-test-client.js';
import { miniGamesFeature } from '../feature.js';
import { MINI_GAMES_STRINGS } from '../locales/mini-games-strings.js';
import { MINI_GAMES_NAMESPACE } from '../locales/namespace.js';
import { GptGameModal } from './gpt-game-modal.js';

// GPT_GAME_MODAL in all five languages: the daily bonus's week with today marked and its Collect,
// the countdown once collected; a game that lands on the server's prize (no motion asked for) and
// says it; the level gate and the day's chances as the kit's client states, with a deposit.

/** An idempotency key: a UUID, or 32 hex digits where randomUUID is missing. */
const KEY_PATTERN = /^[0-9a-f-]{32,36}$/;

const modals = vi.hoisted(() => ({ open: vi.fn(() => true) }));

vi.mock(
  '../../../lib/session.js',
  async () => (await import('../../../lib/signed-in-test-doubles.js')).sessionDouble,
);
vi.mock('../../../lib/modals.js', () => ({
  useModals: () => ({
    active: undefined,
    queue: [],
    open: modals.open,
    close: () => undefined,
    closeAll: () => undefined,
    isRegistered: () => true,
  }),
}));
vi.mock(
  '../../../lib/language.js',
  async () => (await import('../../../lib/signed-in-test-doubles.js')).languageDouble,
);
vi.mock('../../../components/ui/use-reduced-motion.js', () => ({ useReducedMotion: () => true }));

// The doubles' clock: 2026-03-10 12:00 UTC, a Tuesday; days in unix seconds.
const MONDAY_S = Date.parse('2026-03-09T00:00:00Z') / 1000;
const week = (currentDay: number) => ({
  status: 200,
  data: {
    currentDay,
    days: Array.from({ length: 7 }, (_, index) => ({
      day: index + 1,
      canBeCollectedAfterTs: MONDAY_S + index * 86_400,
    })),
  },
});

const availability = (wheel: number, card = 204) => [
  { game: 'lucky-card', status: card, available: card === 204 },
  { game: 'wheel', status: wheel, available: wheel === 204 },
  { game: 'bird', status: 204, available: true },
];

/** A refused play as the client sees it: the BFF's error data with the casino's domain code. */
function domainError(domainCode: string, messageKey: string): TRPCClientError<AppRouter> {
  return new TRPCClientError<AppRouter>(domainCode, {
    result: {
      error: {
        code: -32009,
        message: domainCode,
        data: { code: 'CONFLICT', httpStatus: 409, domainCode, messageKey },
      },
    },
  } as unknown as ConstructorParameters<typeof TRPCClientError<AppRouter>>[1]);
}

function render(
  language: LanguageCode,
  game: 'daily_bonus' | 'wheel_of_fortune' | 'lucky_card',
  answer: Answer,
) {
  signedInDoubles.language = language;
  const Trpc = trpcWrapper(answer);
  return renderWithKit(
    <Trpc>
      <GptGameModal data={{ game }} onClose={vi.fn()} />
    </Trpc>,
    { language, namespaces: { [MINI_GAMES_NAMESPACE]: MINI_GAMES_STRINGS } },
  );
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('GPT_GAME_MODAL', () => {
  it('is registered lazily, with sample data for /mock-modals', async () => {
    expect(miniGamesFeature.modals?.names).toContain('GPT_GAME_MODAL');
    expect((await miniGamesFeature.modals?.load())?.GPT_GAME_MODAL).toBeDefined();
    expect((await miniGamesFeature.samples?.())?.GPT_GAME_MODAL?.sample).toEqual({
      game: 'wheel_of_fortune',
    });
    expect(miniGamesFeature.waitingActions?.open_mini_game).toBeDefined();
  });
});

describe.each(LANGUAGE_CODES)('GPT_GAME_MODAL in %s', (language) => {
  const strings = MINI_GAMES_STRINGS[language];
  const messages = MESSAGE_CATALOGUES[language];

  it('shows the week, collects today’s bonus and counts down to the next', async () => {
    let collected = false;
    const collect = vi.fn<(input: unknown) => void>();
    render(language, 'daily_bonus', (path, input) => {
      if (path === 'bonuses.daily') return collected ? week(3) : week(2);
      if (path === 'bonuses.collectDaily') {
        collect(input);
        collected = true;
        return week(3);
      }
      if (path === 'miniGames.availability') return availability(204);
      if (path.startsWith('balance.') || path.startsWith('wallet.')) return null;
      throw new Error(`unexpected call ${path}`);
    });
    const dialog = screen.getByRole('dialog', { name: strings.modal.title });
    expect(
      within(dialog).getByRole('tab', { name: strings.views.daily_bonus, selected: true }),
    ).toBeTruthy();
    const list = await within(dialog).findByRole('list', { name: strings.daily.days });
    const days = within(list).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[1]?.getAttribute('aria-current')).toBe('date');
    expect(days[0]?.textContent).toContain(strings.daily.collected);
    expect(days[2]?.textContent).toContain(strings.daily.later);
    expect(within(dialog).getByText(strings.daily.ready)).toBeTruthy();

    within(dialog).getByRole('button', { name: strings.daily.collect }).click();

    await within(dialog).findByText(strings.daily.collectedNow);
    const collectInput = collect.mock.calls[0]?.[0] as { idempotencyKey: string };
    expect(collectInput.idempotencyKey).toMatch(KEY_PATTERN);
    // Day 3 opens on Wednesday 00:00 UTC: 12 hours from the doubles' clock.
    expect(within(dialog).getByRole('timer').textContent).toBe('12:00:00');
    expect(
      within(dialog).getByRole('button', { name: strings.daily.collect }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('plays the wheel and says the server’s prize', async () => {
    const play = vi.fn<(input: unknown) => void>();
    render(language, 'wheel_of_fortune', (path, input) => {
      if (path === 'miniGames.availability') return availability(204);
      if (path === 'miniGames.play') {
        play(input);
        return { game: 'wheel', prize: { kind: 'free_spins', count: 12 }, attemptsLeft: 0 };
      }
      if (path === 'bonuses.daily') return week(2);
      return null;
    });
    const dialog = screen.getByRole('dialog', { name: strings.modal.title });
    const spin = await within(dialog).findByRole('button', {
      name: strings.games.wheel_of_fortune.start,
    });
    spin.click();
    const prize = strings.prize.free_spins.replace('{{count}}', '12');
    await waitFor(() => {
      expect(within(dialog).getByRole('status').textContent).toBe(prize);
    });
    const sent = play.mock.calls[0]?.[0] as { game: string; idempotencyKey: string };
    expect(sent.game).toBe('wheel');
    expect(sent.idempotencyKey).toMatch(KEY_PATTERN);
    expect(
      within(dialog).getByText(strings.play.chancesLeft.replace('{{count}}', '0')),
    ).toBeTruthy();
    await waitFor(() => {
      expect(document.activeElement).toBe(within(dialog).getByTestId('mini-game-result'));
    });
  });

  it('says the level gate before a play, and the day’s used chances with a deposit', async () => {
    render(language, 'lucky_card', (path) => {
      if (path === 'miniGames.availability') return availability(409, 403);
      if (path === 'bonuses.daily') return week(2);
      return null;
    });
    const dialog = screen.getByRole('dialog', { name: strings.modal.title });
    await within(dialog).findByText(messages.miniGame.levelTooLow);

    within(dialog).getByRole('tab', { name: strings.views.wheel_of_fortune }).click();
    await within(dialog).findByText(messages.miniGame.noChancesLeft);
    within(dialog).getByRole('button', { name: KIT_STRINGS[language].clientState.deposit }).click();
    expect(modals.open).toHaveBeenCalledWith('DEPOSIT');
  });

  it('shows the day’s chances when a play is refused', async () => {
    render(language, 'wheel_of_fortune', (path) => {
      if (path === 'miniGames.availability') return availability(204);
      if (path === 'miniGames.play')
        throw domainError('no_attempts_left', 'miniGame.noChancesLeft');
      if (path === 'bonuses.daily') return week(2);
      return null;
    });
    const dialog = screen.getByRole('dialog', { name: strings.modal.title });
    (
      await within(dialog).findByRole('button', { name: strings.games.wheel_of_fortune.start })
    ).click();
    await within(dialog).findByText(messages.miniGame.noChancesLeft);
  });
});
