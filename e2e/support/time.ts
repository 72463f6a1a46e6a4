import { expect, type Page } from '@playwright/test';
import type { ClockView, QaClient } from './qa-client.js';

// Time in journeys is moved, never waited for. Two clocks matter: the page's (timers, Date in the
// SPA: Playwright's page.clock) and the mock world's (jackpot growth, tournaments, token and
// session expiry, dates the casino writes: QA's clock, which the BFF also reads).

/**
 * How far before the pause the clock is installed: it runs from installation until the pause,
 * and pausing may only move it forward, however slowly the machine gets there.
 */
const PAUSE_LEAD_MS = 60_000;

/**
 * Installs Playwright's clock in the page, paused at `at` (now by default): the page's timers run
 * only when the journey moves them (`page.clock.runFor`, `fastForward`), its network does not
 * wait. Call it before the first `goto`.
 */
export async function pausePageClock(page: Page, at: Date | number = Date.now()): Promise<void> {
  const pauseAt = typeof at === 'number' ? at : at.getTime();
  await page.clock.install({ time: pauseAt - PAUSE_LEAD_MS });
  await page.clock.pauseAt(pauseAt);
}

/** Moves the mock world's clock on by `ms` from wherever QA left it. */
export async function advanceWorldClock(qa: QaClient, ms: number): Promise<ClockView> {
  const { offsetMs } = await qa.clock();
  return qa.setClock({ offsetMs: offsetMs + ms });
}

/**
 * Moves both clocks on by `ms`, so the page and the world agree on what time it is (the SPA
 * reads the world's offset once, at bootstrap). The page's clock must be installed.
 */
export async function advanceTime(page: Page, qa: QaClient, ms: number): Promise<void> {
  await advanceWorldClock(qa, ms);
  await page.clock.runFor(ms);
}

/**
 * With the page clock paused, moves it on `stepMs` at a time until `ready` holds (a page loading
 * needs its zero-delay timers run: the tRPC link sends on one). Returns the page time that took,
 * an upper bound on how long anything started meanwhile has been running.
 */
export async function runPageClockUntil(
  page: Page,
  ready: () => Promise<boolean>,
  stepMs = 50,
): Promise<number> {
  let elapsed = 0;
  await expect
    .poll(async () => {
      if (await ready()) return true;
      await page.clock.runFor(stepMs);
      elapsed += stepMs;
      return false;
    })
    .toBe(true);
  return elapsed;
}

/** Pauses a running page clock where it is now (a second on, as pausing only moves forward). */
export async function pausePageClockNow(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}
