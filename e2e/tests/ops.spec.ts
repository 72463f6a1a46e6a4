import type { Page, TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.js';
import { BFF_ENV, expect, test } from '../support/fixtures.js';
import { waitForShell } from '../support/journeys.js';
import {
  SCREENSHOTS_WANTED,
  expectNoHorizontalOverflow,
  keepScreenshot,
} from '../support/screens.js';

// The ops page (issue 36, docs/decisions/041-ops-status.md): nothing without the ops token, and
// with it figures that follow an upstream QA makes fail. A BFF of this file's own, publishing every
// second: the journey opens the cms breaker, which no other journey's BFF should meet.

/** Mock mode's documented default ops token (OPS_TOKEN unset). */
const MOCK_OPS_TOKEN = 'mock-mode-ops-token';

test.use({ bffEnv: { ...BFF_ENV, OPS_PUBLISH_INTERVAL_MS: '1000' } });

async function openOps(page: Page) {
  await page.goto('/ops');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
}

async function giveToken(page: Page, token: string) {
  await page.getByLabel('Ops token').fill(token);
  await page.getByRole('button', { name: 'Show the figures' }).click();
}

/** With E2E_SCREENSHOTS=1: the page as it is, at 375 and 1440 px. */
async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  if (!SCREENSHOTS_WANTED) return;
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectNoHorizontalOverflow(page);
    await keepScreenshot(page, testInfo, `${name}-${String(width)}`, { fullPage: true });
  }
}

test('without the ops token the page shows no figure, and a wrong one is refused', async ({
  page,
}, testInfo) => {
  await openOps(page);
  const figures = page.getByTestId('ops-figures');
  await expect(page.getByLabel('Ops token')).toBeVisible();
  await expect(figures).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await giveToken(page, 'not-the-ops-token-000');
  await expect(page.getByText('That token was refused.')).toBeVisible();
  await expect(figures).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await screenshots(page, testInfo, 'ops-token');

  // Nothing of the token stays behind: a reload asks again.
  await page.reload();
  await waitForShell(page);
  await expect(page.getByLabel('Ops token')).toHaveValue('');
  await expect(figures).toHaveCount(0);
});

test('with the token the figures follow an upstream QA makes fail: its breaker opens', async ({
  page,
  qa,
}, testInfo) => {
  await openOps(page);
  await giveToken(page, MOCK_OPS_TOKEN);
  await expect(page.getByTestId('ops-figures')).toBeVisible();
  await expect(page.getByTestId('ops-instance-count')).toHaveText('1');
  const cms = page.locator('tr[data-upstream="cms"]');
  await expect(cms.locator('[data-breaker]')).toHaveText('Closed');
  await expectNoSeriousViolations(page);

  await qa.setUpstream('cms', { errorRate: 1 });
  // SEO reads of paths nobody asked for yet: each misses the cache and goes to the CMS, which
  // fails every attempt; the breaker opens after five in a row.
  for (const n of [1, 2, 3]) {
    const input = encodeURIComponent(
      JSON.stringify({ lang: 'en', path: `/ops-probe-${String(n)}` }),
    );
    const answer = await page.request.get(`/trpc/content.seo?input=${input}`);
    expect(answer.ok()).toBe(false);
  }

  // The next publications carry it; the page reads them at their pace.
  await expect(cms.locator('[data-breaker]')).toHaveText('Open', { timeout: 10_000 });
  // Most of the last minute's CMS calls failed (the page's own reads before may have passed).
  await expect(cms.locator('td').nth(1)).toHaveText(/^(?:[5-9]\d|100)\.\d%$/);
  // The errors chart holds the failures (now may be back at 0: the realtime leader's reads go on).
  await expect(
    page.getByRole('img', { name: /^Upstream errors: now [\d.]+%, at most [1-9]/ }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshots(page, testInfo, 'ops-figures');
});
