import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { z } from 'zod';
import { expect, test } from '../support/fixtures.js';
import { acceptCookies, waitForShell } from '../support/journeys.js';

// SEARCH: a player finds a game by the start of its name and a provider by its name (and its
// games), from the header on a desktop and the bottom bar on a phone; a search they pressed
// Enter on is there again after a reload; Escape clears, then closes, and focus goes back to
// what opened the dialog.

const seededGamesSchema = z.object({
  result: z.object({
    data: z.object({
      items: z.array(z.object({ name: z.string(), providerName: z.string() })).min(1),
    }),
  }),
});

/** A seeded game, asked of the BFF as the lobby asks: the first of the slots. */
async function seededGame(request: APIRequestContext) {
  const input = encodeURIComponent(JSON.stringify({ category: 'slots' }));
  const response = await request.get(`/trpc/games.byCategory?input=${input}`);
  expect(response.ok()).toBe(true);
  const [game] = seededGamesSchema.parse(await response.json()).result.data.items;
  if (game === undefined) throw new Error('the mock world has no slots');
  // All but its last letter: a prefix that names this game and hardly another.
  return { ...game, prefix: game.name.slice(0, -1) };
}

function searchDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Search games' });
}

/** The header's way into SEARCH on a desktop: a read-only search field, or a button like one. */
function headerSearch(page: Page): Locator {
  const header = page.getByRole('banner');
  return header
    .getByRole('searchbox', { name: 'Search games' })
    .or(header.getByRole('button', { name: 'Search games' }));
}

async function openFromHeader(page: Page): Promise<Locator> {
  await page.goto('/');
  await waitForShell(page);
  await acceptCookies(page);
  await headerSearch(page).click();
  const dialog = searchDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Game or provider' })).toBeFocused();
  return dialog;
}

test.describe('search on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('finds a game by the start of its name; Escape clears, then closes, back to the header', async ({
    page,
  }) => {
    const game = await seededGame(page.request);
    const dialog = await openFromHeader(page);
    const field = dialog.getByRole('combobox');
    await field.fill(game.prefix);
    const results = dialog.getByRole('grid', { name: 'Search results' });
    await expect(results.getByRole('article', { name: game.name, exact: true })).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText(/^Games found: \d+\./);

    // The arrows move the highlight the field points at.
    await field.press('ArrowDown');
    const highlighted = await field.getAttribute('aria-activedescendant');
    expect(highlighted).not.toBeNull();
    await expect(page.locator(`[id="${highlighted ?? ''}"]`)).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await page.keyboard.press('Escape');
    await expect(field).toHaveValue('');
    await expect(results).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toHaveCount(0);
    await expect(headerSearch(page)).toBeFocused();
  });

  test("finds a provider by its name and lists the provider's games", async ({ page }) => {
    const { providerName } = await seededGame(page.request);
    const dialog = await openFromHeader(page);
    await dialog.getByRole('combobox').fill(providerName);
    const providers = dialog.getByRole('rowgroup', { name: 'Providers' });
    const named = new RegExp(
      `^${providerName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} Games: \\d+$`,
    );
    await providers.getByRole('button', { name: named }).click();

    await expect(dialog.getByRole('heading', { name: providerName })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Back to the results' })).toBeFocused();
    const list = dialog.getByRole('list', { name: providerName });
    await expect(list.getByRole('article').first()).toBeVisible();
    // Every game listed is the provider's: 15 a page.
    const providerLines = list.getByRole('article').getByText(providerName, { exact: true });
    await expect(providerLines).toHaveCount(await list.getByRole('article').count());
    expect(await list.getByRole('article').count()).toBeLessThanOrEqual(15);

    await dialog.getByRole('button', { name: 'Back to the results' }).click();
    await expect(dialog.getByRole('grid', { name: 'Search results' })).toBeVisible();
    await expect(dialog.getByRole('combobox')).toHaveValue(providerName);
  });

  test('a search the player pressed Enter on is there again after a reload', async ({ page }) => {
    const game = await seededGame(page.request);
    let dialog = await openFromHeader(page);
    await dialog.getByRole('combobox').fill(game.prefix);
    await expect(dialog.getByRole('article', { name: game.name, exact: true })).toBeVisible();
    await dialog.getByRole('combobox').press('Enter');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toHaveCount(0);

    await page.reload();
    await waitForShell(page);
    await headerSearch(page).click();
    dialog = searchDialog(page);
    const recent = dialog.getByRole('grid', { name: 'Recent searches' });
    await recent.getByRole('button', { name: game.prefix, exact: true }).click();
    await expect(dialog.getByRole('combobox')).toHaveValue(game.prefix);
    await expect(dialog.getByRole('article', { name: game.name, exact: true })).toBeVisible();
  });
});

test.describe('search on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('opens from the bottom bar as a full-screen sheet and finds a game', async ({
    page,
    player,
    signIn,
  }) => {
    const game = await seededGame(page.request);
    await signIn(player);
    await page.goto('/');
    await waitForShell(page);
    await acceptCookies(page);
    const trigger = page.getByRole('navigation', { name: 'Quick menu' }).getByRole('button', {
      name: 'Search',
    });
    await trigger.click();
    const dialog = searchDialog(page);
    await expect(dialog).toBeVisible();
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 812 });

    await dialog.getByRole('combobox').fill(game.prefix);
    const tile = dialog.getByRole('article', { name: game.name, exact: true });
    await expect(tile).toBeVisible();
    // Two tiles a row, nothing sticking out sideways.
    const box = await tile.boundingBox();
    expect(box?.width).toBeGreaterThan(140);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);

    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });
});
