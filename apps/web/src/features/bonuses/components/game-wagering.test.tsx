import type { Bonus } from '@casino/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMedia } from '../../../components/ui/media-stub.js';
import { renderWithKit } from '../../../components/ui/render-with-kit.js';
import { trpcWrapper } from '../../../lib/trpc-test-client.js';
import { BONUSES_STRINGS } from '../locales/bonuses-strings.js';
import { BONUSES_NAMESPACE } from '../locales/namespace.js';
import { GameWagering } from './game-wagering.js';

// Beside a running game: the active bonus's wagering meter for real money, and nothing in a demo
// or without a bonus being wagered.

vi.mock(
  '../../../lib/session.js',
  async () => (await import('../../../lib/signed-in-test-doubles.js')).sessionDouble,
);

const ACTIVE: Bonus = {
  id: 5,
  name: 'Welcome bonus',
  imageBackground: '',
  shortDescription: '',
  maxBet: 5,
  minBet: 0.2,
  wagering: 35,
  activationDate: '2026-03-01T10:00:00.000Z',
  type: 'registration',
  status: 'activated',
  currency: 'EUR',
  wager: { required: 700, wagered: 70, left: 630 },
};

function renderPart(mode: 'real' | 'demo', items: Bonus[]) {
  const calls: string[] = [];
  const Trpc = trpcWrapper((procedure) => {
    calls.push(procedure);
    if (procedure === 'bonuses.list') return { items, emptyMessageKey: null };
    throw new Error(`unexpected call ${procedure}`);
  });
  renderWithKit(
    <Trpc>
      <GameWagering gameId={1_001} mode={mode} isOpen />
    </Trpc>,
    { namespaces: { [BONUSES_NAMESPACE]: BONUSES_STRINGS } },
  );
  return calls;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the wagering beside a running game', () => {
  it('shows the active bonus’s meter while the game is played for real money', async () => {
    stubMedia({ width: 1440 });
    renderPart('real', [ACTIVE]);
    const meter = await screen.findByRole('meter', { name: BONUSES_STRINGS.en.wagering.label });
    expect(meter.getAttribute('aria-valuetext')).toBe('70,00\u00a0€ of 700,00\u00a0€');
    expect(screen.getByTestId('wagering-left').textContent).toBe('630,00\u00a0€ left to wager');
  });

  it('on a phone shows what is left to wager over the track, the whole read out', async () => {
    stubMedia({ width: 375 });
    renderPart('real', [ACTIVE]);
    const meter = await screen.findByRole('meter', { name: BONUSES_STRINGS.en.wagering.label });
    expect(meter.getAttribute('aria-valuetext')).toBe('70,00\u00a0€ of 700,00\u00a0€');
    expect(
      screen.queryByText('70,00\u00a0€ of 700,00\u00a0€', { normalizer: (text) => text }),
    ).toBeNull();
    const left = screen.getByTestId('wagering-left');
    expect(left.textContent).toBe(`${BONUSES_STRINGS.en.wagering.leftShort}630,00\u00a0€`);
    // The meter says it all to screen readers already.
    expect(left.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows nothing in a demo', async () => {
    const calls = renderPart('demo', [ACTIVE]);
    await waitFor(() => {
      expect(calls).toContain('bonuses.list');
    });
    // The list's answer reaches the part on the next turns of the event loop.
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('shows nothing without a bonus being wagered', async () => {
    const calls = renderPart('real', [{ ...ACTIVE, status: 'queue' }]);
    await waitFor(() => {
      expect(calls).toContain('bonuses.list');
    });
    // The list's answer reaches the part on the next turns of the event loop.
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('meter')).toBeNull();
  });
});
