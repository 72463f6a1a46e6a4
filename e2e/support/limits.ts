import { expect, type Page } from '@playwright/test';
import type { LimitsPatch } from '@casino/mock-world/qa';
import type { QaPlayer } from './qa-client.js';

// QA's controls of a player's limits (docs/UPSTREAMS.md, "QA controls"), through the page's own
// request context: set limits in force at once, and the review's last time.

export async function setPlayerLimits(
  page: Page,
  player: QaPlayer,
  patch: LimitsPatch,
): Promise<void> {
  const response = await page.request.put(`/qa/players/${String(player.id)}/limits`, {
    data: patch,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * Answers the prompt to set a limit by declining it (and confirming): what a new account sees
 * after the sign-up's thank-you, before its first deposit or game.
 */
export async function skipLimitsPrompt(page: Page): Promise<void> {
  const prompt = page.getByRole('dialog', { name: 'Set a deposit limit' });
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await page
    .getByRole('dialog', { name: 'Continue without a limit?' })
    .getByRole('button', { name: 'Yes, continue without a limit' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Continue without a limit?' })).toHaveCount(0);
}
