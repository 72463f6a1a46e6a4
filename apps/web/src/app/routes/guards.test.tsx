import type { LanguageCode } from '@casino/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ActionRedirect } from './guards.js';

// The action route (SPEC-NOTES): it goes to the internal path in its data parameter, in the
// visitor's language, and anywhere else to main: never to another site.

const page = vi.hoisted((): { language: LanguageCode } => ({ language: 'de' }));

vi.mock('../../lib/language.js', async () => {
  const { localizePath } = await import('@casino/shared');
  return {
    useLanguage: () => ({
      language: page.language,
      menu: [],
      changeLanguage: () => undefined,
      href: (path: string) => localizePath(path, page.language),
    }),
  };
});

function Landed() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="Location">{`${pathname}${search}${hash}`}</output>;
}

/** Where /action?data=… lands, for a visitor reading `language`. */
function landingOf(data: string | null, language: LanguageCode = 'de'): string | null {
  page.language = language;
  const query = data === null ? '' : `?${new URLSearchParams({ data }).toString()}`;
  const prefix = language === 'en' ? '' : `/${language}`;
  const { unmount } = render(
    <MemoryRouter initialEntries={[`${prefix}/action${query}`]}>
      <Routes>
        <Route path="/action" element={<ActionRedirect />} />
        <Route path="/:lang/action" element={<ActionRedirect />} />
        <Route path="*" element={<Landed />} />
      </Routes>
    </MemoryRouter>,
  );
  const landed = screen.getByRole('status', { name: 'Location' }).textContent;
  unmount();
  return landed;
}

describe('the action route', () => {
  it.each([
    '//evil.com',
    '//evil.com/games',
    'https://evil.com',
    'javascript:alert(1)',
    '/\\evil.com',
    '/\t/evil.com',
    '/x/..//evil.com',
    '/x/%2e%2e//evil.com/games?a=1',
    'games',
    '',
  ])('sends data %j to the main page, in the visitor’s language', (data) => {
    expect(landingOf(data)).toBe('/de');
    expect(landingOf(data, 'en')).toBe('/');
  });

  it('sends a visit without data to the main page', () => {
    expect(landingOf(null)).toBe('/de');
  });

  it('goes to an internal path with its query and hash, under the visitor’s language prefix', () => {
    expect(landingOf('/games/live?sort=new#top')).toBe('/de/games/live?sort=new#top');
    expect(landingOf('/bonuses/100?x=1', 'ro')).toBe('/ro/bonuses/100?x=1');
    expect(landingOf('/games/live?sort=new#top', 'en')).toBe('/games/live?sort=new#top');
    // A path written with another language's prefix opens in the visitor's.
    expect(landingOf('/pt/faq', 'de')).toBe('/de/faq');
  });
});
