import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { acceptCookies, waitForShell } from '../support/journeys.js';

// The content pages: the jackpots page's three live values, an info page in German with its
// headings, and an unknown info page.

/** A tier's figure: its last number is the value itself, whatever the count shows. */
async function tierValue(page: Page, tier: string): Promise<number> {
  const text = (await page.getByTestId(`jackpot-${tier}`).textContent()) ?? '';
  const figures = text.match(/\d[\d.]*/g) ?? [];
  return Number((figures.at(-1) ?? 'NaN').replaceAll('.', ''));
}

test.describe('content pages', () => {
  test('the jackpots page shows gold, silver and bronze moving, the games and the rules', async ({
    page,
    qa,
  }) => {
    await page.goto('/jackpots');
    await waitForShell(page);
    await acceptCookies(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Jackpots' })).toBeVisible();
    const tiers = ['gold', 'silver', 'bronze'];
    for (const tier of tiers) await expect(page.getByTestId(`jackpot-${tier}`)).toContainText('€');
    const before = await Promise.all(tiers.map((tier) => tierValue(page, tier)));
    await expect(page.getByRole('heading', { name: 'Jackpot rules' })).toBeVisible();
    await expect(page.getByText(/Monday, Wednesday, Thursday and Friday/)).toBeVisible();
    await expect(page.getByRole('link', { name: /Jackpot games/ }).first()).toHaveAttribute(
      'href',
      '/games/all-jackpots',
    );
    await expectNoSeriousViolations(page);
    await qa.bumpJackpots({ amount: 1_000_000 });
    for (const [index, tier] of tiers.entries()) {
      await expect
        .poll(() => tierValue(page, tier), { timeout: 15_000 })
        .toBeGreaterThan(before[index] ?? 0);
    }
  });

  test('an info page shows the CMS copy in German with its headings', async ({ page }) => {
    await page.goto('/de/info_pages/terms-and-conditions');
    await waitForShell(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Dein Konto' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 3, name: 'Jackpots und Turniere' }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test("an unknown info page says 'Page not found'", async ({ page }) => {
    await page.goto('/info_pages/no-such-page');
    await waitForShell(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('the loyalty page shows nine levels and a player’s progress to the next', async ({
    page,
    player,
    qa,
    signIn,
  }) => {
    // 700 points: level 2 (from 500), 800 short of level 3 (from 1,500).
    await qa.setPlayerState(player, { loyaltyLevel: 2, loyaltyPoints: 700 });
    await signIn(player);
    await page.goto('/loyalty');
    await waitForShell(page);
    await acceptCookies(page);
    const levels = page.getByRole('list', { name: 'The levels' }).getByRole('listitem');
    await expect(levels).toHaveCount(9);
    await expect(levels.and(page.locator('[aria-current="true"]'))).toContainText('Level 2');
    const standing = page.getByTestId('loyalty-standing');
    await expect(standing).toContainText('700 points');
    await expect(standing.getByRole('meter', { name: 'Progress to level 3' })).toHaveAttribute(
      'aria-valuetext',
      '800 points to level 3',
    );
    await expectNoSeriousViolations(page);
  });

  test('the welcome offer of the Romanian locale keeps the referral in its sign-up call', async ({
    page,
  }) => {
    await page.goto('/ro/welcome_offer?stag=aff-42');
    await waitForShell(page);
    await expect(page.getByTestId('sign-up-offer')).toContainText('350% până la 57.500 RON');
    const call = page.getByRole('link', { name: 'Înregistrează-te și revendică' });
    await expect(call).toHaveAttribute('href', '/ro/registration?stag=aff-42');
    await expectNoSeriousViolations(page);
  });

  test('the live casino landing shows the live rows; the aviator landing opens the crash game in demo', async ({
    page,
  }) => {
    await page.goto('/live_casino');
    await waitForShell(page);
    await acceptCookies(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('article').first()).toBeVisible();
    expect(await main.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(2);
    await expectNoSeriousViolations(page);

    await page.goto('/aviator');
    await waitForShell(page);
    await expect(page.getByRole('heading', { level: 2, name: 'How to play' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Try the demo' }).click();
    await expect(page).toHaveURL(/\/game\/\d+-aviator\/demo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Aviator' })).toBeVisible();
  });
});
