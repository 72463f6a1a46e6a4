import { axeSweep } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { waitForShell } from '../support/journeys.js';
import { setPlayerLimits } from '../support/limits.js';
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

/** With E2E_SCREENSHOTS=1: the page at 375 and 1440 px, in English and German. */
async function screenshots(page: Page, testInfo: TestInfo, name: string, path: string) {
  if (!SCREENSHOTS_WANTED) return;
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const prefix of ['', '/de']) {
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

const DATE = /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M/;

test('the limits tab sets a limit at once and shows a raise as pending with its start', async ({
  page,
  player,
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
  await screenshots(page, testInfo, 'limits-tab', '/account/limits');
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
