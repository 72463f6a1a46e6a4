import { LANGUAGE_CODES, type LanguageCode } from '@casino/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { TRPCClientError } from '@trpc/client';
import { Route, Routes, MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createKitI18n } from '../../../components/ui/render-with-kit.js';
import { trpcWrapper, type Answer } from '../../../lib/trpc-test-client.js';
import { CONTENT_DE } from '../locales/de.js';
import { CONTENT_EN } from '../locales/en.js';
import { CONTENT_PT } from '../locales/pt.js';
import { CONTENT_RO } from '../locales/ro.js';
import { CONTENT_NAMESPACE } from '../locales/namespace.js';
import { FaqPage } from './faq-page.js';
import { InfoPage } from './info-page.js';

// The CMS pages: an info page's copy in the language shown, 'Page not found' for a code the CMS
// has not, and the questions as an accordion. What the sanitiser keeps is lib/sanitize.test.ts's
// (DOMPurify needs a DOM closer to a browser's than happy-dom's, which that test sets up).

vi.mock(
  '../../../lib/language.js',
  async () => (await import('../../../lib/signed-in-test-doubles.js')).languageDouble,
);

const BY_LANGUAGE: Record<Exclude<LanguageCode, 'gb'>, object> = {
  en: CONTENT_EN,
  de: CONTENT_DE,
  ro: CONTENT_RO,
  pt: CONTENT_PT,
};
const STRINGS = Object.fromEntries(
  LANGUAGE_CODES.map((code) => [code, code === 'gb' ? CONTENT_EN : BY_LANGUAGE[code]]),
) as Record<LanguageCode, object>;

function notFound(): never {
  throw new TRPCClientError('Page not found', {
    result: { error: { data: { code: 'NOT_FOUND', messageKey: 'notFound.title' } } },
  });
}

function renderAt(url: string, answer: Answer) {
  const Trpc = trpcWrapper(answer);
  const i18n = createKitI18n('en', { [CONTENT_NAMESPACE]: STRINGS });
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <Trpc>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/info_pages/:page" element={<InfoPage />} />
            <Route path="/faq" element={<FaqPage />} />
          </Routes>
        </MemoryRouter>
      </Trpc>
    </I18nextProvider>,
  );
  return { user };
}

describe('an info page', () => {
  it('asks the CMS for the page of the path in the language shown and shows its copy', async () => {
    const asked: unknown[] = [];
    renderAt('/info_pages/terms-and-conditions', (path, input) => {
      asked.push([path, input]);
      return {
        page: {
          code: 'terms-and-conditions',
          title: 'Terms and conditions',
          content: '<p>One account each.</p>',
        },
        stale: false,
      };
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeTruthy();
    expect(screen.getByText('One account each.')).toBeTruthy();
    expect(asked).toEqual([['content.infoPage', { lang: 'en', code: 'terms-and-conditions' }]]);
  });

  it("says 'Page not found' for a code the CMS has not", async () => {
    renderAt('/info_pages/no-such-page', notFound);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});

describe('the FAQ page', () => {
  it('shows each question as a section that opens on its answer', async () => {
    const { user } = renderAt('/faq', () => ({
      items: [
        { id: 'sign-up', question: 'How do I open an account?', answer: '<p>Tap Sign up.</p>' },
        { id: 'demo', question: 'Can I try games for free?', answer: '<p>Yes, in demo.</p>' },
      ],
      stale: false,
    }));
    const question = await screen.findByRole('button', { name: 'How do I open an account?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    await user.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Tap Sign up.')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });
});
