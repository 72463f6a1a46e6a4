import type { User } from '@casino/shared';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createKitI18n } from '../../components/ui/render-with-kit.js';
import type { useFooterContent } from '../../features/footer-content/public.js';
import { DEFAULT_NAMESPACE } from '../../lib/i18n.js';
import { TEST_PLAYER } from '../../lib/signed-in-test-doubles.js';
import { UI_EN } from '../locales/ui-en.js';
import { FooterSections } from './footer-sections.js';

// The footer's affiliates link and payment methods (SPEC.md section 2): the affiliates' site in a
// new tab that gets no hold on this one; a payment method sends a guest to sign-up and opens the
// deposit modal over the page for a player (the real click handler, the manager's `open` a spy).

const AFFILIATES_URL = 'https://partners.lumo.test/';

const visitor = vi.hoisted(() => ({ player: null as User | null }));
const modals = vi.hoisted(() => ({ open: vi.fn(() => true) }));

vi.mock('../../lib/session.js', () => ({
  useSession: () => ({
    player: visitor.player,
    bootstrap: { settings: { brandName: 'Lumo Casino', affiliatesUrl: AFFILIATES_URL }, flags: {} },
    status: 'success',
  }),
}));
vi.mock(
  '../../lib/language.js',
  async () => (await import('../../lib/signed-in-test-doubles.js')).languageDouble,
);
vi.mock('../../lib/modals.js', () => ({
  useModals: () => ({
    active: undefined,
    queue: [],
    open: modals.open,
    close: () => undefined,
    closeAll: () => undefined,
    isRegistered: () => true,
  }),
}));
vi.mock('../../features/pwa/public.js', () => ({
  installPlatformOf: () => 'android',
  iosBrowserOf: () => null,
  useInstallState: () => ({ installed: false }),
}));

beforeEach(() => {
  visitor.player = null;
  modals.open.mockClear();
});

/** The page under the footer: where a link took the visitor. */
function Location() {
  const { pathname } = useLocation();
  return <output aria-label="Location">{pathname}</output>;
}

function renderFooter() {
  const i18n = createKitI18n('en');
  i18n.addResourceBundle('en', DEFAULT_NAMESPACE, UI_EN, true, false);
  const content = { data: { groups: [] }, isPending: false } as unknown as ReturnType<
    typeof useFooterContent
  >;
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/jackpots']}>
        <FooterSections content={content} isDesktop onOpenChat={undefined} />
        <Routes>
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return userEvent.setup();
}

const location = () => screen.getByRole('status', { name: 'Location' }).textContent;
const paymentMethod = (name: string) => screen.getByRole('link', { name: new RegExp(`^${name}$`) });

describe("the footer's affiliates link", () => {
  it('opens the affiliates’ site in a new tab, without a hold on this one, and says so', () => {
    renderFooter();
    const link = screen.getByRole('link', { name: /^Affiliate programme/ });
    expect(link.getAttribute('href')).toBe(AFFILIATES_URL);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    expect(link.textContent).toContain('(opens in a new tab)');
  });
});

describe("the footer's payment methods", () => {
  it('send a guest to sign-up', async () => {
    const user = renderFooter();
    for (const name of ['Card', 'Bank transfer', 'Crypto', 'Mobile payment']) {
      expect(paymentMethod(name).getAttribute('href')).toBe('/registration');
    }
    await user.click(paymentMethod('Crypto'));
    expect(location()).toBe('/registration');
    expect(modals.open).not.toHaveBeenCalled();
  });

  it('open the deposit modal over the page for a player', async () => {
    visitor.player = TEST_PLAYER;
    const user = renderFooter();
    await user.click(paymentMethod('Card'));
    expect(modals.open).toHaveBeenCalledWith('DEPOSIT');
    expect(location()).toBe('/jackpots');
    // In a new tab (no click of the page's own) the link still leads to the deposit.
    expect(paymentMethod('Bank transfer').getAttribute('href')).toBe('/deposit');
  });
});
