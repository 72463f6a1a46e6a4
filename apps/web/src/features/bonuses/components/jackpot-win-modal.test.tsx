import {
  LANGUAGE_CODES,
  type Game,
  type JackpotWinNotice,
  type LanguageCode,
} from '@casino/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../../components/ui/render-with-kit.js';
import { KIT_STRINGS } from '../../../components/ui/locales/kit-strings.js';
import { signedInDoubles } from '../../../lib/signed-in-test-doubles.js';
import { trpcWrapper } from '../../../lib/trpc-test-client.js';
import type * as GamePublic from '../../game/public.js';
import { forgetJackpotWins, handledJackpotWins } from '../api/jackpot-wins.js';
import { MODAL_SAMPLES } from '../modal-samples.js';
import { BONUSES_STRINGS } from '../locales/bonuses-strings.js';
import { BONUSES_NAMESPACE } from '../locales/namespace.js';
import { JackpotWinModal } from './jackpot-win-modal.js';

// JACKPOT_WIN in five languages with /mock-modals' sample: the amount, the game's tile and the
// buttons of the shared rule for the page and the bonus balance; the decision sent once with one
// key per attempt, then the modal closed (and, for Claim and play, the game launched); a refused
// decision said in the modal and retried with the same key; the no-wager variant.

const toasts = vi.hoisted(() => ({ show: vi.fn() }));
const flow = vi.hoisted(() => ({ play: vi.fn() }));

vi.mock(
  '../../../lib/session.js',
  async () => (await import('../../../lib/signed-in-test-doubles.js')).sessionDouble,
);
vi.mock(
  '../../../lib/modals.js',
  async () => (await import('../../../lib/signed-in-test-doubles.js')).modalsDouble,
);
vi.mock(
  '../../../lib/language.js',
  async () => (await import('../../../lib/signed-in-test-doubles.js')).languageDouble,
);
vi.mock('../../../lib/toasts.js', () => ({
  useToasts: () => ({ toasts: [], show: toasts.show, dismiss: () => undefined }),
}));
vi.mock('../../game/public.js', async (importOriginal) => ({
  ...(await importOriginal<typeof GamePublic>()),
  usePlayGame: () => flow.play,
}));

const SAMPLE: JackpotWinNotice = MODAL_SAMPLES.JACKPOT_WIN.sample.win;

const GAME: Game = {
  id: SAMPLE.gameId ?? 1_001,
  name: 'Golden Lumo',
  image: '/art/games/1001/desktop.svg',
  providerId: 3,
  providerName: 'Northern Reels',
  geo_link: '/pages/game/1001',
  hasDemo: false,
  categories: [],
  isWagering: false,
  source: 'casino',
  imagine: {
    files: { desktop: '/art/games/1001/desktop.svg', mobile: '/art/games/1001/mobile.svg' },
    gradient_color: '#3b6fd4',
  },
  requiredProfile: 'none',
};

interface Decision {
  bonusId: number;
  status: string;
  onGamePage: boolean;
  idempotencyKey: string;
}

/** Goes to `path` once mounted: the modal reads the page it is over from the location. */
function At({ path, children }: { path: string; children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(path);
  }, [navigate, path]);
  return children;
}

function renderModal(
  language: LanguageCode,
  {
    win = SAMPLE,
    bonusCasino = 0,
    path = '/',
    decide = () => ({ bonusId: win.id, status: 'Activated', gameId: GAME.id }),
  }: {
    win?: JackpotWinNotice;
    bonusCasino?: number;
    path?: string;
    decide?: (input: Decision) => unknown;
  } = {},
) {
  signedInDoubles.language = language;
  const decisions: Decision[] = [];
  const onClose = vi.fn();
  const Trpc = trpcWrapper((procedure, input) => {
    switch (procedure) {
      case 'wallet.short':
        return { balanceMain: 20, bonusCasino, balance: 20 + bonusCasino };
      case 'wallet.playability':
        return { balanceMain: 20, bonusCasino, wageringGames: null };
      case 'games.byId':
        return { game: GAME };
      case 'jackpots.decide':
        decisions.push(input as Decision);
        return decide(input as Decision);
      case 'jackpots.pendingWins':
      case 'bonuses.list':
      case 'bonuses.queue':
      case 'bonuses.detail':
      case 'wallet.balance':
      case 'wallet.full':
      case 'wallet.freeSpins':
        return {};
      default:
        throw new Error(`unexpected call ${procedure}`);
    }
  });
  const result = renderWithKit(
    <Trpc>
      <At path={path}>
        <JackpotWinModal data={{ win }} onClose={onClose} />
      </At>
    </Trpc>,
    { language, namespaces: { [BONUSES_NAMESPACE]: BONUSES_STRINGS } },
  );
  return { ...result, decisions, onClose };
}

beforeEach(() => {
  vi.clearAllMocks();
  forgetJackpotWins();
});

describe.each(LANGUAGE_CODES)('JACKPOT_WIN in %s', (language) => {
  const strings = BONUSES_STRINGS[language];

  it('shows the amount, the game’s tile and Claim and Decline off a game page', async () => {
    renderModal(language);
    const dialog = screen.getByRole('dialog', { name: strings.jackpot.title });
    // German grouping in every locale.
    expect(within(dialog).getByTestId('jackpot-win-amount').textContent).toBe('12.345,67\u00a0€');
    expect(within(dialog).getByText(strings.jackpot.pendingLead)).toBeTruthy();
    expect(await within(dialog).findByRole('heading', { name: GAME.name })).toBeTruthy();
    expect(
      within(dialog).getByRole('button', {
        name: KIT_STRINGS[language].gameTile.playGame.replace('{{name}}', GAME.name),
      }),
    ).toBeTruthy();
    const group = within(dialog).getByRole('group', { name: strings.jackpot.choices });
    await waitFor(() => {
      expect(
        within(group)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual([strings.jackpot.claim, strings.jackpot.decline]);
    });
  });

  it('the no-wager variant says the win is in the real balance, with one button', async () => {
    const { user, onClose } = renderModal(language, { win: { ...SAMPLE, kind: 'credited' } });
    const dialog = screen.getByRole('dialog', { name: strings.jackpot.creditedTitle });
    expect(within(dialog).getByText(strings.jackpot.creditedLead)).toBeTruthy();
    const group = within(dialog).getByRole('group', { name: strings.jackpot.choices });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([strings.jackpot.ok]);
    await user.click(within(group).getByRole('button', { name: strings.jackpot.ok }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(handledJackpotWins().has(SAMPLE.id)).toBe(true);
  });
});

describe('JACKPOT_WIN’s buttons and decision', () => {
  const strings = BONUSES_STRINGS.en;

  it('offers Claim and play off a game page with bonus money', async () => {
    renderModal('en', { bonusCasino: 15 });
    expect(
      await screen.findByRole('button', { name: strings.jackpot.claim_and_play }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: strings.jackpot.queue })).toBeNull();
  });

  it('offers Claim, Add to queue and Decline on a game page with bonus money', async () => {
    renderModal('en', { bonusCasino: 15, path: '/game/1001' });
    const group = screen.getByRole('group', { name: strings.jackpot.choices });
    await waitFor(() => {
      expect(
        within(group)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual([strings.jackpot.claim, strings.jackpot.queue, strings.jackpot.decline]);
    });
  });

  it('sends Add to queue once, however often it is pressed, then closes', async () => {
    const { user, decisions, onClose } = renderModal('en', {
      bonusCasino: 15,
      path: '/game/1001',
    });
    const queue = await screen.findByRole('button', { name: strings.jackpot.queue });
    await user.click(queue);
    await user.click(queue);
    await waitFor(() => {
      expect(onClose).toHaveBeenCalledTimes(1);
    });
    expect(decisions).toHaveLength(1);
    expect(decisions[0]).toMatchObject({ bonusId: SAMPLE.id, status: 'Queue', onGamePage: true });
    expect(decisions[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(toasts.show).toHaveBeenCalledWith('success', strings.jackpot.queued);
    expect(handledJackpotWins().has(SAMPLE.id)).toBe(true);
    expect(flow.play).not.toHaveBeenCalled();
  });

  it('Claim and play activates the win, closes, then launches its game', async () => {
    const { user, decisions, onClose } = renderModal('en', { bonusCasino: 15 });
    await user.click(await screen.findByRole('button', { name: strings.jackpot.claim_and_play }));
    await waitFor(() => {
      expect(flow.play).toHaveBeenCalledWith({ id: GAME.id, name: '' }, 'real');
    });
    expect(decisions.map((decision) => decision.status)).toEqual(['Activated']);
    expect(decisions[0]?.onGamePage).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says why a decision was refused, stays open, and retries with the same key', async () => {
    let refuse = true;
    const { user, decisions, onClose } = renderModal('en', {
      decide: () => {
        if (refuse) throw new Error('the upstream is away');
        return { bonusId: SAMPLE.id, status: 'Rejected', gameId: GAME.id };
      },
    });
    const decline = await screen.findByRole('button', { name: strings.jackpot.decline });
    await user.click(decline);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(handledJackpotWins().has(SAMPLE.id)).toBe(false);

    refuse = false;
    await user.click(decline);
    await waitFor(() => {
      expect(onClose).toHaveBeenCalledTimes(1);
    });
    expect(decisions.map((decision) => decision.status)).toEqual(['Rejected', 'Rejected']);
    expect(decisions[1]?.idempotencyKey).toBe(decisions[0]?.idempotencyKey);
    expect(toasts.show).toHaveBeenCalledWith('success', strings.jackpot.declined);
  });

  it('dismissed without a decision, the win is not opened again on this page', async () => {
    const { user, decisions, onClose } = renderModal('en');
    await user.click(screen.getByRole('button', { name: KIT_STRINGS.en.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(decisions).toHaveLength(0);
    expect(handledJackpotWins().has(SAMPLE.id)).toBe(true);
  });
});
