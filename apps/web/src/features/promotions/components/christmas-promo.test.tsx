import { CATCH_GAME_WINDOW } from '@casino/shared';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../../components/ui/render-with-kit.js';
import { PROMOTIONS_NAMESPACE } from '../locales/namespace.js';
import { PROMOTIONS_STRINGS } from '../locales/promotions-strings.js';
import { ChristmasPromo } from './christmas-promo.js';

// The catch game's Christmas promo banner (SPEC.md sections 2 and 9): inside the catch game's
// window, both end days included by the visitor's local date (the tests run in Bucharest), on the
// product clock, with the window and the game's id from bootstrap's settings; nothing outside it.

const product = vi.hoisted(() => ({
  now: new Date(),
  window: { start: '', end: '' },
  catchGameId: 100,
  bootstrapped: true,
}));

vi.mock('../../../lib/session.js', () => ({
  useSession: () => ({
    player: null,
    status: product.bootstrapped ? 'success' : 'pending',
    bootstrap: product.bootstrapped
      ? {
          settings: { catchGameWindow: product.window, catchGameId: product.catchGameId },
        }
      : undefined,
    now: () => product.now,
  }),
}));
vi.mock(
  '../../../lib/language.js',
  async () => (await import('../../../lib/signed-in-test-doubles.js')).languageDouble,
);

beforeEach(() => {
  // The device's clock is far from any window: only the product's clock may show the banner.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 5, 1, 12, 0));
  product.window = { ...CATCH_GAME_WINDOW };
  product.catchGameId = 100;
  product.bootstrapped = true;
});
afterEach(() => {
  vi.useRealTimers();
});

/** Renders the promo at `now` and lets the banner's chunk arrive. */
async function renderPromo(now: Date) {
  product.now = now;
  const view = renderWithKit(<ChristmasPromo />, {
    namespaces: { [PROMOTIONS_NAMESPACE]: PROMOTIONS_STRINGS },
  });
  await act(async () => {
    await import('./christmas-banner.js');
  });
  return view;
}

const banner = () => screen.queryByRole('link', { name: /Christmas snowflake hunt/ });

describe('the Christmas promo banner', () => {
  it('shows on the first local day of the catch game’s window, linking to the game', async () => {
    await renderPromo(new Date(2024, 11, 16, 0, 0));
    expect((await screen.findByTestId('christmas-banner')).getAttribute('href')).toBe(
      '/bonuses/100',
    );
    expect(banner()).not.toBeNull();
  });

  it('shows on the last local day of the window, to its last minute', async () => {
    await renderPromo(new Date(2025, 0, 10, 23, 59));
    expect(await screen.findByTestId('christmas-banner')).not.toBeNull();
  });

  it('is not there the local day before the window, nor the day after', async () => {
    const before = await renderPromo(new Date(2024, 11, 15, 23, 59));
    expect(before.container.innerHTML).toBe('');
    before.unmount();
    const after = await renderPromo(new Date(2025, 0, 11, 0, 0));
    expect(after.container.innerHTML).toBe('');
  });

  it('follows the configured window and catch-game id, not the defaults', async () => {
    product.window = { start: '2025-12-15', end: '2026-01-10' };
    product.catchGameId = 270;
    await renderPromo(new Date(2025, 11, 15, 9, 0));
    expect((await screen.findByTestId('christmas-banner')).getAttribute('href')).toBe(
      '/bonuses/270',
    );
    const outside = await renderPromo(new Date(2024, 11, 20, 12, 0));
    expect(outside.container.innerHTML).toBe('');
  });

  it('goes by the product clock: a device clock inside the window shows nothing', async () => {
    vi.setSystemTime(new Date(2024, 11, 20, 12, 0));
    const view = await renderPromo(new Date(2026, 5, 1, 12, 0));
    expect(view.container.innerHTML).toBe('');
  });

  it('waits for bootstrap: no window is known before it', async () => {
    product.bootstrapped = false;
    const view = await renderPromo(new Date(2024, 11, 20, 12, 0));
    expect(view.container.innerHTML).toBe('');
  });
});
