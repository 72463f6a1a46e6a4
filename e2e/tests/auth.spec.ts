import { expectNoSeriousViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { acceptCookies, waitForShell } from '../support/journeys.js';
import { DEMO_PLAYERS } from '../support/qa-client.js';

// The login journey is the one that signs in through the form; every other journey signs in
// through the API (the `signIn` fixture).

test.describe('login and logout', () => {
  test('a player logs in through the LOGIN modal, sees the balance chip, and logs out', async ({
    page,
    player,
  }) => {
    await page.goto('/');
    await waitForShell(page);
    await acceptCookies(page);
    const opener = page.getByRole('banner').getByRole('button', { name: 'Log in' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Log in to your account' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await dialog.getByLabel('Email').fill(player.email);
    await dialog.getByLabel('Password', { exact: true }).fill(player.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();

    await expect(dialog).toHaveCount(0);
    const chip = page.getByTestId('balance-chip');
    await expect(chip).toBeVisible();
    // The total from wallet.balance, in the player's currency (a copy of the Irish plain player:
    // 150 euros).
    await expect(chip).toContainText(/Total balance\s*150,00\s€/);
    // The sidebar shows the player's loyalty level.
    await expect(
      page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: /Loyalty level \d/ }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Deposit' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);

    // The account is open to the player now, and remembers the page it was entered from.
    await page.getByRole('link', { name: 'Questions and answers' }).first().click();
    await expect(page).toHaveURL('/faq');
    const profile = page.getByRole('banner').getByRole('link', { name: 'Profile' });
    await profile.click();
    await expect(page).toHaveURL('/account/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const from = () =>
      page.evaluate(() => (window.history.state as { usr?: { from?: string } } | null)?.usr?.from);
    expect(await from()).toBe('/faq');
    await profile.click();
    expect(await from()).toBe('/faq');

    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Log out' })
      .click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByTestId('balance-chip')).toHaveCount(0);
  });

  test('wrong credentials are told in the modal, and field rules before any call', async ({
    page,
    player,
  }) => {
    await page.goto('/');
    await waitForShell(page);
    await acceptCookies(page);
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to your account' });
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByText('This field is required').first()).toBeVisible();

    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Password', { exact: true }).fill('abc');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByText('Enter a valid email')).toBeVisible();
    await expect(dialog.getByText("Value can't be shorter than 5")).toBeVisible();

    await dialog.getByLabel('Email').fill(player.email);
    await dialog.getByLabel('Password', { exact: true }).fill('Wrong#Pass1');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Wrong email or password');
  });

  test('the modal traps focus, closes on Escape and gives focus back', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    await acceptCookies(page);
    const opener = page.getByRole('banner').getByRole('button', { name: 'Log in' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Log in to your account' });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('openedModalName'))).toBeNull();
  });

  test('the open LOGIN modal has no serious accessibility violation', async ({ page }) => {
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Log in to your account' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.getItem('openedModalName'))).toBe('"LOGIN"');
    await expectNoSeriousViolations(page);
  });
});

test.describe('language sync', () => {
  test.use({ playerTemplate: DEMO_PLAYERS.vip });

  test("a player's language choice is kept on the account", async ({
    page,
    player,
    signIn,
    qa,
  }) => {
    await signIn(player);
    await page.goto('/');
    await expect(page.getByTestId('balance-chip')).toBeVisible();
    await acceptCookies(page);

    const saved = page.waitForResponse(
      (response) => response.url().includes('account.setLanguage') && response.ok(),
    );
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'English' })
      .click();
    await page.getByRole('menuitemradio', { name: 'Portuguese' }).click();
    await expect(page).toHaveURL('/pt');
    await saved;

    // With nothing stored in the browser, the next visit opens in the account's language.
    await page.evaluate(() => {
      localStorage.removeItem('language');
    });
    await page.goto('/faq');
    await expect(page).toHaveURL('/pt/faq');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Perguntas e respostas' }),
    ).toBeVisible();
    expect((await qa.playerState(player)).language).toBe('pt');
  });
});
