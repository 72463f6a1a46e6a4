import { expect, test } from '../support/fixtures.js';

test.describe('routes', () => {
  for (const path of ['/xx/', '/nope']) {
    test(`${path} shows the 404 page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(
        page.getByText('The requested URL was not found on this server..'),
      ).toBeVisible();
      await page.getByRole('link', { name: 'Go to the main page' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Casino lobby' })).toBeVisible();
    });
  }

  test('a guest on /account/profile lands on the main page', async ({ page }) => {
    await page.goto('/account/profile');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Casino lobby' })).toBeVisible();
  });

  test('redirect-lobby and the account index go to the main page; /en/ drops its prefix', async ({
    page,
  }) => {
    await page.goto('/redirect-lobby');
    await expect(page).toHaveURL('/');
    await page.goto('/account');
    await expect(page).toHaveURL('/');
    await page.goto('/en/faq?x=1');
    await expect(page).toHaveURL('/faq?x=1');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Questions and answers' }),
    ).toBeVisible();
  });

  test('mock-modals exists in mock mode and lists the registry', async ({ page }) => {
    await page.goto('/mock-modals');
    await expect(page.getByRole('heading', { level: 1, name: 'Modals' })).toBeVisible();
    await page.getByRole('button', { name: 'Open LOGIN' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in to your account' })).toBeVisible();
  });
});
