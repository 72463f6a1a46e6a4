import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.js';
import { BLOCKED_COUNTRY, waitForShell } from '../support/journeys.js';

test.describe('blocked country', () => {
  test.use({ extraHTTPHeaders: { 'x-country-code': BLOCKED_COUNTRY } });

  test('a visitor from a blocked country sees the blocked screen instead of the app', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your region is blocked!' }),
    ).toBeVisible();
    await expect(
      page.getByText('The internet site is not accepting visitors from your country.'),
    ).toBeVisible();
    await expect(page).toHaveTitle('Your country is blocked');
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });
});

test.describe('cookie banner', () => {
  test('stays away after it was accepted, also after a reload', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    const banner = page.getByRole('region', { name: 'Cookies' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/info_pages/privacy-policy',
    );
    await banner.getByRole('button', { name: 'Okay' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBe('true');
    await page.reload();
    await waitForShell(page);
    await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
  });
});
