import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createKitI18n } from '../../../components/ui/render-with-kit.js';
import { LuckyPigeonPage } from './pages.js';

// lucky-pigeon (SPEC.md section 2): opens the bird game, then goes to main in the visitor's
// language, the route's own entry replaced; a guest is asked to sign up, the game kept for after.

interface SessionDouble {
  status: 'pending' | 'success';
  player: { id: number } | null;
}

const session = vi.hoisted((): SessionDouble => ({ status: 'success', player: null }));
const modals = vi.hoisted(() => ({ open: vi.fn(() => true) }));

vi.mock('../../../lib/session.js', () => ({
  useSession: () => ({ ...session, bootstrap: undefined }),
}));
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
vi.mock('../../../lib/language.js', async () => {
  const { localizePath } = await import('@casino/shared');
  return {
    useLanguage: () => ({
      language: 'de',
      menu: [],
      changeLanguage: () => undefined,
      href: (path: string) => localizePath(path, 'de'),
    }),
  };
});

const readWish = (): unknown => JSON.parse(window.localStorage.getItem('statusSignUp') ?? 'null');

function renderRoute() {
  const router = createMemoryRouter(
    [
      { path: '/de/lucky-pigeon', element: <LuckyPigeonPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/de/games/slots', '/de/lucky-pigeon'], initialIndex: 1 },
  );
  const view = render(
    <StrictMode>
      <I18nextProvider i18n={createKitI18n('de')}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>,
  );
  return { router, view };
}

beforeEach(() => {
  modals.open.mockClear();
  window.localStorage.removeItem('statusSignUp');
  session.status = 'success';
  session.player = null;
});

describe('the lucky-pigeon route', () => {
  it('opens the bird game once for a player, then goes to main in place of itself', async () => {
    session.player = { id: 7 };
    const { router } = renderRoute();
    expect(modals.open).toHaveBeenCalledExactlyOnceWith('GPT_GAME_MODAL', {
      game: 'lucky_pigeon',
    });
    expect(router.state.location.pathname).toBe('/de');
    // Back leads to the page before, not to the route that would open the game again.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/de/games/slots');
    expect(modals.open).toHaveBeenCalledOnce();
  });

  it('asks a guest to sign up and keeps the game to open after it, then goes to main', () => {
    const { router } = renderRoute();
    expect(modals.open).toHaveBeenCalledExactlyOnceWith('SIGNUP');
    expect(readWish()).toEqual({ kind: 'open_mini_game', view: 'lucky_pigeon' });
    expect(router.state.location.pathname).toBe('/de');
  });

  it('waits until the session is known before it opens anything', () => {
    session.status = 'pending';
    const { router, view } = renderRoute();
    expect(modals.open).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/de/lucky-pigeon');
    session.status = 'success';
    session.player = { id: 7 };
    view.rerender(
      <StrictMode>
        <I18nextProvider i18n={createKitI18n('de')}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </StrictMode>,
    );
    expect(modals.open).toHaveBeenCalledExactlyOnceWith('GPT_GAME_MODAL', {
      game: 'lucky_pigeon',
    });
    expect(router.state.location.pathname).toBe('/de');
  });
});
