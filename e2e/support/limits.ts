import { expect, type Page } from '@playwright/test';
import type { QaPlayer } from './qa-client.js';

// QA's controls of a player's limits (docs/UPSTREAMS.md, "QA controls"), through the page's own
// request context: set limits in force at once, and the review's last time.

export interface LimitsPatch {
  limits?: Partial<
    Record<'depositDay' | 'depositWeek' | 'depositMonth' | 'loss' | 'session', number | null>
  >;
  promptAnswered?: boolean;
  reviewedAt?: string | null;
}

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
