import type { Tournament } from '@casino/shared';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../../components/ui/render-with-kit.js';
import { TOURNAMENTS_DE } from '../locales/de.js';
import { TOURNAMENTS_EN } from '../locales/en.js';
import { TOURNAMENTS_NAMESPACE } from '../locales/namespace.js';
import { TOURNAMENTS_PT } from '../locales/pt.js';
import { TOURNAMENTS_RO } from '../locales/ro.js';
import { TournamentCard } from './tournament-card.js';

// The product clock is the session's now(), here a day ahead of the device's (QA moved it): the
// countdowns follow it, never the device.
const DEVICE_NOW = Date.UTC(2026, 2, 10, 12, 0, 0);
const SKEW = 24 * 3_600_000;

vi.mock('../../../lib/session.js', () => ({
  useSession: () => ({ now: () => new Date(Date.now() + SKEW) }),
}));
vi.mock('../../../lib/language.js', () => ({
  useLanguage: () => ({ href: (path: string) => `/de${path}` }),
}));

const namespaces = {
  [TOURNAMENTS_NAMESPACE]: {
    en: TOURNAMENTS_EN,
    gb: TOURNAMENTS_EN,
    de: TOURNAMENTS_DE,
    ro: TOURNAMENTS_RO,
    pt: TOURNAMENTS_PT,
  },
};

const productNow = DEVICE_NOW + SKEW;
const HOUR = 3_600_000;

function tournament(startsInMs: number, lastsMs: number): Tournament {
  return {
    kind: 'local',
    id: 2_000_123,
    name: 'Lucky Friday Cup',
    prizes: [{ place: 1, prize: { amount: 5_000, currency: 'EUR' } }],
    prizePool: { amount: 5_000, currency: 'EUR' },
    duration: {
      start: new Date(productNow + startsInMs).toISOString(),
      end: new Date(productNow + startsInMs + lastsMs).toISOString(),
    },
    numberOfWinners: 1,
    minBet: { amount: 0.5, currency: 'EUR' },
    date: new Date(productNow).toISOString(),
    leaderboard: [],
    user: null,
    results: [],
    gameIds: [],
    standing: null,
  };
}

describe('TournamentCard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: DEVICE_NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts to the start on the product clock, then says so once', () => {
    const onPhaseEnd = vi.fn();
    const upcoming = tournament(HOUR + 5_000, 4 * HOUR);
    const { rerender } = renderWithKit(
      <TournamentCard tournament={upcoming} onPhaseEnd={onPhaseEnd} />,
      { namespaces },
    );
    expect(screen.getByText('Starts in')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('01:00:05');
    act(() => {
      vi.advanceTimersByTime(HOUR + 5_000);
    });
    expect(onPhaseEnd).toHaveBeenCalledTimes(1);
    // The refreshed list renders the card again: now it counts to the end.
    rerender(<TournamentCard tournament={upcoming} onPhaseEnd={onPhaseEnd} />);
    expect(screen.getByText('Ends in')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('04:00:00');
  });

  it('counts to the end of a running one, in days beyond a day', () => {
    const running = tournament(-HOUR, 2 * 24 * HOUR + 3 * HOUR);
    renderWithKit(<TournamentCard tournament={running} onPhaseEnd={() => undefined} />, {
      namespaces,
      language: 'de',
    });
    expect(screen.getByText('Endet in')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('2 T 02:00:00');
  });

  it('has no countdown once finished, and shows the pool, kind and link', () => {
    const finished = tournament(-5 * HOUR, 4 * HOUR);
    renderWithKit(<TournamentCard tournament={finished} onPhaseEnd={() => undefined} />, {
      namespaces,
    });
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('Finished')).toBeTruthy();
    expect(screen.getByText('Local')).toBeTruthy();
    expect(screen.getByText(/^5\.000\s€$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lucky Friday Cup' }).getAttribute('href')).toBe(
      '/de/tournaments/local/2000123',
    );
  });
});
