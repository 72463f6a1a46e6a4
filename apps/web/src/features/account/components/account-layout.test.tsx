import { LANGUAGE_CODES, localizePath, type LanguageCode } from '@casino/shared';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createKitI18n } from '../../../components/ui/render-with-kit.js';
import { ACCOUNT_STRINGS } from '../locales/account-strings.js';
import { ACCOUNT_NAMESPACE } from '../locales/namespace.js';
import { AccountLayout } from './account-layout.js';

// The account area's close control (SPEC.md section 2): it leaves the area for the layout route
// the player entered it from, kept in navigation state from page to page, or for main. It does
// not close the account, a regulated action of its own, and its name does not say so.

const page = vi.hoisted((): { language: LanguageCode } => ({ language: 'en' }));

vi.mock('../../../lib/language.js', async () => {
  const { localizePath: localize } = await import('@casino/shared');
  return {
    useLanguage: () => ({
      language: page.language,
      menu: [],
      changeLanguage: () => undefined,
      href: (path: string) => localize(path, page.language),
    }),
  };
});

/** Anywhere outside the account: where the player landed. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{`${pathname}${search}`}</output>;
}

function renderAccount(entry: { pathname: string; state?: unknown }, language: LanguageCode) {
  page.language = language;
  const i18n = createKitI18n(language, { [ACCOUNT_NAMESPACE]: ACCOUNT_STRINGS });
  const account = <AccountLayout title="Account page">Content</AccountLayout>;
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/account/*" element={account} />
          <Route path="/:lang/account/*" element={account} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { user: userEvent.setup(), strings: ACCOUNT_STRINGS[language].layout };
}

const location = () => screen.getByRole('status', { name: 'Location' }).textContent;

describe('the account layout’s close control', () => {
  it('goes back to the layout route the player came from, after any tabs of the account', async () => {
    const { user, strings } = renderAccount(
      { pathname: '/account/balance', state: { from: '/games/live?sort=new' } },
      'en',
    );
    await user.click(screen.getByRole('link', { name: strings.tabs.profile }));
    await user.click(screen.getByRole('link', { name: strings.tabs.withdrawal }));
    await user.click(screen.getByRole('link', { name: 'Leave the account area' }));
    expect(location()).toBe('/games/live?sort=new');
  });

  it.each(LANGUAGE_CODES)(
    'goes to the main page in %s when the account was opened directly',
    async (language) => {
      const { user, strings } = renderAccount(
        { pathname: localizePath('/account/profile', language) },
        language,
      );
      await user.click(screen.getByRole('link', { name: strings.leave }));
      expect(location()).toBe(localizePath('/', language));
    },
  );

  it('goes to the main page rather than to another site named in the state', async () => {
    const { user } = renderAccount(
      { pathname: '/account/profile', state: { from: '//evil.example/games' } },
      'en',
    );
    await user.click(screen.getByRole('link', { name: 'Leave the account area' }));
    expect(location()).toBe('/');
  });
});
