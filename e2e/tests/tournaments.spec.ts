import type { Tournament } from '@casino/shared';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { acceptCookies, waitForShell } from '../support/journeys.js';

// Tournaments: the list's filters live in the URL; a local tournament's page shows the signed-in
// demo player's marked row and the bet to the next paid place, and the row moves, without a
// reload, after a real-money spin of one of the tournament's games in another tab.

/** A Saturday noon (UTC): the weekly local race (Thursday noon to Wednesday noon) runs. */
const SATURDAY_NOON = '2025-03-15T12:00:00.000Z';

/** The running local tournaments, as the page's own BFF lists them to this context. */
async function runningLocal(request: APIRequestContext): Promise<Tournament> {
  const input = encodeURIComponent(JSON.stringify({ filter: 'local' }));
  const response = await request.get(`/trpc/tournaments.list?input=${input}`);
  if (!response.ok()) throw new Error(`tournaments.list answered ${response.status()}`);
  const list = ((await response.json()) as { result: { data: Tournament[] } }).result.data;
  const now = Date.parse(SATURDAY_NOON);
  const found = list.find(
    (entry) => Date.parse(entry.duration.start) <= now && now < Date.parse(entry.duration.end),
  );
  if (found === undefined) throw new Error('no local tournament runs on Saturday noon');
  return found;
}

/** The player's own row of the leaderboard: marked, and saying "You". */
function ownRow(page: Page): Locator {
  return page.getByRole('table', { name: 'Leaderboard' }).locator('tr[aria-current="true"]');
}

/** The place the row shows (its first cell). */
async function placeOf(row: Locator): Promise<number> {
  return Number(await row.getByRole('cell').first().textContent());
}

/** The cards' kind tags on the list. */
function kinds(page: Page): Locator {
  return page
    .getByRole('article')
    .locator('p')
    .filter({ hasText: /^(Local|Network)$/ });
}

test.describe('tournaments', () => {
  test('a filter changes the list and the URL, and the URL brings it back', async ({
    page,
    qa,
  }) => {
    await qa.setClock({ now: SATURDAY_NOON });
    await page.goto('/tournaments');
    await waitForShell(page);
    await acceptCookies(page);
    const filters = page.getByRole('radiogroup', { name: 'Show tournaments' });
    await expect(filters.getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(kinds(page).filter({ hasText: 'Local' }).first()).toBeVisible();
    await expect(kinds(page).filter({ hasText: 'Network' }).first()).toBeVisible();
    await expectNoSeriousViolations(page);

    await filters.getByText('Network', { exact: true }).click();
    await expect(page).toHaveURL(/\/tournaments\?filter=network$/);
    await expect(kinds(page).filter({ hasText: 'Local' })).toHaveCount(0);
    await expect(kinds(page).first()).toHaveText('Network');

    await filters.getByText('Finished', { exact: true }).click();
    await expect(page).toHaveURL(/\/tournaments\?filter=finished$/);
    await expect(page.getByRole('article').first()).toContainText('Finished');
    await expect(page.getByRole('timer')).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/\?filter=network$/);
    await expect(filters.getByRole('radio', { name: 'Network' })).toBeChecked();
    await filters.getByText('All', { exact: true }).click();
    await expect(page).toHaveURL(/\/tournaments$/);
  });

  test('a local tournament marks the demo player’s row, which moves after a spin in one of its games', async ({
    page,
    context,
    player,
    signIn,
    qa,
    realtime,
  }) => {
    await qa.setClock({ now: SATURDAY_NOON });
    await qa.setPlayerState(player, {
      language: 'en',
      balances: { main: 100, bonusCasino: 0 },
      wageringGames: null,
    });
    await signIn(player);
    const tournament = await runningLocal(context.request);

    await page.goto(`/tournaments/local/${String(tournament.id)}`);
    await waitForShell(page);
    await acceptCookies(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tournament.name);
    const row = ownRow(page);
    await expect(row).toContainText('You');
    // Below the top rows, shown apart: one point behind the place above.
    const before = await placeOf(row);
    expect(before).toBeGreaterThan(20);
    const race = page.getByRole('region', { name: 'Your race' });
    await expect(race).toContainText(`Place ${String(before)} with`);
    const toPaid = race.getByText(/^Bet .+ more to reach place \d+, the next paid place\.$/);
    await expect(toPaid).toBeVisible();
    const betBefore = await toPaid.textContent();
    await expectNoSeriousViolations(page);
    await realtime.playerReady();

    // One of its games, in another tab: a spin of the default stake (1 EUR) scores.
    const gameId = tournament.gameIds[0];
    if (gameId === undefined) throw new Error('the tournament has no games');
    await expect(
      page.getByRole('region', { name: 'Tournament games' }).getByRole('article').first(),
    ).toBeVisible();
    await qa.setNextSpins(player, { outcomes: [{ win: 0 }] });
    const other = await context.newPage();
    await other.goto(`/game/${String(gameId)}`);
    const slot = other.frameLocator('iframe');
    await expect(slot.getByText('REAL MONEY')).toBeVisible();
    await expect(slot.locator('#balance')).toHaveText('100,00 EUR');
    await slot.getByRole('button', { name: 'Spin' }).click();
    await expect(slot.locator('#balance')).toHaveText('99,00 EUR');
    await other.close();

    // The open page hears of it and reads the leaderboard again: the row moved up.
    await expect.poll(() => placeOf(ownRow(page))).toBeLessThan(before);
    await expect(toPaid).not.toHaveText(betBefore ?? '');
    await expect(ownRow(page)).toContainText('You');
  });
});
