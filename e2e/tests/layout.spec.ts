import { expect, test } from '../support/fixtures.js';
import { expectNoHorizontalOverflow } from '../support/screens.js';
import { acceptCookies, waitForShell } from '../support/journeys.js';

test.describe('desktop layout at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the sidebar is 288 px wide, 64 px collapsed, and has no bottom bar', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    const sidebar = page.getByRole('navigation', { name: 'Main menu' });
    expect((await sidebar.boundingBox())?.width).toBe(288);
    await sidebar.getByRole('button', { name: 'Collapse menu' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(64);
    await sidebar.getByRole('button', { name: 'Expand menu' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(288);
    await expect(page.getByRole('navigation', { name: 'Quick menu' })).toHaveCount(0);
    const header = page.getByRole('banner');
    expect((await header.boundingBox())?.height).toBe(68);
  });

  test('the category groups open and close from the keyboard', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    await acceptCookies(page);
    const casino = page.getByRole('button', { name: /Casino\s*8000\+/ });
    await expect(casino).toHaveAttribute('aria-expanded', 'false');
    await casino.focus();
    await page.keyboard.press('Enter');
    await expect(casino).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Slots', exact: true }).first().click();
    await expect(page).toHaveURL('/games/slots');
    // The lobby sidebar (games/*) shows the larger count labels.
    await expect(page.getByRole('button', { name: /Casino\s*8600\+/ })).toBeVisible();
  });
});

test.describe('phone layout at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('the bottom bar has 5 items and the sidebar is a drawer', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    const bar = page.getByRole('navigation', { name: 'Quick menu' });
    await expect(bar.getByRole('listitem')).toHaveCount(5);
    await expect(bar.getByRole('link', { name: 'Sign up' })).toBeVisible();
    expect((await page.getByRole('banner').boundingBox())?.height).toBe(58);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
  });

  test('the drawer works from the keyboard: focus stays inside, Escape closes it, focus goes back', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForShell(page);
    await acceptCookies(page);
    const burger = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await burger.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await expect(drawer).toBeVisible();
    const focusInside = () => drawer.evaluate((node) => node.contains(document.activeElement));
    await expect.poll(focusInside).toBe(true);
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside()).toBe(true);
    }
    // As wide as the desktop sidebar, a strip of the page beside it.
    expect((await drawer.boundingBox())?.width).toBe(288);

    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(burger).toBeFocused();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  test('the drawer closes on a tap beside it and on a navigation from it', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    await acceptCookies(page);
    const burger = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Main menu' });

    await burger.click();
    await expect(drawer).toBeVisible();
    // The strip of the page to the right of the 288 px sheet.
    await page.mouse.click(340, 400);
    await expect(drawer).toHaveCount(0);

    await burger.click();
    await drawer.getByRole('link', { name: 'Promotions' }).click();
    await expect(page).toHaveURL('/bonuses');
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  });
});
