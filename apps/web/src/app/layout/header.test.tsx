import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMedia } from '../../components/ui/media-stub.js';
import { createKitI18n } from '../../components/ui/render-with-kit.js';
import { DEFAULT_NAMESPACE } from '../../lib/i18n.js';
import { UI_EN } from '../locales/ui-en.js';
import { Header } from './header.js';

// The header's profile button for a player (SPEC.md section 2): opened from a layout route it
// carries that route in navigation state, the account's close control's way back; opened from
// inside the account it keeps the route the player entered from, not the account page.

vi.mock('../../lib/session.js', async () => {
  const { TEST_PLAYER } = await import('../../lib/signed-in-test-doubles.js');
  return { useSession: () => ({ player: TEST_PLAYER, bootstrap: undefined, status: 'success' }) };
});
vi.mock(
  '../../lib/modals.js',
  async () => (await import('../../lib/signed-in-test-doubles.js')).modalsDouble,
);
vi.mock('../../lib/language.js', async () => {
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
vi.mock('../../features/wallet/public.js', () => ({ LazyBalanceChip: () => null }));
vi.mock('./use-deposit-in-place.js', () => ({ useDepositInPlace: () => () => undefined }));

afterEach(() => {
  vi.restoreAllMocks();
});

/** The page below the header: where the player is and the state the link gave. */
function Page() {
  const location = useLocation();
  const state: unknown = location.state;
  return (
    <output aria-label="Location">{`${location.pathname}${location.search} ${JSON.stringify(state)}`}</output>
  );
}

function renderHeader(entry: { pathname: string; search?: string; state?: unknown }) {
  stubMedia({ width: 1440 });
  const i18n = createKitI18n('en');
  i18n.addResourceBundle('en', DEFAULT_NAMESPACE, UI_EN, true, false);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[entry]}>
        <Header isDesktop onOpenDrawer={vi.fn()} onPreloadDrawer={vi.fn()} drawerOpen={false} />
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return userEvent.setup();
}

const location = () => screen.getByRole('status', { name: 'Location' }).textContent;

describe('the header’s profile button', () => {
  it('carries the layout route it was pressed on, with its query', async () => {
    const user = renderHeader({ pathname: '/de/games/live', search: '?sort=new' });
    await user.click(screen.getByRole('link', { name: 'Profile' }));
    expect(location()).toBe('/de/account/profile {"from":"/de/games/live?sort=new"}');
  });

  it('keeps, from inside the account, the route the player entered it from', async () => {
    const user = renderHeader({
      pathname: '/de/account/balance/payment-history',
      state: { from: '/de/jackpots' },
    });
    await user.click(screen.getByRole('link', { name: 'Profile' }));
    expect(location()).toBe('/de/account/profile {"from":"/de/jackpots"}');
  });

  it('gives main as the way back inside an account opened directly', async () => {
    const user = renderHeader({ pathname: '/de/account/balance' });
    await user.click(screen.getByRole('link', { name: 'Profile' }));
    expect(location()).toBe('/de/account/profile {"from":"/de"}');
  });
});
