import type { Winner } from '@casino/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithKit } from '../../../components/ui/render-with-kit.js';
import { LOBBY_DE } from '../locales/de.js';
import { LOBBY_EN } from '../locales/en.js';
import { LOBBY_PT } from '../locales/pt.js';
import { LOBBY_RO } from '../locales/ro.js';
import { LOBBY_NAMESPACE } from '../locales/namespace.js';
import { winnersTabs } from '../rules/main-page.js';
import { WinnersTable } from './winners-table.js';

const namespaces = {
  [LOBBY_NAMESPACE]: { en: LOBBY_EN, gb: LOBBY_EN, de: LOBBY_DE, ro: LOBBY_RO, pt: LOBBY_PT },
};

const winners = (count: number): Winner[] =>
  Array.from({ length: count }, (_, index) => ({
    amount: 2_000 - index,
    currency: index % 2 === 0 ? 'EUR' : 'GBP',
    login: `pl***${String(index)}`,
    game: { id: index + 1, name: `Game ${String(index)}` },
  }));

const tabs = winnersTabs({
  hidden: false,
  lists: { weekly: winners(20), top3: winners(9), top5: winners(9), top10: winners(12) },
});

describe('WinnersTable', () => {
  it('shows 3, 5 and 10 ranked rows of game, player and profit under the top tabs', async () => {
    const { user } = renderWithKit(<WinnersTable tabs={tabs} />, { namespaces });
    for (const [tab, rows] of [
      ['High rollers', 3],
      ['Winners of the day', 5],
      ['Winners of the month', 10],
    ] as const) {
      await user.click(screen.getByRole('tab', { name: tab }));
      const table = within(screen.getByRole('tabpanel')).getByRole('table', { name: tab });
      // The header row, then one row a winner.
      expect(within(table).getAllByRole('row')).toHaveLength(rows + 1);
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Rank', 'Game', 'Player', 'Profit']);
    }
    const first = within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(first?.textContent).toContain('Game 0');
    expect(first?.textContent).toContain('2.000,00\u00a0€');
  });

  it('rolls every latest winner in a labelled region, each once for screen readers', () => {
    renderWithKit(<WinnersTable tabs={tabs} />, { namespaces });
    expect(screen.getByRole('tab', { name: 'Latest winners' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const region = screen.getByRole('region', { name: 'Latest winners of the week' });
    const rows = within(region).getAllByRole('listitem');
    expect(rows).toHaveLength(20);
    expect(rows[1]?.textContent).toContain('£1.999,00');
  });

  it('speaks the page’s language', () => {
    renderWithKit(<WinnersTable tabs={tabs} />, { language: 'de', namespaces });
    expect(screen.getByRole('tab', { name: 'Gewinner des Monats' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'Neueste Gewinner der Woche' })).toBeDefined();
  });
});
