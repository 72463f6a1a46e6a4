import type { Response } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { waitForShell } from '../support/journeys.js';
import { layoutShiftOf, watchLayoutShift } from '../support/layout-shift.js';

// The shell holds still while its late parts arrive, the UI kit's reference page is accessible at
// a phone's and a desktop's width, and the LOGIN modal works from the keyboard alone.

test.describe('layout shift', () => {
  for (const width of [375, 1440]) {
    test(`the main page moves under 0.05 of the screen while it loads, at ${String(width)} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await watchLayoutShift(page);
      await page.goto('/');
      await waitForShell(page);
      // Everything late has come: the footer's CMS columns and the live jackpot total.
      await expect(
        page.getByRole('contentinfo').getByRole('heading', { name: 'Information' }),
      ).toBeAttached();
      if (width >= 1024) await expect(page.getByTestId('jackpot-total')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { total, shifts } = await layoutShiftOf(page);
      expect(total, shifts).toBeLessThan(0.05);
    });
  }
});

test.describe('styleguide', () => {
  test('is served only in mock mode: its page shows every part in the current language', async ({
    page,
  }) => {
    await page.goto('/de/styleguide');
    await expect(page.getByRole('heading', { level: 2, name: 'PasswordField' })).toBeVisible();
    // Kit strings in German, not their keys.
    await expect(page.getByRole('button', { name: 'Passwort anzeigen' }).first()).toBeVisible();
  });
});

test.describe('LOGIN by keyboard', () => {
  test('opens, fills, submits and closes with the keyboard alone; focus goes back to its trigger', async ({
    page,
    player,
  }) => {
    await page.goto('/');
    await waitForShell(page);
    await page
      .getByRole('region', { name: 'Cookies' })
      .getByRole('button', { name: 'Okay' })
      .press('Enter');

    // Escape closes it and gives focus back to the header's Log in button.
    const opener = page.getByRole('banner').getByRole('button', { name: 'Log in' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Log in to your account' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    // Open again, type, Tab to the password, Enter submits.
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await page.keyboard.type(player.email);
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(player.password);
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('balance-chip')).toBeVisible();
  });
});

test.describe('React Aria', () => {
  test('loads with the first dialog or menu, not with the shell', async ({ page }) => {
    // React Aria marks what it renders with data-rac: a script that carries it is React Aria's.
    // Bodies are read when asked, not as they come: a chunk that arrives as the test ends is
    // never read (its read would fail with the page's close).
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    const loadedReactAria = async () =>
      (await Promise.all(scripts.map((script) => script.text()))).some((source) =>
        source.includes('data-rac'),
      );

    // A page of the shell alone: the modal list of mock mode draws plain buttons only. (The
    // lobby's screens use kit widgets, its winners' tabs, and so do the FAQ, the CMS pages, the
    // shops and the install page; what every page loads after its first screen, the update
    // prompt among it, must not bring React Aria.)
    await page.goto('/mock-modals');
    await waitForShell(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(await loadedReactAria()).toBe(false);

    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in to your account' })).toBeVisible();
    expect(await loadedReactAria()).toBe(true);
  });

  test('the support chat is a dialog that closes on Escape and gives focus back', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForShell(page);
    await page
      .getByRole('region', { name: 'Cookies' })
      .getByRole('button', { name: 'Okay' })
      .press('Enter');
    const opener = page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Open the support chat' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const chat = page.getByRole('dialog', { name: 'Support chat' });
    await expect(chat).toBeVisible();
    await expect(chat.getByText('Hello! An agent will be with you shortly.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(chat).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});
