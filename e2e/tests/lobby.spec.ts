import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { acceptCookies, waitForShell } from '../support/journeys.js';
import { carousel, waitForCarousels } from '../support/lobby.js';
import { layoutShiftOf, watchLayoutShift } from '../support/layout-shift.js';

// The main lobby: the five carousels, the live jackpot total, whole tiles at each width, the
// winners' tabs, a player's recently played games, and the page holding still while it loads.

/** The banner's total: its last figure is the value itself, whatever the count shows. */
async function jackpotTotal(page: Page): Promise<number> {
  const text = (await page.getByTestId('lobby-jackpot-total').textContent()) ?? '';
  const figures = text.match(/\d[\d.]*/g) ?? [];
  return Number((figures.at(-1) ?? 'NaN').replaceAll('.', ''));
}

test.describe('the main page', () => {
  test('shows the five carousels, each linking to its category, and a jackpot total that moves', async ({
    page,
    qa,
  }) => {
    await page.goto('/');
    await waitForShell(page);
    await waitForCarousels(page);
    await expect(
      carousel(page, 'Top games').getByRole('link', { name: 'All 2600: Top games' }),
    ).toHaveAttribute('href', '/games/top');
    await expect(carousel(page, 'Top games')).toContainText('2600');
    await expect(carousel(page, 'Live casino')).toContainText('3355');
    await expect(
      carousel(page, 'Jackpots').getByRole('link', { name: 'All: Jackpots' }),
    ).toHaveAttribute('href', '/games/jackpots');

    await expect(page.getByTestId('lobby-jackpot-total')).toContainText('€');
    const before = await jackpotTotal(page);
    expect(before).toBeGreaterThan(0);
    await qa.bumpJackpots({ amount: 1_000_000 });
    await expect.poll(() => jackpotTotal(page)).toBeGreaterThanOrEqual(before + 2_500_000);
  });

  test('the winners tabs show 3, 5 and 10 winners, the latest roll in one list', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForShell(page);
    await scrollToWinners(page);
    const winners = page.getByRole('region', { name: 'Top winners' });
    await expect(
      winners.getByRole('region', { name: 'Latest winners of the week' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    for (const [tab, rows] of [
      ['High rollers', 3],
      ['Winners of the day', 5],
      ['Winners of the month', 10],
    ] as const) {
      await winners.getByRole('tab', { name: tab }).click();
      // The column headers' row, then one row a winner.
      await expect(winners.getByRole('tabpanel').getByRole('row')).toHaveCount(rows + 1);
    }
  });
});

test.describe('whole tiles', () => {
  for (const [width, tiles] of [
    [375, 2],
    [800, 4],
    [1100, 6],
    [1500, 7],
  ] as const) {
    test(`a carousel shows ${String(tiles)} whole tiles at ${String(width)} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await waitForShell(page);
      const top = carousel(page, 'Top games');
      await expect(top.getByRole('article')).toHaveCount(15);
      // The slides' viewport: the box that clips them.
      const viewport = await top.getByRole('group').first().locator('xpath=../..').boundingBox();
      if (viewport === null) throw new Error('the carousel has no viewport box');
      const boxes = await top.getByRole('article').evaluateAll((tiles) =>
        tiles.map((tile) => {
          const { left, right, width: tileWidth } = tile.getBoundingClientRect();
          return { left, right, width: tileWidth };
        }),
      );
      const whole = boxes.filter(
        (box) =>
          box.width > 0 &&
          box.left >= viewport.x - 0.5 &&
          box.right <= viewport.x + viewport.width + 0.5,
      );
      expect(whole).toHaveLength(tiles);
      // Nothing of the next tile peeks in beyond the gap.
      const next = boxes[tiles];
      expect(next?.left).toBeGreaterThanOrEqual(viewport.x + viewport.width);
    });
  }
});

test('a player sees the games they launched for real money first, most recent first', async ({
  page,
  player,
  signIn,
  bff,
}) => {
  await signIn(player);
  // The game page launches through games.launch; the same call from the player's session.
  for (const gameId of [5496, 1612]) {
    const response = await page.request.post('/trpc/games.launch', {
      headers: { origin: bff.baseURL },
      data: { gameId, mode: 'real' },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  await page.goto('/');
  await waitForShell(page);
  const recent = carousel(page, 'Recently played');
  await expect(recent.getByRole('article')).toHaveCount(2);
  await expect(recent.getByRole('heading', { level: 3 })).toHaveText([
    'Hot Unicorn',
    'Big Queen III',
  ]);
  // Above the carousels of the lobby.
  const [recentBox, topBox] = await Promise.all([
    recent.boundingBox(),
    carousel(page, 'Top games').boundingBox(),
  ]);
  expect(recentBox?.y ?? Infinity).toBeLessThan(topBox?.y ?? 0);
});

test('a guest has no recently played row', async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
  await waitForCarousels(page);
  await expect(carousel(page, 'Recently played')).toHaveCount(0);
});

test.describe('a UK visitor', () => {
  test.use({ extraHTTPHeaders: { 'x-country-code': 'GBR' } });

  test('sees no drops and wins: no category, no badge, no page; and no winners table', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/gb');
    await waitForShell(page);
    await waitForCarousels(page);
    const categories = page.getByRole('navigation', { name: 'Game categories' });
    await expect(categories.getByRole('link', { name: 'Slots' })).toBeVisible();
    await expect(categories.getByRole('link', { name: 'Drops & Wins' })).toHaveCount(0);
    // The top games hold drops-and-wins games (casino category 587): their badge is not shown.
    await expect(page.getByRole('main').getByText('Drops & Wins')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Top winners' })).toHaveCount(0);

    await page.goto('/gb/games/dropwins');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test('elsewhere drops and wins shows: its category, its badge and its page', async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
  await waitForCarousels(page);
  const categories = page.getByRole('navigation', { name: 'Game categories' });
  await expect(categories.getByRole('link', { name: 'Drops & Wins' })).toHaveAttribute(
    'href',
    '/games/dropwins',
  );
  await expect(carousel(page, 'Top games').getByText('Drops & Wins').first()).toBeAttached();
  await page.goto('/games/dropwins');
  await expect(page.getByRole('heading', { level: 1, name: 'Drops & Wins' })).toBeVisible();
});

test('on 2025-09-20 the sidebar lists Oktoberfest in its casino group', async ({ page, qa }) => {
  await qa.setClock({ now: '2025-09-20T12:00:00.000Z' });
  await page.goto('/');
  await waitForShell(page);
  await acceptCookies(page);
  const sidebar = page.getByRole('navigation', { name: 'Main menu' });
  await sidebar.getByRole('button', { name: /Casino\s*8000\+/ }).click();
  await expect(sidebar.getByRole('link', { name: 'Oktoberfest' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Oktoberfest' }).click();
  await expect(page).toHaveURL('/games/oktoberfest');
  await expect(page.getByRole('heading', { level: 1, name: 'Oktoberfest' })).toBeVisible();
});

/**
 * Scrolls the winners into view, where they are drawn (the rows above them too), and waits for
 * their tabs. The heading is looked up in the page at the moment of the scroll: a player's rows
 * may be redrawn under a late recently played row, and a handle taken before would be gone.
 */
async function scrollToWinners(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Top winners' })).toBeAttached();
  await page.evaluate(() => {
    const heading = Array.from(document.querySelectorAll('h2')).find(
      (element) => element.textContent === 'Top winners',
    );
    heading?.scrollIntoView();
  });
  await expect(page.getByRole('tab', { name: 'Winners of the month' })).toBeAttached();
}

/** Loads the main page and waits for every late part: games, winners, the live total, art. */
async function layoutShiftOfMainPage(page: Page): Promise<{ total: number; shifts: string }> {
  await page.goto('/');
  await waitForShell(page);
  await waitForCarousels(page);
  await scrollToWinners(page);
  await expect(page.getByTestId('lobby-jackpot-total')).toContainText('€');
  await page.waitForLoadState('networkidle');
  return layoutShiftOf(page);
}

test.describe('layout shift', () => {
  for (const width of [375, 1440]) {
    test(`the main page moves under 0.05 of the screen until every part has come, at ${String(width)} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await watchLayoutShift(page);
      const { total, shifts } = await layoutShiftOfMainPage(page);
      expect(total, shifts).toBeLessThan(0.05);
    });
  }

  for (const played of [false, true]) {
    test(`a player's main page holds still with${played ? '' : 'out'} recently played games`, async ({
      page,
      player,
      signIn,
      bff,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await signIn(player);
      if (played) {
        const response = await page.request.post('/trpc/games.launch', {
          headers: { origin: bff.baseURL },
          data: { gameId: 1612, mode: 'real' },
        });
        expect(response.ok(), await response.text()).toBe(true);
      }
      await watchLayoutShift(page);
      const { total, shifts } = await layoutShiftOfMainPage(page);
      expect(total, shifts).toBeLessThan(0.05);
      await expect(carousel(page, 'Recently played')).toHaveCount(played ? 1 : 0);
    });
  }
});
