import { expect, type Page } from '@playwright/test';

/** The country the BFF blocks in these journeys; a journey sends it in the geo header. */
export const BLOCKED_COUNTRY = 'CUB';

/** The configured third-party script of these journeys; a journey answers it with a probe. */
export const THIRD_PARTY_SCRIPT = 'https://tags.lumo.test/consent-probe.js';

/** Waits until the shell has its first data: the preloader is gone and a heading shows. */
export async function waitForShell(page: Page): Promise<void> {
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Accepts the cookie banner so that it covers nothing the journey needs. */
export async function acceptCookies(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Cookies' }).getByRole('button', { name: 'Okay' }).click();
}
