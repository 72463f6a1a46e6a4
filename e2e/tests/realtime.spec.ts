import { expect, test } from '@playwright/test';
import { acceptCookies, DEMO_PASSWORD, PLAIN_PLAYER, waitForShell } from '../support/journeys.js';

test.describe('realtime', () => {
  test('the live jackpot total shows in the sidebar', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    await expect(page.getByTestId('jackpot-total')).toHaveText(/^\d[\d.]*\s€$/);
  });

  test('a USER_MESSAGE to the player shows as a toast, gone on a click', async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Log in to your account' });
    await dialog.getByLabel('Email').fill(PLAIN_PLAYER);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('balance-chip')).toBeVisible();
    await acceptCookies(page);
    // The welcome toast of the login goes on a click.
    await page.getByRole('button', { name: /Welcome back/ }).click();

    const fired = await request.post(`/qa/players/${encodeURIComponent(PLAIN_PLAYER)}/events`, {
      data: {
        type: 'USER_MESSAGE',
        data: { messageType: 'failure', text: 'Your withdrawal was declined' },
      },
    });
    expect(fired.status()).toBe(201);

    const toast = page.getByRole('status').getByRole('listitem').filter({
      hasText: 'Your withdrawal was declined',
    });
    await expect(toast).toBeVisible({ timeout: 15_000 });
    await expect(toast).toHaveClass(/toast--error/);
    await toast.click();
    await expect(toast).toHaveCount(0);
  });
});
