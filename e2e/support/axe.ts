import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { waitForShell } from './journeys.js';

// Accessibility checks with axe-core against WCAG 2.0 and 2.1, levels A and AA. Only serious and
// critical violations fail a journey.

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface SeriousViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * Waits until the page's finite animations have ended: axe reads colours as they are painted, and
 * a dialog still fading in has text of too little contrast. The endless ones (a shimmer, a
 * marquee) are the page at rest.
 */
export async function animationsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** What axe reports of a violation, as far as a sweep reads it. */
export interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: readonly (string | readonly string[])[] }[];
}

/** The serious and critical ones of axe's violations. */
export function seriousOf(violations: readonly AxeViolation[]): SeriousViolation[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

async function seriousViolations(page: Page): Promise<SeriousViolation[]> {
  await animationsEnded(page);
  // Only violations are read: axe then gathers no node details for the passes and the checks it
  // could not decide, most of its work on a lobby page of hundreds of tiles.
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return seriousOf(results.violations);
}

/** Runs axe-core on the page as it is and fails on any serious or critical violation. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

/**
 * A page of a sweep: a path, and how to tell it is ready (the shell by default); `name` tells
 * apart two states of one path (a modal opened over it) in the report.
 */
export type SweepTarget =
  string | { path: string; ready: (page: Page) => Promise<void>; name?: string };

/**
 * Visits each page in turn in the same tab, waits until it is ready, runs axe-core once, and
 * answers every serious or critical violation by page (its name, else its path).
 */
export async function sweepViolations(
  page: Page,
  targets: readonly SweepTarget[],
): Promise<Record<string, SeriousViolation[]>> {
  const found: Record<string, SeriousViolation[]> = {};
  for (const target of targets) {
    const { path, ready, name } =
      typeof target === 'string' ? { path: target, ready: waitForShell, name: undefined } : target;
    await page.goto(path);
    await ready(page);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[name ?? path] = violations;
  }
  return found;
}

/** A sweep that fails once at the end with every violation by page, so one run names them all. */
export async function axeSweep(page: Page, targets: readonly SweepTarget[]): Promise<void> {
  expect(await sweepViolations(page, targets)).toEqual({});
}
