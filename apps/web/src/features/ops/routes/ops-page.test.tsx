import { LANGUAGE_CODES } from '@casino/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../../components/ui/render-with-kit.js';
import { SAMPLE_STATUS } from '../api/sample-status.js';
import { OPS_DE } from '../locales/de.js';
import { OPS_EN } from '../locales/en.js';
import { OPS_NAMESPACE } from '../locales/namespace.js';
import { OPS_PT } from '../locales/pt.js';
import { OPS_RO } from '../locales/ro.js';
import { OpsPage } from './ops-page.js';

const TOKEN = 'the-right-ops-token';
const STRINGS = { en: OPS_EN, gb: OPS_EN, de: OPS_DE, ro: OPS_RO, pt: OPS_PT };
const NAMESPACES = { [OPS_NAMESPACE]: STRINGS };

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockImplementation((_url, init) => {
    const headers = new Headers(init?.headers);
    const granted = headers.get('authorization') === `Bearer ${TOKEN}`;
    return Promise.resolve(
      new Response(JSON.stringify(granted ? SAMPLE_STATUS : { statusCode: 401 }), {
        status: granted ? 200 : 401,
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
  sessionStorage.clear();
});

function renderPage(language: (typeof LANGUAGE_CODES)[number] = 'en') {
  return renderWithKit(<OpsPage />, { language, namespaces: NAMESPACES });
}

describe('the ops page', () => {
  it('asks for the token and shows no figure, asking nothing, before one is given', () => {
    renderPage();
    expect(screen.getByLabelText('Ops token')).toBeDefined();
    expect(screen.queryByTestId('ops-figures')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('wants a token before it asks', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Show the figures' }));
    expect(await screen.findByText('Enter the ops token.')).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says a wrong token was refused and still shows no figure', async () => {
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Ops token'), 'a-wrong-token-000');
    await user.click(screen.getByRole('button', { name: 'Show the figures' }));
    expect(await screen.findByText('That token was refused.')).toBeDefined();
    expect(screen.queryByTestId('ops-figures')).toBeNull();
  });

  it('shows every figure with the right token, keeping the token out of storage', async () => {
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Ops token'), TOKEN);
    await user.click(screen.getByRole('button', { name: 'Show the figures' }));
    await screen.findByTestId('ops-figures');
    expect(screen.getByTestId('ops-instance-count').textContent).toBe('1');
    expect(screen.getAllByText('bff-a-1-abc123').length).toBeGreaterThan(0);
    expect(screen.getByText('1 h 2 min')).toBeDefined();
    expect(
      screen.getByRole('row', { name: /cms/ }).querySelector('[data-breaker]')?.textContent,
    ).toBe('Open');
    expect(screen.getByRole('img', { name: /Upstream errors: now 20\.0%/ })).toBeDefined();
    const stored = [localStorage, sessionStorage]
      .flatMap((storage) =>
        Array.from({ length: storage.length }, (_, index) => {
          const key = storage.key(index) ?? '';
          return `${key}=${storage.getItem(key) ?? ''}`;
        }),
      )
      .join();
    expect(stored).not.toContain(TOKEN);
    expect(window.location.href).not.toContain(TOKEN);

    await user.click(screen.getByRole('button', { name: 'Forget the token' }));
    expect(screen.queryByTestId('ops-figures')).toBeNull();
    expect(screen.getByLabelText('Ops token')).toBeDefined();
  });

  it.each(LANGUAGE_CODES)('reads in %s with no key left showing', async (language) => {
    const { user } = renderPage(language);
    const strings = STRINGS[language];
    await user.type(screen.getByLabelText(strings.token.label), TOKEN);
    await user.click(screen.getByRole('button', { name: strings.token.submit }));
    const figures = await screen.findByTestId('ops-figures');
    await waitFor(() => {
      expect(figures.textContent).toContain(strings.breaker.open);
    });
    expect(document.body.textContent).not.toMatch(/\b(units|instance|summary|charts)\.\w+/);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(strings.title);
  });
});
