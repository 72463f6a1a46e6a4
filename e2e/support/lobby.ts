import { expect, type Locator, type Page } from '@playwright/test';

// The main lobby's parts, for the journeys that read it and for the accessibility sweeps.

/** The main page's carousels, by their headings (SPEC.md section 2). */
export const CAROUSELS = [
  'Top games',
  'Live casino',
  'New games',
  'Instant games',
  'Jackpots',
] as const;

export function carousel(page: Page, title: string): Locator {
  return page.getByRole('main').getByRole('region', { name: title, exact: true });
}

/**
 * Scrolls down the page as a visitor does, waiting at each carousel for its 15 games: a row below
 * the first screen draws its tiles only as it comes near.
 */
export async function waitForCarousels(page: Page): Promise<void> {
  for (const title of CAROUSELS) {
    await carousel(page, title).scrollIntoViewIfNeeded();
    await expect(carousel(page, title).getByRole('article')).toHaveCount(15);
  }
}
