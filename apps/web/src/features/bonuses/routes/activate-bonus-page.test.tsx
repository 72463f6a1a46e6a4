import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createKitI18n } from '../../../components/ui/render-with-kit.js';
import { trpcWrapper, type Answer } from '../../../lib/trpc-test-client.js';
import { ContinueActivateBonus } from '../components/continue-activate-bonus.js';
import { BONUSES_STRINGS } from '../locales/bonuses-strings.js';
import { BONUSES_NAMESPACE } from '../locales/namespace.js';
import { ActivateBonusPage } from './pages.js';

// activate-bonus/{bonusId}: a player's bonus is activated at once, then main; a guest's wish waits
// in statusSignUp for the sign-up, whose runner activates it, then main.

const state = vi.hoisted(() => ({ signedIn: true }));
const toasts = vi.hoisted(() => ({ show: vi.fn() }));

vi.mock('../../../lib/session.js', async () => {
  const { TEST_PLAYER: player } = await import('../../../lib/signed-in-test-doubles.js');
  return {
    useSession: () => ({
      player: state.signedIn ? player : null,
      bootstrap: undefined,
      status: 'success',
      setPlayer: () => undefined,
    }),
  };
});
vi.mock(
  '../../../lib/modals.js',
  async () => (await import('../../../lib/signed-in-test-doubles.js')).modalsDouble,
);
// The language shown, which the player's own may replace while an answer is on its way.
const shownLanguage = vi.hoisted(() => ({ current: 'en' }));
vi.mock('../../../lib/language.js', () => ({
  useLanguage: () => {
    // As the provider's: each render's href is of the language that render showed.
    const language = shownLanguage.current;
    return {
      language,
      menu: [],
      changeLanguage: () => undefined,
      href: (to: string) => (language === 'en' ? to : `/${language}${to === '/' ? '' : to}`),
    };
  },
}));
vi.mock('../../../lib/toasts.js', () => ({
  useToasts: () => ({ toasts: [], show: toasts.show, dismiss: () => undefined }),
}));

const ACTIVATED = {
  id: 3,
  name: 'First login gift',
  imageBackground: '',
  shortDescription: '',
  maxBet: null,
  minBet: null,
  wagering: 0,
  activationDate: '2026-03-10T12:00:00.000Z',
  type: 'first_authorization',
  status: 'activated',
  currency: 'EUR',
};

function answering() {
  const activations: unknown[] = [];
  const answer: Answer = (path, input) => {
    if (path === 'bonuses.activate') {
      activations.push(input);
      return ACTIVATED;
    }
    if (path.startsWith('wallet.') || path.startsWith('bonuses.')) return undefined;
    throw new Error(`unexpected call ${path}`);
  };
  return { activations, answer };
}

function renderAt(entry: string, answer: Answer) {
  const Trpc = trpcWrapper(answer);
  const i18n = createKitI18n('en', { [BONUSES_NAMESPACE]: BONUSES_STRINGS });
  const tree = () => (
    <I18nextProvider i18n={i18n}>
      <Trpc>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/activate-bonus/:bonusId" element={<ActivateBonusPage />} />
            <Route path="/registration" element={<p>registration</p>} />
            <Route path="/" element={<p>main</p>} />
            <Route path="/gb" element={<p>main in gb</p>} />
          </Routes>
        </MemoryRouter>
      </Trpc>
    </I18nextProvider>
  );
  const view = render(tree());
  return {
    rerender: () => {
      view.rerender(tree());
    },
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
  state.signedIn = true;
  shownLanguage.current = 'en';
});

describe('activate-bonus/{bonusId}', () => {
  it('activates a player’s bonus once, with a key, then goes to main', async () => {
    const { activations, answer } = answering();
    renderAt('/activate-bonus/3', answer);
    expect(await screen.findByText('main')).toBeTruthy();
    expect(activations).toHaveLength(1);
    expect((activations[0] as { bonusId: number }).bonusId).toBe(3);
    expect(toasts.show).toHaveBeenCalledWith(
      'success',
      'First login gift is now your active bonus.',
    );
  });

  it('goes to main in the language shown when the answer comes, not the one it began in', async () => {
    const { answer } = answering();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const view = renderAt('/activate-bonus/3', async (path, input) => {
      if (path === 'bonuses.activate') await held;
      return answer(path, input);
    });
    // The session arrived with the page: the player's own language shows from now on.
    shownLanguage.current = 'gb';
    act(() => {
      view.rerender();
    });
    release();
    expect(await screen.findByText('main in gb')).toBeTruthy();
  });

  it('keeps a guest’s bonus for after the sign-up and asks to register', async () => {
    state.signedIn = false;
    const { activations, answer } = answering();
    renderAt('/activate-bonus/3', answer);
    expect(await screen.findByText('registration')).toBeTruthy();
    expect(window.localStorage.getItem('statusSignUp')).toBe(
      '{"kind":"activate_bonus","bonusId":3}',
    );
    expect(activations).toEqual([]);
  });

  it('says a link without a bonus id is not valid and goes to main', async () => {
    const { activations, answer } = answering();
    renderAt('/activate-bonus/abc', answer);
    expect(await screen.findByText('main')).toBeTruthy();
    expect(toasts.show).toHaveBeenCalledWith('error', BONUSES_STRINGS.en.activate.invalid);
    expect(activations).toEqual([]);
  });
});

describe('the activate_bonus runner after a sign-up', () => {
  it('activates the kept bonus once, then main, then is done', async () => {
    const { activations, answer } = answering();
    const onDone = vi.fn();
    const Trpc = trpcWrapper(answer);
    const i18n = createKitI18n('en', { [BONUSES_NAMESPACE]: BONUSES_STRINGS });
    render(
      <I18nextProvider i18n={i18n}>
        <Trpc>
          <MemoryRouter initialEntries={['/games/slots']}>
            <Routes>
              <Route
                path="/games/slots"
                element={
                  <ContinueActivateBonus
                    action={{ kind: 'activate_bonus', bonusId: 3 }}
                    onDone={onDone}
                  />
                }
              />
              <Route path="/" element={<p>main</p>} />
            </Routes>
          </MemoryRouter>
        </Trpc>
      </I18nextProvider>,
    );
    expect(await screen.findByText('main')).toBeTruthy();
    await waitFor(() => {
      expect(onDone).toHaveBeenCalledTimes(1);
    });
    expect(activations).toHaveLength(1);
  });
});
