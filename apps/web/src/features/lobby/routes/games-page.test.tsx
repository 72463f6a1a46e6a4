import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ClientState } from '../../../components/ui/client-state.js';
import { createKitI18n } from '../../../components/ui/render-with-kit.js';
import { LOBBY_DE } from '../locales/de.js';
import { LOBBY_EN } from '../locales/en.js';
import { LOBBY_NAMESPACE } from '../locales/namespace.js';
import { LOBBY_PT } from '../locales/pt.js';
import { LOBBY_RO } from '../locales/ro.js';
import { GamesPage } from './games-page.js';

// The Favorites category is a player's (SPEC.md section 3): a guest gets the reserved client state
// UNAUTHORIZED, saying what logging in shows, with the login.

const modals = vi.hoisted(() => ({ open: vi.fn<(name: string) => boolean>(() => true) }));

vi.mock('../../../lib/session.js', () => ({
  useSession: () => ({
    player: null,
    bootstrap: { isUk: false },
    status: 'success',
    setPlayer: () => undefined,
    now: () => new Date('2026-03-10T12:00:00Z'),
  }),
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
vi.mock('../components/category-switcher.js', () => ({ CategorySwitcher: () => null }));
// The kit's ClientState as it is, watched: which reserved state the page shows.
vi.mock('../../../components/ui/client-state.js', async (importOriginal) => {
  const kit = await importOriginal<{ ClientState: typeof ClientState }>();
  return { ...kit, ClientState: vi.fn(kit.ClientState) };
});

const LOBBY_STRINGS = { en: LOBBY_EN, gb: LOBBY_EN, de: LOBBY_DE, ro: LOBBY_RO, pt: LOBBY_PT };

describe('the Favorites category for a guest', () => {
  it('shows the UNAUTHORIZED state with what logging in shows, and opens the login', async () => {
    const i18n = createKitI18n('en', { [LOBBY_NAMESPACE]: LOBBY_STRINGS });
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/games/favorites']}>
          <Routes>
            <Route path="/games/:categoryId" element={<GamesPage />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(vi.mocked(ClientState).mock.calls.map(([props]) => props.state)).toContain(
      'UNAUTHORIZED',
    );
    expect(screen.getByText(LOBBY_EN.games.favoritesTitle)).toBeTruthy();
    expect(screen.getByText(LOBBY_EN.games.favoritesText)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(modals.open).toHaveBeenCalledWith('LOGIN');
  });
});
