import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { acceptCookies, waitForShell } from '../support/journeys.js';
import { skipLimitsPrompt } from '../support/limits.js';
import { POST_LOGIN_DEPOSIT_SHOWN_KEY } from '../support/storage.js';

// The deposit modal and the sign-in: the standalone deposit route asks a guest to register first
// and opens the modal once the sign-up is done; after a login the modal opens once a session, not
// on the info pages, and a logout re-arms it.

function depositDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Deposit' });
}

async function shownFlag(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.sessionStorage.getItem(key), POST_LOGIN_DEPOSIT_SHOWN_KEY);
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in to your account' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('balance-chip')).toBeVisible();
}

test('the standalone deposit route asks a guest to register first, then opens the modal', async ({
  page,
}) => {
  await page.goto('/deposit');
  await waitForShell(page);
  // The sign-up opens over everything at once (the cookie banner waits, inert, under it).
  const signUp = page.getByRole('dialog', { name: 'Create your account' });
  await expect(signUp).toBeVisible();
  await expect(depositDialog(page)).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('statusSignUp'))).toBe(
    '{"kind":"deposit"}',
  );

  await signUp.getByLabel('Email').fill(`deposit-${String(Date.now())}@example.test`);
  await signUp.getByLabel('Password', { exact: true }).fill('Lumo#Start1');
  await signUp.getByRole('combobox', { name: 'Country' }).pressSequentially('Irel');
  await page.getByRole('option', { name: 'Ireland' }).click();
  await signUp.getByText('I accept the terms and conditions and the privacy policy').click();
  await signUp.getByText('I agree to the processing of my personal data').click();
  await signUp.getByText('I am over 18 years old').click();
  await signUp.getByRole('button', { name: 'Sign up' }).click();

  // The deposit waits for the thank-you.
  const thanks = page.getByRole('dialog', { name: 'Thank you for registering!' });
  await expect(thanks).toBeVisible();
  await expect(depositDialog(page)).toHaveCount(0);
  await thanks.getByRole('button', { name: "Let's play" }).click();
  // The prompt to set a limit comes before the first deposit (docs/decisions/037).
  await skipLimitsPrompt(page);
  await expect(depositDialog(page).getByRole('textbox', { name: 'Amount' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('statusSignUp'))).toBeNull();
});

test.describe('after a login', () => {
  // This file is about the once-a-session modal: it starts without the harness's flag.
  test.use({ storage: {} });

  test('the deposit modal opens once, not on /info_pages/terms, and again after a logout', async ({
    page,
    player,
  }) => {
    await page.goto('/info_pages/terms');
    await waitForShell(page);
    await acceptCookies(page);
    await logIn(page, player.email, player.password);
    // On an info page it waits.
    await expect(depositDialog(page)).toHaveCount(0);
    expect(await shownFlag(page)).toBeNull();

    await page
      .getByRole('banner')
      .getByRole('link', { name: /Lumo Casino/ })
      .click();
    await expect(page).toHaveURL('/');
    const dialog = depositDialog(page);
    await expect(dialog.getByRole('textbox', { name: 'Amount' })).toBeVisible();
    expect(await shownFlag(page)).toBe('true');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // Once a session: not after a reload, not on another page.
    await page.reload();
    await waitForShell(page);
    await expect(page.getByTestId('balance-chip')).toBeVisible();
    await page.goto('/games/slots');
    await waitForShell(page);
    await expect(page.getByTestId('balance-chip')).toBeVisible();
    await expect(depositDialog(page)).toHaveCount(0);

    // A logout re-arms it.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Log out' })
      .click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await shownFlag(page)).toBeNull();
    const welcome = page.getByRole('dialog', { name: 'Welcome back!' });
    await expect(welcome).toBeVisible();
    await page.keyboard.press('Escape');
    await logIn(page, player.email, player.password);
    await expect(depositDialog(page).getByRole('textbox', { name: 'Amount' })).toBeVisible();
  });
});
