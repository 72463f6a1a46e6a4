import { expect, test } from '../support/fixtures.js';
import { expectNoSeriousViolations } from '../support/axe.js';
import { BLOCKED_COUNTRY, THIRD_PARTY_SCRIPT, waitForShell } from '../support/journeys.js';

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

test.describe('third-party scripts', () => {
  test('load only after the cookie banner is accepted, and then on every visit', async ({
    page,
  }) => {
    let requests = 0;
    await page.route(THIRD_PARTY_SCRIPT, async (route) => {
      requests += 1;
      await route.fulfill({
        contentType: 'application/javascript',
        body: 'window.thirdPartyProbe = (window.thirdPartyProbe ?? 0) + 1;',
      });
    });
    const probe = () =>
      page.evaluate(() => (window as { thirdPartyProbe?: number }).thirdPartyProbe);

    await page.goto('/');
    await waitForShell(page);
    await expect(page.locator(`script[src="${THIRD_PARTY_SCRIPT}"]`)).toHaveCount(0);
    expect(requests).toBe(0);
    expect(await probe()).toBeUndefined();

    await page
      .getByRole('region', { name: 'Cookies' })
      .getByRole('button', { name: 'Okay' })
      .click();
    await expect.poll(probe).toBe(1);
    await expect(page.locator(`script[src="${THIRD_PARTY_SCRIPT}"]`)).toHaveCount(1);

    await page.reload();
    await waitForShell(page);
    await expect.poll(probe).toBe(1);
    expect(requests).toBe(2);
  });
});
