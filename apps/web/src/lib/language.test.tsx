import type { User } from '@casino/shared';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import i18next from 'i18next';
import { StrictMode, type ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider, useLanguage } from './language.js';

// Language detection (SPEC-NOTES, "Language detection"): it runs at the page load (the path, the
// stored value, the browser), again when the bootstrap's country arrives and again when a player
// does, at most 3 times a page load in all; a later attempt never overrides the visitor's own
// pick. The app renders under StrictMode, so the provider is held to it here too.

const visitor = vi.hoisted(() => ({
  bootstrap: undefined as { country: { alpha3: string | null } } | undefined,
  player: null as Pick<User, 'id' | 'country' | 'language'> | null,
}));

vi.mock('./session.js', async () => {
  const { languageMenuFor } = await import('@casino/shared');
  return {
    useSession: () => ({
      bootstrap:
        visitor.bootstrap === undefined
          ? undefined
          : {
              ...visitor.bootstrap,
              language: { menu: languageMenuFor(visitor.bootstrap.country.alpha3) },
            },
      player: visitor.player,
      status: visitor.bootstrap === undefined ? 'pending' : 'success',
    }),
  };
});

const savePlayerLanguage = vi.fn();

beforeEach(() => {
  visitor.bootstrap = undefined;
  visitor.player = null;
  savePlayerLanguage.mockClear();
  window.localStorage.clear();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

/** The language shown, the address, and the visitor's own pick of Romanian. */
function Page() {
  const { language, changeLanguage } = useLanguage();
  const { pathname } = useLocation();
  return (
    <>
      <output aria-label="Language">{`${language} ${pathname}`}</output>
      <button
        type="button"
        onClick={() => {
          changeLanguage('ro');
        }}
      >
        Română
      </button>
    </>
  );
}

function renderPage() {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ resources: {}, lng: 'en-GB', initAsync: false });
  // A new element each time: the session is read from the test's state, not from a context.
  const ui = (): ReactElement => (
    <StrictMode>
      <MemoryRouter initialEntries={['/faq']}>
        <LanguageProvider i18n={i18n} initial="en" useSavePlayerLanguage={() => savePlayerLanguage}>
          <Page />
        </LanguageProvider>
      </MemoryRouter>
    </StrictMode>
  );
  const view = render(ui());
  return () => {
    act(() => {
      view.rerender(ui());
    });
  };
}

const shown = () => screen.getByRole('status', { name: 'Language' }).textContent;
const player = (id: number, language: User['language']) => ({ id, country: 'DEU', language });

describe('language detection', () => {
  it('follows the bootstrap’s country, then the player, as each arrives', () => {
    const arrive = renderPage();
    expect(shown()).toBe('en /faq');

    visitor.bootstrap = { country: { alpha3: 'DEU' } };
    arrive();
    expect(shown()).toBe('de /de/faq');

    visitor.player = player(7, 'pt');
    arrive();
    expect(shown()).toBe('pt /pt/faq');
  });

  it('follows the inputs that arrive together with the bootstrap (a player already signed in)', () => {
    const arrive = renderPage();
    visitor.bootstrap = { country: { alpha3: 'DEU' } };
    visitor.player = player(7, 'pt');
    arrive();
    expect(shown()).toBe('pt /pt/faq');
  });

  it('counts the bootstrap that is there at the first render (prefetched) as one attempt', () => {
    visitor.bootstrap = { country: { alpha3: 'DEU' } };
    const arrive = renderPage();
    expect(shown()).toBe('de /de/faq');

    visitor.player = player(7, 'pt');
    arrive();
    expect(shown()).toBe('pt /pt/faq');
  });

  it('runs at most 3 times a page load', () => {
    const arrive = renderPage();
    visitor.bootstrap = { country: { alpha3: 'ROU' } };
    arrive();
    visitor.player = player(7, 'de');
    arrive();
    expect(shown()).toBe('de /de/faq');

    // A fourth input (another player) finds the attempts used up.
    visitor.player = player(8, 'pt');
    arrive();
    visitor.player = null;
    arrive();
    expect(shown()).toBe('de /de/faq');
  });

  it('never overrides the visitor’s own pick', async () => {
    const arrive = renderPage();
    visitor.bootstrap = { country: { alpha3: 'DEU' } };
    arrive();
    expect(shown()).toBe('de /de/faq');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Română' }));
    expect(shown()).toBe('ro /ro/faq');

    visitor.player = player(7, 'pt');
    arrive();
    expect(shown()).toBe('ro /ro/faq');
    expect(window.localStorage.getItem('language')).toBe('"ro"');
  });
});

describe('a language change while the router is on its way', () => {
  it('localizes where the router is going, not the page it has not drawn yet', async () => {
    const i18n = i18next.createInstance();
    void i18n.use(initReactI18next).init({ resources: {}, lng: 'en-GB', initAsync: false });
    let changeLanguage: ReturnType<typeof useLanguage>['changeLanguage'] = () => undefined;
    function Callback() {
      changeLanguage = useLanguage().changeLanguage;
      return <Page />;
    }
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <LanguageProvider
              i18n={i18n}
              initial="de"
              useSavePlayerLanguage={() => savePlayerLanguage}
            >
              <Callback />
            </LanguageProvider>
          ),
        },
      ],
      { initialEntries: ['/de/auth?session_uuid=one-time'] },
    );
    render(<RouterProvider router={router} />);
    expect(shown()).toBe('de /de/auth');
    // The session callback leaves for main at once; before React has drawn that move, the
    // sign-in it started brings a player of another language.
    await act(async () => {
      void router.navigate('/de', { replace: true });
      changeLanguage('pt', { byVisitor: false });
      await Promise.resolve();
    });
    expect(shown()).toBe('pt /pt');
    expect(router.state.location.search).toBe('');
  });
});
