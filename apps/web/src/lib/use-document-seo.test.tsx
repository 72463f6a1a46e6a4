import { SEO_MAIN_KEY, type SeoPage } from '@casino/shared';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDocumentTitle } from './document-title.js';
import { trpcWrapper, type Answer } from './trpc-test-client.js';
import { useDocumentSeo } from './use-document-seo.js';

// German pages: '/de' is the prefix the language provider would add.
vi.mock('./language.js', () => ({
  useLanguage: () => ({
    language: 'de',
    href: (path: string) => (path === '/' ? '/de' : `/de${path}`),
  }),
}));

const MAIN: SeoPage = {
  key: SEO_MAIN_KEY,
  language: 'de',
  title: 'Lumo Casino: Online-Slots, Live-Casino und Sportwetten',
  description: 'Tausende Slots, Live-Tische, tägliche Jackpots und Turniere.',
  canonicalPath: '/de',
};

const SLOTS: SeoPage = {
  key: 'games_slots',
  language: 'de',
  title: 'Slots | Lumo Casino',
  description: 'Slots bei Lumo Casino: um Echtgeld spielen oder zuerst die Demo testen.',
  canonicalPath: '/de/games/slots',
};

/** The CMS through the BFF: an entry for the slots page, seo_main for any other path. */
const cms =
  (failing: readonly string[] = []): Answer =>
  (path, input) => {
    const { path: page } = input as { path: string };
    if (path !== 'content.seo') throw new Error(`unexpected call ${path}`);
    if (failing.includes(page)) throw new Error('the CMS is down');
    const seo = page === '/games/slots' ? SLOTS : { ...MAIN, canonicalPath: `/de${page}` };
    return { seo, stale: false };
  };

function renderSeo(pathname: string, answer: Answer, pageTitle?: string) {
  const Trpc = trpcWrapper(answer);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Trpc>
      <MemoryRouter initialEntries={[pathname]}>{children}</MemoryRouter>
    </Trpc>
  );
  return renderHook(
    () => {
      // What PageTitle does on a page with a heading.
      useDocumentTitle(pageTitle === undefined ? undefined : `${pageTitle} | Lumo Casino`, 'page');
      return useDocumentSeo();
    },
    { wrapper },
  );
}

const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

/** Waits until the hook has an answer (`seo` in use) of the given key. */
async function answered(result: { current: { seo: SeoPage | undefined } }, key: string) {
  await waitFor(() => {
    expect(result.current.seo?.key).toBe(key);
  });
}

beforeEach(() => {
  document.title = 'Lumo Casino';
  document.head.querySelector('meta[name="description"]')?.remove();
  document.head.querySelector('link[rel="canonical"]')?.remove();
});

afterEach(() => {
  cleanup();
});

describe('useDocumentSeo', () => {
  it('sets the CMS entry of the path: title, description and absolute canonical link', async () => {
    const { result } = renderSeo('/de/games/slots', cms());
    await answered(result, SLOTS.key);
    expect(document.title).toBe('Slots | Lumo Casino');
    expect(description()).toBe(SLOTS.description);
    expect(canonical()).toBe(`${window.location.origin}/de/games/slots`);
  });

  it("wins over the page's own heading where the CMS has an entry for the path", async () => {
    const { result } = renderSeo('/de/games/slots', cms(), 'Spielautomaten');
    await answered(result, SLOTS.key);
    expect(document.title).toBe('Slots | Lumo Casino');
  });

  it('falls back to seo_main, whose title yields to the page heading', async () => {
    const profile = renderSeo('/de/account/profile', cms(), 'Profil');
    await answered(profile.result, SEO_MAIN_KEY);
    expect(document.title).toBe('Profil | Lumo Casino');
    expect(description()).toBe(MAIN.description);
    expect(canonical()).toBe(`${window.location.origin}/de/account/profile`);
    profile.unmount();

    const styleguide = renderSeo('/de/styleguide', cms());
    await answered(styleguide.result, SEO_MAIN_KEY);
    expect(document.title).toBe(MAIN.title);
  });

  it("takes the main page's entry when the path's own cannot be had, with its own address", async () => {
    const { result } = renderSeo('/de/loyalty', cms(['/loyalty']));
    await answered(result, SEO_MAIN_KEY);
    expect(document.title).toBe(MAIN.title);
    expect(description()).toBe(MAIN.description);
    expect(canonical()).toBe(`${window.location.origin}/de/loyalty`);
  });
});
