import { expectNoSeriousViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { acceptCookies, waitForShell } from '../support/journeys.js';
import { expectNoHorizontalOverflow, keepScreenshot } from '../support/screens.js';

// The install pages and the iOS instructions (issue 32) on an iPhone's Safari: install-app finds
// the device and offers IOS_SETUP_MODAL, a link for desktops gives the browser menu's words, /pwa
// in a browser is the instruction page, and the footer's install block opens the same modal.

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

test.use({ userAgent: IPHONE_SAFARI });

test('install-app, /pwa and IOS_SETUP_MODAL: the steps for the device, at 375 and 1440 px, in English and German', async ({
  page,
}, testInfo) => {
  // Eleven screens and a modal, each checked by axe: more than one screen's time.
  test.setTimeout(180_000);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [prefix, texts] of [
      [
        '',
        {
          title: 'Install the app',
          show: 'Show me how',
          modal: 'Add Lumo Casino to your Home Screen',
          share: 'Tap Share (the square with an arrow) in the toolbar.',
          done: 'Got it',
          manual: /open its menu and choose Install app/,
          pwa: 'The Lumo Casino app',
        },
      ],
      [
        '/de',
        {
          title: 'App installieren',
          show: 'Zeig mir wie',
          modal: 'Lumo Casino zum Home-Bildschirm hinzufügen',
          share: 'Tippe in der Symbolleiste auf „Teilen“ (das Quadrat mit dem Pfeil).',
          done: 'Verstanden',
          manual: /Öffne sein Menü und wähle „App installieren“/,
          pwa: 'Die Lumo Casino-App',
        },
      ],
    ] as const) {
      const shot = `${String(width)}${prefix.replace('/', '-') || '-en'}`;
      await page.goto(`${prefix}/install-app`);
      await waitForShell(page);
      if (width === 375 && prefix === '') await acceptCookies(page);
      await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousViolations(page);
      await keepScreenshot(page, testInfo, `install-app-${shot}`);

      await page.getByRole('button', { name: texts.show }).click();
      const modal = page.getByRole('dialog', { name: texts.modal });
      await expect(modal).toBeVisible();
      // Safari's steps first, as the browser in use.
      await expect(modal.getByRole('listitem').first()).toHaveText(texts.share);
      await expect(modal.getByRole('heading', { level: 3 })).toHaveCount(2);
      await expectNoSeriousViolations(page);
      await keepScreenshot(page, testInfo, `ios-setup-modal-${shot}`);
      await modal.getByRole('button', { name: texts.done }).click();
      await expect(modal).toHaveCount(0);

      // A link for desktops: no prompt in this browser, so the menu's words.
      await page.goto(`${prefix}/install-app/desktop`);
      await waitForShell(page);
      await expect(page.getByText(texts.manual)).toBeVisible();

      await page.goto(`${prefix}/pwa`);
      await waitForShell(page);
      await expect(page.getByRole('heading', { level: 1, name: texts.pwa })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousViolations(page);
      await keepScreenshot(page, testInfo, `pwa-${shot}`);
    }
  }

  // The footer's install block (phones and tablets only) on iOS opens the steps in place.
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto('/');
  await waitForShell(page);
  const install = page.getByRole('region', { name: 'Install the app' });
  await install.scrollIntoViewIfNeeded();
  await install.getByRole('button', { name: /Install/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Add Lumo Casino to your Home Screen' }),
  ).toBeVisible();
});
