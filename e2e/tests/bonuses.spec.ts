import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { acceptCookies, waitForShell } from '../support/journeys.js';
import { skipLimitsPrompt } from '../support/limits.js';
import { DEMO_PLAYERS } from '../support/qa-client.js';
import { DEFAULT_STORAGE } from '../support/storage.js';

// Bonuses: the player's realtime events (USER_BONUS opens that bonus, USER_FREESPINS above the
// stored count opens FREE_SPINS), an activation link a guest opens (activated once signed up),
// and the confirmation before a second bonus burns the wagering of the active one.

interface BonusView {
  id: number;
  name: string;
  status: string;
}

/** The player's bonuses as the BFF answers them, with the browser's session. */
async function bonusList(request: APIRequestContext): Promise<BonusView[]> {
  const response = await request.get('/trpc/bonuses.list');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { result: { data: { items: BonusView[] } } };
  return body.result.data.items;
}

function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').getByRole('listitem').filter({ hasText: text });
}

test.describe('a player with an active bonus', () => {
  // The bonus demo player speaks German: these journeys read the English words.
  test.use({ playerTemplate: DEMO_PLAYERS.bonus });
  test.beforeEach(async ({ qa, player }) => {
    await qa.setPlayerState(player, { language: 'en' });
  });

  test('a USER_BONUS event opens that bonus', async ({ page, player, signIn, qa, realtime }) => {
    await signIn(player);
    await page.goto('/');
    await expect(page.getByTestId('balance-chip')).toBeVisible();
    await acceptCookies(page);
    const offer = (await bonusList(page.request)).find((bonus) => bonus.status === 'pending');
    if (offer === undefined) throw new Error('the bonus player has no offer');
    await realtime.playerReady();

    await qa.fireEvent(player, { type: 'USER_BONUS', data: { id: offer.id } });

    const dialog = page.getByRole('dialog', { name: 'Your bonus' });
    await expect(dialog.getByRole('heading', { name: offer.name })).toBeVisible();
    await expect(dialog.getByText('Available', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add to queue' })).toBeEnabled();
    await expectNoSeriousViolations(page);
  });

  test('accepting a second bonus warns that the wagering burns, then makes it the active one', async ({
    page,
    player,
    signIn,
  }) => {
    await signIn(player);
    await page.goto('/bonuses');
    await waitForShell(page);
    await acceptCookies(page);
    const active = page.getByRole('region', { name: 'Your active bonus' }).getByRole('article');
    await expect(active).toHaveCount(1);
    const activeName = (await active.getByRole('heading').textContent()) ?? '';
    const offer = page.getByRole('region', { name: 'Offers for you' }).getByRole('article').first();
    const offerName = (await offer.getByRole('heading').textContent()) ?? '';

    await offer.getByRole('button', { name: 'Accept' }).click();

    const attention = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(
      attention.getByText(
        `Changing the active bonus burns the current wagering: what you have wagered on ${activeName} is lost.`,
      ),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    await attention.getByRole('button', { name: `Activate ${offerName}` }).click();

    await expect(toast(page, `${offerName} is now your active bonus.`)).toBeVisible();
    await expect(attention).toHaveCount(0);
    const bonuses = await bonusList(page.request);
    expect(bonuses.filter((bonus) => bonus.status === 'activated').map((b) => b.name)).toEqual([
      offerName,
    ]);
    expect(bonuses.find((bonus) => bonus.name === activeName)?.status).toBe('wager_zeroing');
  });
});

test.describe('free spins', () => {
  test.use({ storage: { ...DEFAULT_STORAGE, local: { prevFreespins: '10' } } });

  test('a USER_FREESPINS event above the stored number opens FREE_SPINS and keeps the number', async ({
    page,
    player,
    signIn,
    qa,
    realtime,
  }) => {
    await qa.setPlayerState(player, { freeSpins: { number: 25, betAmount: 0.4 } });
    await signIn(player);
    await page.goto('/');
    await expect(page.getByTestId('balance-chip')).toBeVisible();
    await acceptCookies(page);
    await realtime.playerReady();

    await qa.fireEvent(player, { type: 'USER_FREESPINS', data: { number: 25 } });

    const dialog = page.getByRole('dialog', { name: 'You have new free spins' });
    await expect(dialog.getByText('25', { exact: true })).toBeVisible();
    await expect(dialog.getByText(/^0,40\s(€|RON|EUR)$|^£0,40$/)).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('prevFreespins')))
      .toBe('25');
    await expectNoSeriousViolations(page);
  });
});

test('a guest’s activate-bonus link activates the bonus once signed up, then main', async ({
  page,
}) => {
  await page.goto('/activate-bonus/3');
  await waitForShell(page);
  const signUp = page.getByRole('dialog', { name: 'Create your account' });
  await expect(signUp).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('statusSignUp'))).toBe(
    '{"kind":"activate_bonus","bonusId":3}',
  );

  await signUp.getByLabel('Email').fill(`bonus-link-${String(Date.now())}@example.test`);
  await signUp.getByLabel('Password', { exact: true }).fill('Lumo#Start1');
  await signUp.getByRole('combobox', { name: 'Country' }).pressSequentially('Irel');
  await page.getByRole('option', { name: 'Ireland' }).click();
  await signUp.getByText('I accept the terms and conditions and the privacy policy').click();
  await signUp.getByText('I agree to the processing of my personal data').click();
  await signUp.getByText('I am over 18 years old').click();
  await signUp.getByRole('button', { name: 'Sign up' }).click();

  const thanks = page.getByRole('dialog', { name: 'Thank you for registering!' });
  await thanks.getByRole('button', { name: "Let's play" }).click();
  // The prompt to set a limit follows the thank-you (docs/decisions/037).
  await skipLimitsPrompt(page);

  await expect(toast(page, /is now your active bonus\.$/)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.localStorage.getItem('statusSignUp'))).toBeNull();
  const active = (await bonusList(page.request)).filter((bonus) => bonus.status === 'activated');
  expect(active).toHaveLength(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The toast came while the limits prompt was open, so React Aria announced it through its live
  // announcer, labelled by the toast's title; the announcement clears itself after a few seconds.
  await expect(page.locator('[role="img"][aria-labelledby]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousViolations(page);
});
