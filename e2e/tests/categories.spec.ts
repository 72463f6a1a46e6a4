import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { waitForShell } from '../support/journeys.js';

// A category page: its games page by page as the player scrolls, a provider filter and a sort
// that live in the URL (and so survive a reload), and the way back to every game.

/** The list's own count under the grid: '30 of 4.700 shown'. */
function shownCount(page: Page) {
  return page.getByRole('status').filter({ hasText: / of [\d.]+ shown$/ });
}

test.describe('on a phone', () => {
  // Two tiles a row: a page of 15 reaches well below the fold, so nothing loads before a scroll.
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('a category loads its next 15 games as the player scrolls down', async ({ page }) => {
    await page.goto('/games/slots');
    await waitForShell(page);
    await expect(page.getByText('4.700 games')).toBeVisible();
    const list = page.getByRole('list', { name: 'Slots' });
    await expect(list.getByRole('article').first()).toBeVisible();
    await expect(shownCount(page)).toHaveText('15 of 4.700 shown');
    await list.getByRole('article').last().scrollIntoViewIfNeeded();
    await expect(shownCount(page)).toHaveText('30 of 4.700 shown');
    await expect(list.getByRole('article').last()).toHaveAttribute('aria-labelledby', /.+/);
  });
});

test('games/ alone is slots, and an unknown category is the 404 page', async ({ page }) => {
  await page.goto('/games');
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  await page.goto('/games/nope');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a provider filter and a sort narrow a category, and both survive a reload', async ({
  page,
}) => {
  test.slow();
  await page.goto('/games/slots');
  await waitForShell(page);
  await expect(shownCount(page)).toHaveText(/ of 4\.700 shown$/);

  await page.getByRole('button', { name: 'Providers' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filter by provider' });
  await sheet.getByLabel('Find a provider').fill('amber');
  await sheet.getByText('Amber Ace Games', { exact: true }).click();
  await expect(sheet.getByRole('checkbox', { name: /^Amber Ace Games/ })).toBeChecked();
  await sheet.getByRole('button', { name: 'Show games' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(/\/games\/slots\?providers=\d+$/);
  await expect(shownCount(page)).toHaveText(/ of 152 shown$/);
  const providers = page.getByRole('list', { name: 'Slots' }).getByRole('article').locator('p');
  await expect(providers.first()).toHaveText('Amber Ace Games');
  expect(new Set(await providers.allTextContents())).toEqual(new Set(['Amber Ace Games']));

  await page.getByRole('button', { name: /Sort by$/ }).click();
  await page.getByRole('option', { name: 'A to Z' }).click();
  await expect(page).toHaveURL(/\/games\/slots\?providers=\d+&sort=a-to-z$/);
  const url = page.url();

  await page.reload();
  await waitForShell(page);
  expect(page.url()).toBe(url);
  await expect(page.getByRole('button', { name: 'Remove Amber Ace Games' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Providers (1)' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Sort by$/ })).toContainText('A to Z');
  await expect(shownCount(page)).toHaveText(/ of 152 shown$/);
  const names = await page
    .getByRole('list', { name: 'Slots' })
    .getByRole('heading', { level: 3 })
    .allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/games/slots');
  await expect(shownCount(page)).toHaveText(/ of 4\.700 shown$/);
});

test('favourites ask a guest to log in', async ({ page }) => {
  await page.goto('/games/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page.getByRole('dialog', { name: 'Log in to your account' })).toBeVisible();
});
