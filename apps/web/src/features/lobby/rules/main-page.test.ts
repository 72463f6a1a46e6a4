import { WINNERS_TOP, type Game, type Winner, type WinnersKind } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import {
  carouselRows,
  isCategoryClosed,
  recentlyPlayedRow,
  switcherCategories,
  winnersTabs,
  type LobbyAnswer,
} from './main-page.js';

function game(id: number): Game {
  return {
    id,
    name: `Game ${String(id)}`,
    image: '',
    providerId: 1,
    providerName: 'Provider',
    geo_link: '/play',
    hasDemo: true,
    categories: [],
    isWagering: false,
    source: 'casino',
    imagine: { files: { desktop: '', mobile: '' }, gradient_color: '#000000' },
    requiredProfile: 'none',
  };
}

const winner = (index: number): Winner => ({
  amount: 1000 - index,
  currency: 'EUR',
  login: `pl***${String(index)}`,
  game: { id: index + 1, name: `Game ${String(index)}` },
});
const winners = (count: number) => Array.from({ length: count }, (_, index) => winner(index));

function lobby(overrides: Partial<LobbyAnswer> = {}): LobbyAnswer {
  return {
    carousels: ['top', 'live', 'new', 'instant_games', 'jackpots_cms'].map((key) => ({
      key: key as LobbyAnswer['carousels'][number]['key'],
      items: [game(1), game(2)],
    })),
    winners: {
      hidden: false,
      lists: { weekly: winners(50), top3: winners(12), top5: winners(12), top10: winners(12) },
    },
    ...overrides,
  };
}

describe('carouselRows', () => {
  it('shows the five carousels as placeholders while the lobby loads', () => {
    const rows = carouselRows(undefined, 'pending');
    expect(rows.map((row) => row.key)).toEqual([
      'top',
      'live',
      'new',
      'instant_games',
      'jackpots_cms',
    ]);
    expect(rows.every((row) => row.items === undefined)).toBe(true);
  });

  it('titles, links and counts each row as SPEC.md says', () => {
    const rows = carouselRows(lobby(), 'success');
    expect(rows.map((row) => [row.key, row.titleKey, row.categoryPath, row.countLabel])).toEqual([
      ['top', 'categories.top', 'top', 2600],
      ['live', 'categories.live', 'live', 3355],
      ['new', 'categories.new', 'new', undefined],
      ['instant_games', 'categories.instantGames', 'instant_games', undefined],
      ['jackpots_cms', 'categories.jackpots', 'jackpots', undefined],
    ]);
    expect(rows.filter((row) => row.jackpot).map((row) => row.key)).toEqual(['jackpots_cms']);
  });

  it('leaves out a part the lobby answered as missing, or empty, and keeps the order', () => {
    const answer = lobby();
    const carousels = answer.carousels
      .filter((carousel) => carousel.key !== 'live')
      .map((carousel) => (carousel.key === 'new' ? { ...carousel, items: [] } : carousel));
    expect(carouselRows({ ...answer, carousels }, 'success').map((row) => row.key)).toEqual([
      'top',
      'instant_games',
      'jackpots_cms',
    ]);
  });

  it('has no rows after a failed call (the page offers a retry instead)', () => {
    expect(carouselRows(undefined, 'error')).toEqual([]);
  });
});

describe('recentlyPlayedRow', () => {
  it('is never a guest’s', () => {
    expect(recentlyPlayedRow(false, { status: 'success', items: [game(1)] })).toBe('hidden');
  });

  it('holds its place while it loads, shows with games, and goes without', () => {
    expect(recentlyPlayedRow(true, { status: 'pending', items: undefined })).toBe('loading');
    expect(recentlyPlayedRow(true, { status: 'success', items: [game(1)] })).toBe('shown');
    expect(recentlyPlayedRow(true, { status: 'success', items: [] })).toBe('hidden');
    expect(recentlyPlayedRow(true, { status: 'error', items: undefined })).toBe('hidden');
  });
});

describe('winnersTabs', () => {
  const rowsOf = (tabs: ReturnType<typeof winnersTabs>) =>
    Object.fromEntries(tabs.map((tab) => [tab.kind, tab.rows.length]));

  it('gives every latest winner, and the top 3, 5 and 10', () => {
    expect(rowsOf(winnersTabs(lobby().winners))).toEqual({
      weekly: 50,
      top3: WINNERS_TOP.highRollers,
      top5: WINNERS_TOP.day,
      top10: WINNERS_TOP.month,
    });
  });

  it('keeps a short list as it is and the rows in their order', () => {
    const tabs = winnersTabs({ hidden: false, lists: { top10: winners(4) } });
    expect(tabs.map((tab) => tab.kind)).toEqual(['top10']);
    expect(tabs[0]?.rows).toEqual(winners(4));
  });

  it('has no tab for a missing or empty list, and none where the table is hidden', () => {
    const lists: Partial<Record<WinnersKind, Winner[]>> = { weekly: [], top5: winners(5) };
    expect(winnersTabs({ hidden: false, lists }).map((tab) => tab.kind)).toEqual(['top5']);
    expect(winnersTabs({ hidden: true, lists: lobby().winners.lists })).toEqual([]);
    expect(winnersTabs(undefined)).toEqual([]);
  });
});

describe('the category switcher', () => {
  const inside = new Date('2025-09-20T12:00:00');
  const after = new Date('2025-10-08T12:00:00');

  it('lists favourites for players only', () => {
    const input = { isUk: false, today: after };
    expect(switcherCategories({ ...input, isPlayer: true })[0]).toBe('favorites');
    expect(switcherCategories({ ...input, isPlayer: false })).not.toContain('favorites');
  });

  it('shows Oktoberfest inside its window only, and never to the UK', () => {
    expect(switcherCategories({ isUk: false, today: inside, isPlayer: false })[0]).toBe(
      'oktoberfest',
    );
    expect(switcherCategories({ isUk: false, today: after, isPlayer: false })).not.toContain(
      'oktoberfest',
    );
    expect(switcherCategories({ isUk: true, today: inside, isPlayer: false })).not.toContain(
      'oktoberfest',
    );
  });

  it('hides Drops & Wins from the UK, and closes its page there', () => {
    expect(switcherCategories({ isUk: false, today: after, isPlayer: false })).toContain(
      'dropwins',
    );
    expect(switcherCategories({ isUk: true, today: after, isPlayer: true })).not.toContain(
      'dropwins',
    );
    expect(isCategoryClosed('dropwins', { isUk: true })).toBe(true);
    expect(isCategoryClosed('dropwins', { isUk: false })).toBe(false);
    expect(isCategoryClosed('oktoberfest', { isUk: true })).toBe(false);
  });
});
