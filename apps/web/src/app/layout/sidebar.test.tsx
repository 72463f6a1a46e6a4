import { CATCH_GAME_WINDOW } from '@casino/shared';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKitI18n } from '../../components/ui/render-with-kit.js';
import { DEFAULT_NAMESPACE } from '../../lib/i18n.js';
import { UI_EN } from '../locales/ui-en.js';
import { Sidebar, type SidebarMode } from './sidebar.js';

// The sidebar's catch-game card (SPEC.md sections 2 and 9): inside the catch game's window, both
// end days included by the visitor's local date (the tests run in Bucharest), on the product
// clock (QA's offset, not the device's), with the window and the game's id from bootstrap's
// settings; nothing outside it. The features the sidebar places stand in as nothing.

const product = vi.hoisted(() => ({
  now: new Date(),
  window: { start: '', end: '' },
  catchGameId: 100,
}));

vi.mock('../../lib/session.js', () => ({
  useSession: () => ({
    player: null,
    status: 'success',
    bootstrap: {
      isUk: false,
      settings: {
        catchGameWindow: product.window,
        catchGameId: product.catchGameId,
        oktoberfestWindow: { start: '2025-09-18', end: '2025-10-07' },
      },
    },
    now: () => product.now,
  }),
}));
vi.mock(
  '../../lib/language.js',
  async () => (await import('../../lib/signed-in-test-doubles.js')).languageDouble,
);
vi.mock(
  '../../lib/modals.js',
  async () => (await import('../../lib/signed-in-test-doubles.js')).modalsDouble,
);
vi.mock(
  '../../lib/toasts.js',
  async () => (await import('../../lib/signed-in-test-doubles.js')).toastsDouble,
);
vi.mock('../../features/auth/public.js', () => ({ useLogout: () => ({ mutate: vi.fn() }) }));
vi.mock('../../features/jackpots/public.js', () => ({ useJackpotTotal: () => undefined }));
vi.mock('../../features/gamification/public.js', () => ({ useOpenGamification: () => vi.fn() }));
vi.mock('../../features/language-menu/public.js', () => ({ LanguageMenu: () => null }));
vi.mock('../../features/loyalty-level/public.js', () => ({ LoyaltyLevel: () => null }));
vi.mock('../../features/mini-games/public.js', () => ({
  useMiniGameEntryVisible: () => () => false,
  useStartMiniGame: () => vi.fn(),
}));

beforeEach(() => {
  // The device's clock is far from any window: only the product's clock may show the card.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 5, 1, 12, 0));
  product.window = { ...CATCH_GAME_WINDOW };
  product.catchGameId = 100;
});
afterEach(() => {
  vi.useRealTimers();
});

function renderSidebar(now: Date, mode: SidebarMode = 'expanded') {
  product.now = now;
  const i18n = createKitI18n('en');
  i18n.addResourceBundle('en', DEFAULT_NAMESPACE, UI_EN, true, false);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <Sidebar mode={mode} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const card = () => screen.queryByRole('link', { name: 'Catch the snowflakes' });

describe("the sidebar's catch-game card", () => {
  it('shows from the first local day of the window, linking to the catch game', () => {
    renderSidebar(new Date(2024, 11, 16, 0, 0));
    expect(card()?.getAttribute('href')).toBe('/bonuses/100');
  });

  it('shows on the last local day of the window, to its last minute', () => {
    renderSidebar(new Date(2025, 0, 10, 23, 59));
    expect(card()).not.toBeNull();
  });

  it('is not there the local day before the window', () => {
    renderSidebar(new Date(2024, 11, 15, 23, 59));
    expect(card()).toBeNull();
  });

  it('is not there the local day after the window', () => {
    renderSidebar(new Date(2025, 0, 11, 0, 0));
    expect(card()).toBeNull();
  });

  it('follows the configured window and catch-game id, not the defaults', () => {
    product.window = { start: '2025-12-15', end: '2026-01-10' };
    product.catchGameId = 270;
    renderSidebar(new Date(2025, 11, 15, 9, 0));
    expect(card()?.getAttribute('href')).toBe('/bonuses/270');
  });

  it('is not there on a default window day outside the configured window', () => {
    product.window = { start: '2025-12-15', end: '2026-01-10' };
    renderSidebar(new Date(2024, 11, 20, 12, 0));
    expect(card()).toBeNull();
  });

  it('goes by the product clock: a device clock inside the window shows nothing', () => {
    vi.setSystemTime(new Date(2024, 11, 20, 12, 0));
    renderSidebar(new Date(2026, 5, 1, 12, 0));
    expect(card()).toBeNull();
  });

  it('keeps its name as the collapsed sidebar’s icon link', () => {
    renderSidebar(new Date(2024, 11, 20, 12, 0), 'collapsed');
    expect(card()?.getAttribute('href')).toBe('/bonuses/100');
  });
});
