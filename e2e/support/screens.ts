import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Screenshots are for a person to look at, so CI writes none: `E2E_SCREENSHOTS=1` keeps them
 * beside the journey's results (and attaches them to its report). Each one was a full-page
 * capture and a PNG write on every run, for nobody.
 */
export const SCREENSHOTS_WANTED = process.env.E2E_SCREENSHOTS === '1';

/** Keeps a screenshot of the page under NAME when screenshots are wanted; otherwise nothing. */
export async function keepScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: options.fullPage ?? false });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/**
 * Nothing runs off the side of the screen: the page is no wider than the viewport, once its layout
 * has followed the last change of size (the header and the layout hooks follow the width in a
 * render of their own; a busy machine took a moment for it).
 */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: 'the page is wider than the screen',
    })
    .toBeLessThanOrEqual(0);
}
