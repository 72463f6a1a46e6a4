import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { acceptCookies, waitForShell } from '../support/journeys.js';

/** The sidebar's live jackpot total, in whole euros. */
async function jackpotTotal(page: Page): Promise<number> {
  const text = await page.getByTestId('jackpot-total').textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

test.describe('realtime', () => {
  test('the live jackpot total shows in the sidebar', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    await expect(page.getByTestId('jackpot-total')).toHaveText(/^\d[\d.]*\s€$/);
  });

  test('the live jackpot total rises as soon as the jackpots grow', async ({ page, qa }) => {
    await page.goto('/');
    await waitForShell(page);
    await expect(page.getByTestId('jackpot-total')).toHaveText(/^\d[\d.]*\s€$/);
    const before = await jackpotTotal(page);
    // A million euros more in each of the three tiers. A tier that happens to drop meanwhile (at
    // the end of its cycle) loses at most a few hundred thousand: the rise shows either way.
    await qa.bumpJackpots({ amount: 1_000_000 });
    await expect.poll(() => jackpotTotal(page)).toBeGreaterThanOrEqual(before + 2_500_000);
  });

  test('a USER_MESSAGE to the player shows as a toast, gone on a click', async ({
    page,
    player,
    signIn,
    qa,
    realtime,
  }) => {
    await signIn(player);
    await page.goto('/');
    await expect(page.getByTestId('balance-chip')).toBeVisible();
    await acceptCookies(page);
    await realtime.playerReady();

    await qa.fireEvent(player, {
      type: 'USER_MESSAGE',
      data: { messageType: 'failure', text: 'Your withdrawal was declined' },
    });

    const toast = page.getByRole('status').getByRole('listitem').filter({
      hasText: 'Your withdrawal was declined',
    });
    await expect(toast).toBeVisible();
    // The toast says its kind in words (an icon named for it), not by its colour alone.
    await expect(toast.getByRole('img', { name: 'Error', exact: true })).toBeVisible();
    await toast.click();
    await expect(toast).toHaveCount(0);
  });
});
