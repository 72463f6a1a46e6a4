import type { FooterContent } from '@casino/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../components/ui/render-with-kit.js';
import type { useFooterContent } from '../../features/footer-content/public.js';
import { FooterSections } from './footer-sections.js';

// The footer's links to the CMS's info pages, for a guest on a German page: each opens its info
// page, but the app section's install page opens the app's own install page.

vi.mock('../../lib/session.js', () => ({
  useSession: () => ({ player: null, bootstrap: undefined, status: 'success' }),
}));
vi.mock('../../lib/language.js', async () => {
  const { localizePath: localize } = await import('@casino/shared');
  return {
    useLanguage: () => ({
      language: 'de',
      menu: [],
      changeLanguage: () => undefined,
      href: (path: string) => localize(path, 'de'),
    }),
  };
});
vi.mock(
  '../../lib/modals.js',
  async () => (await import('../../lib/signed-in-test-doubles.js')).modalsDouble,
);
vi.mock('./use-deposit-in-place.js', () => ({ useDepositInPlace: () => () => undefined }));
vi.mock('../../features/pwa/public.js', () => ({
  installPlatformOf: () => 'android',
  iosBrowserOf: () => null,
  useInstallState: () => ({ installed: false }),
}));

const FOOTER: FooterContent = {
  groups: [
    {
      code: 'info_pages',
      title: 'Informationen',
      children: [{ code: 'terms-and-conditions', title: 'AGB', content: '<p>…</p>' }],
    },
    {
      code: 'app',
      title: 'App',
      children: [{ code: 'install-app', title: 'App installieren', content: '<p>…</p>' }],
    },
  ],
  licence: { text: '<p>Lizenz</p>', image: '/media/licence.svg' },
};

function renderFooter() {
  const content = { data: FOOTER, isPending: false } as ReturnType<typeof useFooterContent>;
  return renderWithKit(<FooterSections content={content} isDesktop onOpenChat={undefined} />, {
    language: 'de',
  });
}

describe("the footer's info-page links", () => {
  it('open the install page for the app section’s install entry, in the page’s language', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'App installieren' }).getAttribute('href')).toBe(
      '/de/install-app',
    );
  });

  it('open the CMS page of every other entry', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'AGB' }).getAttribute('href')).toBe(
      '/de/info_pages/terms-and-conditions',
    );
  });
});
