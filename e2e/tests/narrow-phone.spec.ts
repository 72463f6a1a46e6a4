import { expect, test } from '@playwright/test';
import { waitForShell } from '../support/journeys.js';

// The longest labels (German, Romanian) on the narrowest phone of section 9: nothing in the
// header or further down may run past the screen's edge.
test.describe('a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  for (const language of ['de', 'ro', 'pt']) {
    test(`keeps both account buttons and the whole page within the screen in ${language}`, async ({
      page,
    }) => {
      await page.goto(`/${language}/`);
      await waitForShell(page);
      const header = page.getByRole('banner');
      const buttons = header.locator('.header__actions > *');
      await expect(buttons).toHaveCount(2);
      for (const button of await buttons.all()) {
        const box = await button.boundingBox();
        expect(box).not.toBeNull();
        if (box === null) continue;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(360);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }
});
