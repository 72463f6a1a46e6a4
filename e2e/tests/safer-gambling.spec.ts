import { axeSweep } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { acceptCookies, waitForShell } from '../support/journeys.js';
import { setPlayerLimits, skipLimitsPrompt } from '../support/limits.js';
import { expectNoSeriousViolations } from '../support/axe.js';
import type { Page, TestInfo } from '@playwright/test';
import {
  SCREENSHOTS_WANTED,
  expectNoHorizontalOverflow,
  keepScreenshot,
} from '../support/screens.js';

// Safer gambling, part one (docs/decisions/037-safer-gambling-limits.md): the limits tab with its
// meters and a pending increase, a deposit refused by a limit, the link that says "limits" on the
// deposit page, and the safer-gambling page from the footer. A fresh player each, signed in
// through the API; the world is reset afterwards.

/**
 * With E2E_SCREENSHOTS=1: the page at 375 and 1440 px, in English and German (`toGerman` makes a
 * signed-in player's account German: a player's own language wins over the address).
 */
async function screenshots(
  page: Page,
  testInfo: TestInfo,
  name: string,
  path: string,
  toGerman?: () => Promise<unknown>,
) {
  if (!SCREENSHOTS_WANTED) return;
  await page.goto(path);
  await waitForShell(page);
  await acceptCookies(page);
  for (const prefix of ['', '/de']) {
    if (prefix === '/de') await toGerman?.();
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto(`${prefix}${path}`);
      await waitForShell(page);
      await expectNoHorizontalOverflow(page);
      await keepScreenshot(
        page,
        testInfo,
        `${name}-${prefix === '' ? 'en' : 'de'}-${String(width)}`,
        {
          fullPage: true,
        },
      );
    }
  }
}

/**
 * With E2E_SCREENSHOTS=1: the prompt at 375 and 1440 px, in English, then in German (the player's
 * language switched as the language menu does; a reload asks again, the prompt being unanswered),
 * and back to English.
 */
async function promptScreenshots(page: Page, testInfo: TestInfo, origin: string) {
  if (!SCREENSHOTS_WANTED) return;
  const shoot = async (language: string) => {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await keepScreenshot(page, testInfo, `limits-prompt-${language}-${String(width)}`);
    }
  };
  const switchTo = async (language: string, title: string) => {
    await page.request.post('/trpc/account.setLanguage', {
      headers: { origin },
      data: { language },
    });
    await page.goto(language === 'en' ? '/' : `/${language}`);
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  };
  await shoot('en');
  await switchTo('de', 'Lege ein Einzahlungslimit fest');
  await shoot('de');
  await switchTo('en', 'Set a deposit limit');
}

const DATE = /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M/;

test('the limits tab sets a limit at once and shows a raise as pending with its start', async ({
  page,
  player,
  bff,
  signIn,
}, testInfo) => {
  await signIn(player);
  await page.goto('/account/limits');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Limits' })).toBeVisible();
  const day = page.getByTestId('limit-depositDay');
  await expect(day.getByText('No limit set')).toBeVisible();

  // A first limit applies at once: its meter appears, with its reset.
  await day.getByRole('textbox', { name: 'New limit (€)' }).fill('100');
  await day.getByRole('button', { name: 'Save limit' }).click();
  await expect(day.getByText('Saved: your new limit applies now.')).toBeVisible();
  await expect(
    day.getByRole('meter', { name: 'Used of your 24-hour deposit limit' }),
  ).toBeVisible();
  await expect(day.getByText('0,00 € of 100,00 €')).toBeVisible();
  await expect(day.getByText(new RegExp(`Resets on ${DATE.source}`))).toBeVisible();

  // A raise waits 24 hours, shown with the moment it starts, and can be cancelled.
  await day.getByRole('textbox', { name: 'New limit (€)' }).fill('250,50');
  await day.getByRole('button', { name: 'Save limit' }).click();
  await expect(day.getByText(new RegExp(`Rises to 250,50\\s€ on ${DATE.source}`))).toBeVisible();
  await expect(day.getByText('0,00 € of 100,00 €')).toBeVisible();
  await axeSweep(page, [{ path: '/account/limits', ready: waitForShell, name: 'limits tab' }]);
  await expectNoHorizontalOverflow(page);

  await day.getByRole('button', { name: 'Cancel this change' }).click();
  await expect(day.getByText('The change is cancelled: your limit stays as it is.')).toBeVisible();
  await expect(day.getByText(/Rises to/)).toHaveCount(0);

  // A typed value out of range is refused beside its field, and nothing changes.
  const session = page.getByTestId('limit-session');
  await session.getByRole('textbox', { name: 'New limit (minutes)' }).fill('2');
  await session.getByRole('button', { name: 'Save limit' }).click();
  await expect(session.getByText('Please check the data you entered')).toBeVisible();
  await expect(session.getByText('No limit set')).toBeVisible();
  await screenshots(page, testInfo, 'limits-tab', '/account/limits', () =>
    // As the language menu does: the player's own language follows the choice.
    page.request.post('/trpc/account.setLanguage', {
      headers: { origin: bff.baseURL },
      data: { language: 'de' },
    }),
  );
});

test('a deposit over the 24-hour limit is refused with the limit and its reset', async ({
  page,
  player,
  signIn,
}) => {
  await signIn(player);
  await setPlayerLimits(page, player, { limits: { depositDay: 50 } });
  await page.goto('/account/deposit');
  await waitForShell(page);
  await page.getByRole('textbox', { name: 'Amount' }).fill('60');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(
    page.getByText(
      /^This deposit would pass your 24-hour deposit limit of 50,00\s€ \(0,00\s€ used\)\. It resets on \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} UTC\.$/,
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/account\/deposit$/);

  // Within the limit, the deposit goes to the provider.
  await page.getByRole('textbox', { name: 'Amount' }).fill('50');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Mock payment provider' })).toBeVisible();
});

test('the deposit page links to the limits', async ({ page, player, signIn }) => {
  await signIn(player);
  await page.goto('/account/deposit');
  await waitForShell(page);
  const form = page.getByRole('form', { name: 'Deposit' });
  await form.getByRole('link', { name: 'Deposit limits' }).click();
  await expect(page).toHaveURL(/\/account\/limits$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Limits' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Limits', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the safer-gambling page is one click from the footer, with the 18+ notice', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await waitForShell(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Gambling is for adults only. Play responsibly.')).toBeVisible();
  await footer.getByRole('link', { name: 'Safer gambling' }).click();
  await expect(page).toHaveURL(/\/safer-gambling$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Safer gambling' })).toBeVisible();
  for (const section of ['Limits', 'Time-out', 'Self-exclusion', 'Where to get help']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /GamCare/ })).toHaveAttribute(
    'href',
    'https://www.gamcare.org.uk',
  );
  await axeSweep(page, [
    {
      path: '/safer-gambling',
      ready: waitForShell,
      name: 'safer-gambling page',
    },
  ]);
  await screenshots(page, testInfo, 'safer-gambling-page', '/safer-gambling');
});

/** SPEC.md section 9: the quick sign-up takes under 49 s. */
const QUICK_SIGN_UP_MS = 49_000;
const KEY_DELAY_MS = 50;

test("after the sign-up's thank-you the prompt asks for a limit: skipping asks again, setting applies", async ({
  page,
  bff,
}, testInfo) => {
  await page.goto('/');
  await waitForShell(page);
  await acceptCookies(page);
  const started = Date.now();
  await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create your account' });
  await signUp
    .getByLabel('Email')
    .pressSequentially(`limits-${String(Date.now())}@example.test`, { delay: KEY_DELAY_MS });
  await signUp
    .getByLabel('Password', { exact: true })
    .pressSequentially('Lumo#Start1', { delay: KEY_DELAY_MS });
  await signUp.getByRole('combobox', { name: 'Country' }).pressSequentially('Germ', {
    delay: KEY_DELAY_MS,
  });
  await page.getByRole('option', { name: 'Germany' }).click();
  await signUp.getByText('I accept the terms and conditions and the privacy policy').click();
  await signUp.getByText('I agree to the processing of my personal data').click();
  await signUp.getByText('I am over 18 years old').click();
  await signUp.getByRole('button', { name: 'Sign up' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank you for registering!' });
  await expect(thanks).toBeVisible();
  const signUpMs = Date.now() - started;
  expect(signUpMs).toBeLessThan(QUICK_SIGN_UP_MS);
  testInfo.annotations.push({ type: 'sign-up', description: `${String(signUpMs)} ms` });

  // The prompt follows the thank-you; setting a limit is the default (its field has the focus).
  await thanks.getByRole('button', { name: "Let's play" }).click();
  const prompt = page.getByRole('dialog', { name: 'Set a deposit limit' });
  await expect(prompt).toBeVisible();
  const amount = prompt.getByRole('textbox', { name: 'New limit (€)' });
  await expect(amount).toBeFocused();
  await expectNoSeriousViolations(page);
  await promptScreenshots(page, testInfo, bff.baseURL);

  // Skipping takes a confirmation, which can lead back to setting one.
  await prompt.getByRole('button', { name: 'Not now' }).click();
  const confirm = page.getByRole('dialog', { name: 'Continue without a limit?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Set a limit' }).click();
  await prompt.getByText('7 days', { exact: true }).click();
  await expect(prompt.getByRole('radio', { name: '7 days' })).toBeChecked();
  await prompt.getByRole('textbox', { name: 'New limit (€)' }).fill('150');
  await prompt.getByRole('button', { name: 'Set my limit' }).click();
  await expect(prompt).toHaveCount(0);

  await page.goto('/account/limits');
  await waitForShell(page);
  await expect(page.getByTestId('limit-depositWeek').getByText('0,00 € of 150,00 €')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Set a deposit limit' })).toHaveCount(0);
});

test('a declined prompt stays declined; the review reminder comes six months on and again after', async ({
  page,
  context,
  qa,
  bff,
}) => {
  const email = `review-${String(Date.now())}@example.test`;
  const signedUp = await context.request.post('/trpc/auth.signUp', {
    headers: { origin: bff.baseURL },
    data: {
      email,
      password: 'Lumo#Start1',
      country: 'DEU',
      currency: 'EUR',
      language: 'en',
      consents: { termsAndPrivacy: true, personalDataProcessing: true, over18: true },
    },
  });
  expect(signedUp.ok()).toBe(true);
  await page.goto('/');
  await waitForShell(page);
  await acceptCookies(page);
  await expect(page.getByRole('dialog', { name: 'Set a deposit limit' })).toBeVisible();
  await skipLimitsPrompt(page);
  await expect(page.getByRole('dialog', { name: 'Set a deposit limit' })).toHaveCount(0);
  await page.reload();
  await waitForShell(page);
  await expect(page.getByTestId('balance-chip')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Six months and a day later the reminder asks for a review; answered, it goes for six months.
  const start = Date.parse((await qa.clock()).now);
  await qa.setClock({ now: new Date(start + 184 * 24 * 3_600_000).toISOString() });
  await page.reload();
  await waitForShell(page);
  const review = page.getByRole('dialog', { name: 'Time to review your limits' });
  await expect(review).toBeVisible();
  await expectNoSeriousViolations(page);
  await review.getByRole('button', { name: 'My limits are right' }).click();
  await expect(review).toHaveCount(0);
  await page.reload();
  await waitForShell(page);
  await expect(page.getByTestId('balance-chip')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await qa.setClock({ now: new Date(start + 370 * 24 * 3_600_000).toISOString() });
  await page.reload();
  await waitForShell(page);
  await review.getByRole('button', { name: 'Review my limits' }).click();
  await expect(page).toHaveURL(/\/account\/limits$/);
});
