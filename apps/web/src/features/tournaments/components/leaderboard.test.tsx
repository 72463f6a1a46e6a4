import type { LeaderboardEntry } from '@casino/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithKit } from '../../../components/ui/render-with-kit.js';
import { TOURNAMENTS_DE } from '../locales/de.js';
import { TOURNAMENTS_EN } from '../locales/en.js';
import { TOURNAMENTS_NAMESPACE } from '../locales/namespace.js';
import { TOURNAMENTS_PT } from '../locales/pt.js';
import { TOURNAMENTS_RO } from '../locales/ro.js';
import { Leaderboard } from './leaderboard.js';
import { Standing } from './standing.js';

const namespaces = {
  [TOURNAMENTS_NAMESPACE]: {
    en: TOURNAMENTS_EN,
    gb: TOURNAMENTS_EN,
    de: TOURNAMENTS_DE,
    ro: TOURNAMENTS_RO,
    pt: TOURNAMENTS_PT,
  },
};

const rows: LeaderboardEntry[] = Array.from({ length: 5 }, (_, index) => ({
  place: index + 1,
  login: `pl***${String(index + 1)}`,
  points: 5_000 - index * 100,
  prize: index < 3 ? { amount: 1_000 / (index + 1), currency: 'EUR' } : null,
}));

describe('Leaderboard', () => {
  it('marks the player’s row among the shown rows', () => {
    const own = { ...rows[2], login: 'bonus_hunter' } as LeaderboardEntry;
    const shown = rows.map((row) => (row.place === 3 ? own : row));
    renderWithKit(<Leaderboard title="Leaderboard" rows={shown} own={own} />, { namespaces });
    const table = screen.getByRole('table', { name: 'Leaderboard' });
    // The header row and five places: the player's is not repeated.
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    const marked = table.querySelectorAll('[aria-current="true"]');
    expect(marked).toHaveLength(1);
    expect(marked[0]?.textContent).toContain('bonus_hunterYou');
  });

  it('shows the player’s row apart when it is below the shown rows', () => {
    const own: LeaderboardEntry = { place: 22, login: 'bonus_hunter', points: 1_234, prize: null };
    renderWithKit(<Leaderboard title="Rangliste" rows={rows} own={own} />, {
      namespaces,
      language: 'de',
    });
    const table = screen.getByRole('table', { name: 'Rangliste' });
    const all = within(table).getAllByRole('row');
    expect(all).toHaveLength(7);
    expect(all.at(-1)?.getAttribute('aria-current')).toBe('true');
    expect(all.at(-1)?.textContent).toBe('22bonus_hunterDu1.234–');
  });
});

describe('Standing', () => {
  it('gives the bets to the next paid place and to keep the place, in the player’s currency', () => {
    renderWithKit(
      <Standing
        user={{ place: 22, login: 'ana_spins', points: 1_234, prize: null }}
        standing={{
          nextPaidPlace: { place: 10, points: 801, bet: { amount: 398.36, currency: 'RON' } },
          keepPlace: { points: 0, bet: { amount: 0, currency: 'RON' } },
        }}
        minBet={{ amount: 0.5, currency: 'EUR' }}
      />,
      { namespaces, language: 'ro' },
    );
    expect(screen.getByText('Locul 22 cu 1.234 puncte')).toBeTruthy();
    expect(
      screen.getByText(
        /^Mai pariază 398,36\sRON ca să ajungi pe locul 10, următorul loc premiat\.$/,
      ),
    ).toBeTruthy();
    expect(screen.getByText('În ritmul actual păstrezi locul 22 până la final.')).toBeTruthy();
  });

  it('says first place holds none further up', () => {
    renderWithKit(
      <Standing
        user={{ place: 1, login: 'ana_spins', points: 9_000, prize: null }}
        standing={{
          nextPaidPlace: null,
          keepPlace: { points: 120, bet: { amount: 12, currency: 'EUR' } },
        }}
        minBet={{ amount: 0.5, currency: 'EUR' }}
      />,
      { namespaces },
    );
    expect(screen.getByText('You hold first place.')).toBeTruthy();
    expect(
      screen.getByText(/^Bet 12,00\s€ more to keep place 1 to the end at the current pace\.$/),
    ).toBeTruthy();
  });
});
