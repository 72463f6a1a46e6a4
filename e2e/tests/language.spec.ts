import { expect, test } from '../support/fixtures.js';
import { acceptCookies, waitForShell } from '../support/journeys.js';

test.describe('languages', () => {
  test('/de/ is in German', async ({ page }) => {
    await page.goto('/de/');
    await expect(page.getByRole('heading', { level: 1, name: 'Casino-Lobby' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Registrieren' })).toBeVisible();
  });

  test('switching language rewrites the path, keeps the query and is stored', async ({ page }) => {
    await page.goto('/faq?promo=spring&ref=7');
    await waitForShell(page);
    await acceptCookies(page);
    const sidebar = page.getByRole('navigation', { name: 'Main menu' });
    await sidebar.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL('/de/faq?promo=spring&ref=7');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Fragen und Antworten' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('"de"');

    await page
      .getByRole('navigation', { name: 'Hauptmenü' })
      .getByRole('button', { name: 'Deutsch' })
      .click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page).toHaveURL('/faq?promo=spring&ref=7');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Questions and answers' }),
    ).toBeVisible();
  });

  test('the language menu is keyboard operable', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    await acceptCookies(page);
    const sidebar = page.getByRole('navigation', { name: 'Main menu' });
    const button = sidebar.getByRole('button', { name: 'English' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Choose a language' });
    await expect(menu).toBeVisible();
    // It opens on the current language, checked.
    await expect(menu.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
    await expect(menu.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitemradio', { name: 'Deutsch' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('picks a language from the keyboard: arrows, Enter, and focus back on its button', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForShell(page);
    await acceptCookies(page);
    const button = page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'English' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Choose a language' });
    await expect(menu.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitemradio', { name: 'Romanian' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitemradio', { name: 'Deutsch' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/de');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Casino-Lobby' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('button', { name: 'Deutsch' }),
    ).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('"de"');
  });
});

test.describe('UK visitors', () => {
  test.use({ extraHTTPHeaders: { 'x-country-code': 'GBR' } });

  test('get gb for an English browser and the reduced language list', async ({ page }) => {
    await page.goto('/?stag=abc');
    // The bootstrap's country arrives: an English browser in the UK resolves to gb.
    await expect(page).toHaveURL('/gb?stag=abc');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await waitForShell(page);
    await acceptCookies(page);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'English (£)' })
      .click();
    await expect(page.getByRole('menuitemradio')).toHaveText(['English', 'English (£)']);
    await page.getByRole('menuitemradio', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL('/?stag=abc');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Casino lobby' })).toBeVisible();
  });
});
