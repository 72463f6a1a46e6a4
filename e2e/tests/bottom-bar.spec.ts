import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { expectNoHorizontalOverflow } from '../support/screens.js';
import { acceptCookies, waitForShell } from '../support/journeys.js';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

function bottomBar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Quick menu' });
}

function centreItem(page: Page): Locator {
  return bottomBar(page).getByRole('listitem').nth(2);
}

function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/**
 * Scrolls to the bottom of the page and checks that it stays there for two frames: the smooth
 * scroll of the item clicked before may still be easing its last pixels towards the top.
 */
async function scrollDown(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        for (let frame = 0; frame < 2; frame += 1) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(0);
}

test.describe('phone bottom bar at 375 px', () => {
  test('a guest sees Sign up in the centre, leading to registration', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    await expect(centreItem(page).getByRole('link')).toHaveAccessibleName('Sign up');
    await expect(centreItem(page).getByRole('link')).toHaveAttribute('href', '/registration');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign up' })).toBeVisible();
  });

  test('a signed-in player on a phone sees Deposit in the centre and a header that fits', async ({
    page,
    player,
    signIn,
  }) => {
    await signIn(player);
    await page.goto('/');
    await waitForShell(page);
    await acceptCookies(page);
    const header = page.getByRole('banner');

    await expect(centreItem(page).getByRole('link')).toHaveAccessibleName('Deposit');
    await expect(centreItem(page).getByRole('link')).toHaveAttribute('href', '/deposit');
    await expect(bottomBar(page).getByRole('link', { name: 'Sign up' })).toHaveCount(0);

    // The phone header: the menu, the logo, the balance, deposit and profile, on one 58 px row.
    await expect(header.getByTestId('balance-chip')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Deposit' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Log in' })).toHaveCount(0);
    expect((await header.boundingBox())?.height).toBe(58);
    for (const item of [
      header.getByRole('button', { name: 'Open menu' }),
      header.getByTestId('balance-chip'),
      header.getByRole('link', { name: 'Deposit' }),
      header.getByRole('link', { name: 'Profile' }),
    ]) {
      const box = await item.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 375).toBe(true);
    }
    await expectNoHorizontalOverflow(page);

    // Deposit opens the deposit modal over the main page.
    await centreItem(page).getByRole('link').click();
    await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test('each item brings the page back to the top, also on the page it leads to', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForShell(page);
    await acceptCookies(page);
    // Sign up leads to the registration route, which opens SIGNUP over the main page.
    const items: { name: string; url?: string; dialog?: string }[] = [
      { name: 'Promo', url: '/bonuses' },
      { name: 'Slots', url: '/games/slots' },
      { name: 'Sign up', url: '/', dialog: 'Create your account' },
      { name: 'Live', url: '/games/live' },
      { name: 'Search', dialog: 'Search games' },
    ];
    for (const { name, url, dialog } of items) {
      const item = bottomBar(page).getByRole(url === undefined ? 'button' : 'link', { name });
      // Once from wherever the last item left the page, once on the item's own page, where no
      // navigation happens and only the item itself can scroll.
      for (let round = 0; round < 2; round += 1) {
        await scrollDown(page);
        await item.click();
        if (url !== undefined) await expect(page).toHaveURL(url);
        await expect.poll(() => scrollY(page)).toBe(0);
        if (dialog !== undefined) {
          // A modal over the page: closed again for the next round.
          await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);
        }
      }
    }
  });
});
