import type { Page, TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { acceptCookies, waitForShell } from '../support/journeys.js';
import {
  expectNoHorizontalOverflow,
  keepScreenshot,
  SCREENSHOTS_WANTED,
} from '../support/screens.js';

// The gamification service (docs/decisions/039-gamification.md): its panel on the mock world's
// own origin, a store purchase confirmed and paid in free spins, too few coins, a first deposit
// asked for, a message of a foreign origin ignored, and a guest sent to sign-up. A fresh player
// each, signed in through the API; coins set with QA's controls.

const PANEL = '[data-testid="gamification-frame"]';

async function openStore(page: Page) {
  await page.goto('/gamification/store');
  await waitForShell(page);
  await acceptCookies(page);
  const panel = page.frameLocator(PANEL);
  await expect(panel.locator('#coins')).toBeVisible();
  return panel;
}

/** With E2E_SCREENSHOTS=1: the store and a modal over it at 375 and 1440 px. */
async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  if (!SCREENSHOTS_WANTED) return;
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectNoHorizontalOverflow(page);
    await keepScreenshot(page, testInfo, `${name}-${String(width)}`);
  }
}

test('a player buys free spins with enough coins after confirming and sees them grow', async ({
  page,
  player,
  signIn,
  qa,
}, testInfo) => {
  await qa.setGamification(player, { coins: 150 });
  await signIn(player);
  const panel = await openStore(page);
  await expect(page.getByTestId('gamification-coins')).toHaveText('Coins: 150');
  await expect(page.getByTestId('gamification-free-spins')).toHaveText('Free spins: 0');
  await expectNoSeriousViolations(page);
  await screenshots(page, testInfo, 'gamification-store');

  await panel.getByRole('button', { name: 'Buy 10 free spins for 100 coins' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Buy free spins?' });
  await expect(confirm).toContainText('10 free spins for 100 coins. You have 150 coins.');
  await expectNoSeriousViolations(page);
  await screenshots(page, testInfo, 'gamification-buy');
  await confirm.getByRole('button', { name: 'Buy for 100 coins' }).click();

  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId('gamification-free-spins')).toHaveText('Free spins: 10');
  await expect(page.getByTestId('gamification-coins')).toHaveText('Coins: 50');
  await expect(panel.locator('#coins')).toHaveText('Your coins: 50');
  expect((await qa.gamification(player)).coins).toBe(50);
});

test('with too few coins the no-coins modal opens', async ({
  page,
  player,
  signIn,
  qa,
}, testInfo) => {
  await qa.setGamification(player, { coins: 40 });
  await signIn(player);
  const panel = await openStore(page);

  await panel.getByRole('button', { name: 'Buy 10 free spins for 100 coins' }).click();
  const dialog = page.getByRole('dialog', { name: 'Not enough coins for free spins' });
  await expect(dialog).toContainText('10 free spins costs 100 coins and you have 40.');
  await expectNoSeriousViolations(page);
  await screenshots(page, testInfo, 'gamification-no-coins');
  await dialog.getByRole('button', { name: 'See missions' }).click();
  await expect(page).toHaveURL(/\/gamification\/missions$/);
  await expect(
    page.frameLocator(PANEL).getByRole('tab', { name: 'Missions', selected: true }),
  ).toBeVisible();
  expect((await qa.gamification(player)).coins).toBe(40);
});

test('a player who never deposited gets SMARTICO_DEPOSIT_FIRST and its button opens DEPOSIT', async ({
  page,
  bff,
}) => {
  const email = `gamification-${String(Date.now())}@example.test`;
  const signedUp = await page.request.post('/trpc/auth.signUp', {
    headers: { origin: bff.baseURL },
    data: {
      email,
      password: 'Coins#Start1',
      country: 'IRL',
      currency: 'EUR',
      consents: { termsAndPrivacy: true, personalDataProcessing: true, over18: true },
    },
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  // The limits prompt (before a first deposit) answered, so that DEPOSIT is what shows next.
  const answered = await page.request.put(`/qa/players/${encodeURIComponent(email)}/limits`, {
    data: { promptAnswered: true },
  });
  expect(answered.ok(), await answered.text()).toBe(true);
  const coins = await page.request.put(`/qa/players/${encodeURIComponent(email)}/gamification`, {
    data: { coins: 500 },
  });
  expect(coins.ok(), await coins.text()).toBe(true);

  const panel = await openStore(page);
  await panel.getByRole('button', { name: 'Buy 10 free spins for 100 coins' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make your first deposit' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeVisible();
});

test('a message from a foreign origin is ignored', async ({ page, player, signIn, qa }) => {
  await qa.setGamification(player, { coins: 150 });
  await signIn(player);
  const panel = await openStore(page);

  // The app's own window is not the panel: its origin is not the panel's, nor is it the frame.
  await page.evaluate(() => {
    window.postMessage({ type: 'lumo-gamification:buy', itemId: 'money-5' }, '*');
  });
  // Messages are handled in order: once the panel's own message has opened its modal, the
  // foreign one had its turn before it.
  await panel.getByRole('button', { name: 'Buy 10 free spins for 100 coins' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Buy free spins?' })).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Buy bonus money?' })).toHaveCount(0);
  expect((await qa.gamification(player)).coins).toBe(150);
});

test('a guest pressing missions gets sign-up, and the missions after it', async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
  await acceptCookies(page);

  await page.locator('#sidebar').getByRole('button', { name: 'Missions' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create your account' });
  await expect(signUp).toBeVisible();
  await expectNoSeriousViolations(page);

  await signUp.getByLabel('Email').fill(`missions-${String(Date.now())}@example.test`);
  await signUp.getByLabel('Password', { exact: true }).fill('Lumo#Start1');
  await signUp.getByRole('combobox', { name: 'Country' }).pressSequentially('Germ');
  await page.getByRole('option', { name: 'Germany' }).click();
  await signUp.getByText('I accept the terms and conditions and the privacy policy').click();
  await signUp.getByText('I agree to the processing of my personal data').click();
  await signUp.getByText('I am over 18 years old').click();
  await signUp.getByRole('button', { name: 'Sign up' }).click();
  await page
    .getByRole('dialog', { name: 'Thank you for registering!' })
    .getByRole('button', { name: "Let's play" })
    .click();

  // The wish survived the sign-up: the panel opens on the missions.
  await expect(page).toHaveURL(/\/gamification\/missions$/);
  await expect(page.getByTestId('gamification-frame')).toBeVisible();
});
