import { expect, test } from '../support/fixtures.js';
import { expectNoHorizontalOverflow } from '../support/screens.js';
import { waitForShell } from '../support/journeys.js';

// The longest labels (German, Romanian) on the narrowest phone of section 9: nothing in the
// header or further down may run past the screen's edge.

/** A guest's two account buttons in the header, by language. */
const ACCOUNT_BUTTONS = {
  de: { logIn: 'Anmelden', signUp: 'Registrieren' },
  ro: { logIn: 'Autentificare', signUp: 'Înregistrare' },
  pt: { logIn: 'Entrar', signUp: 'Registar' },
} as const;

test.describe('a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  for (const [language, names] of Object.entries(ACCOUNT_BUTTONS)) {
    test(`keeps both account buttons and the whole page within the screen in ${language}`, async ({
      page,
    }) => {
      await page.goto(`/${language}/`);
      await waitForShell(page);
      const header = page.getByRole('banner');
      const buttons = [
        header.getByRole('button', { name: names.logIn, exact: true }),
        header.getByRole('link', { name: names.signUp, exact: true }),
      ];
      for (const button of buttons) {
        await expect(button).toBeVisible();
        const box = await button.boundingBox();
        expect(box).not.toBeNull();
        if (box === null) continue;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(360);
      }
      await expectNoHorizontalOverflow(page);
    });
  }
});
