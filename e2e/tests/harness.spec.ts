import { z } from 'zod';
import { expect, test } from '../support/fixtures.js';
import { acceptCookies, waitForShell } from '../support/journeys.js';
import { DEMO_PLAYERS } from '../support/qa-client.js';
import { DEFAULT_STORAGE, POST_LOGIN_DEPOSIT_SHOWN_KEY } from '../support/storage.js';

// The harness the other journeys stand on: fresh players signed in through the API, storage set
// before the app starts, QA's controls reaching the BFF the page talks to.

test.describe('a fresh player copied from the bonus player', () => {
  test.use({ playerTemplate: DEMO_PLAYERS.bonus });

  test("is signed in through the API and shows the template's balance, then its own", async ({
    page,
    player,
    signIn,
    qa,
  }) => {
    expect(player.email).toMatch(/^qa-\d+-bonus@qa\.lumo\.test$/);
    await signIn(player);
    await page.goto('/');
    await waitForShell(page);
    const chip = page.getByTestId('balance-chip');
    // 35 euros of real money and a 250 euro casino bonus, as the bonus player was seeded.
    await expect(chip).toContainText(/285,00\s€/);

    // The account is this test's alone: QA changes it, and the chip shows it on the next read.
    await qa.setPlayerState(player, { balances: { main: 1_000 } });
    await page.reload();
    await expect(chip).toContainText(/1\.250,00\s€/);
  });
});

test.describe('storage set before the app starts', () => {
  test.use({
    storage: { ...DEFAULT_STORAGE, local: { cookiesAccepted: 'true', language: '"de"' } },
  });

  test('is what the app reads on its first load', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Fragen und Antworten' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
    expect(
      await page.evaluate((key) => sessionStorage.getItem(key), POST_LOGIN_DEPOSIT_SHOWN_KEY),
    ).toBe('true');
  });
});

test('the sportsbook token lives as long as QA says, and is refreshed 30 s before', async ({
  page,
  player,
  signIn,
  qa,
}) => {
  await signIn(player);
  await page.goto('/');
  await waitForShell(page);
  await acceptCookies(page);
  await qa.setSportTokenLifetime(31_000);
  const answer = await page.request.get(
    `/trpc/sport.token?input=${encodeURIComponent(JSON.stringify({ sportId: 1 }))}`,
  );
  expect(answer.ok()).toBe(true);
  const token = z
    .object({
      result: z.object({
        data: z.object({ token: z.string().min(1), expiresAt: z.string(), refreshAt: z.string() }),
      }),
    })
    .parse(await answer.json()).result.data;
  const worldNow = Date.parse((await qa.clock()).now);
  const lifetime = Date.parse(token.expiresAt) - worldNow;
  expect(lifetime).toBeGreaterThan(25_000);
  expect(lifetime).toBeLessThanOrEqual(31_000);
  expect(Date.parse(token.expiresAt) - Date.parse(token.refreshAt)).toBe(30_000);
});
