import type { Locator, Page } from '@playwright/test';
import { z } from 'zod';
import { expect, test } from '../support/fixtures.js';
import { acceptCookies, waitForShell } from '../support/journeys.js';

// The deposit opens over the page the player is on: from a game page the header's deposit opens
// DEPOSIT over the running game, and closing it leaves that game as it was (the same frame, never
// reloaded, no navigation). Its preset amounts read in full on a narrow phone, in German too.

const slotsSchema = z.object({
  result: z.object({
    data: z.object({
      items: z.array(z.object({ id: z.number(), name: z.string(), hasDemo: z.boolean() })).min(1),
    }),
  }),
});

/** The first seeded slot with a demo: its page plays without money. */
async function demoGame(page: Page): Promise<{ id: number; name: string }> {
  const input = encodeURIComponent(JSON.stringify({ category: 'slots' }));
  const response = await page.request.get(`/trpc/games.byCategory?input=${input}`);
  expect(response.ok()).toBe(true);
  const game = slotsSchema
    .parse(await response.json())
    .result.data.items.find((item) => item.hasDemo);
  if (game === undefined) throw new Error('the mock world has no slot with a demo');
  return game;
}

function depositDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Deposit' });
}

/** Every console error and uncaught error of the page and its frames, as text. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    errors.push(error.message);
  });
  return errors;
}

test.describe('the deposit over a game', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the header's deposit opens over the game, and closing it leaves the game running", async ({
    page,
    player,
    signIn,
  }) => {
    const errors = collectErrors(page);
    await signIn(player);
    const game = await demoGame(page);
    await page.goto(`/game/${String(game.id)}/demo`);
    await waitForShell(page);
    await acceptCookies(page);
    const frame = page.locator('iframe');
    await expect(
      page.frameLocator('iframe').getByRole('heading', { name: game.name }),
    ).toBeVisible();
    const gameUrl = page.url();
    // The frame element is marked, and its loads counted from here on: a frame put back or
    // reloaded loses the mark or counts a load.
    await frame.evaluate((element) => {
      element.dataset.journeyMark = 'running';
      (window as unknown as { frameLoads: number }).frameLoads = 0;
      element.addEventListener('load', () => {
        (window as unknown as { frameLoads: number }).frameLoads += 1;
      });
    });
    let navigations = 0;
    page.on('framenavigated', () => {
      navigations += 1;
    });

    await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
    const dialog = depositDialog(page);
    await expect(dialog).toBeVisible();
    expect(page.url()).toBe(gameUrl);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);

    expect(page.url()).toBe(gameUrl);
    await expect(page.getByRole('heading', { level: 1, name: game.name })).toBeVisible();
    await expect(page.locator('iframe[data-journey-mark="running"]')).toHaveCount(1);
    await expect(
      page.frameLocator('iframe').getByRole('heading', { name: game.name }),
    ).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { frameLoads: number }).frameLoads),
    ).toBe(0);
    expect(navigations).toBe(0);
    expect(errors.filter((error) => /sandboxed/i.test(error))).toEqual([]);
  });
});

test.describe('the deposit on a narrow phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  // Money reads the German way in every language (SPEC-NOTES): "1.000,00 €".
  const MONEY = /^\d{1,3}(?:\.\d{3})*,\d{2}\s€$/;
  const LANGUAGES = [
    {
      language: 'English',
      code: 'en',
      prefix: '',
      bar: 'Quick menu',
      link: 'Deposit',
      dialog: 'Deposit',
      presets: 'Quick amounts',
    },
    {
      language: 'German',
      code: 'de',
      prefix: '/de',
      bar: 'Schnellmenü',
      link: 'Einzahlen',
      dialog: 'Einzahlung',
      presets: 'Schnellbeträge',
    },
  ] as const;

  for (const names of LANGUAGES) {
    test(`the bottom bar's deposit opens over the page, its presets in full (${names.language})`, async ({
      page,
      player,
      signIn,
      baseURL,
    }) => {
      await signIn(player);
      // A player reads the site in their own language: the player's, set as the account does.
      const language = await page.request.post('/trpc/account.setLanguage', {
        headers: { origin: baseURL ?? '' },
        data: { language: names.code },
      });
      expect(language.ok(), await language.text()).toBe(true);
      await page.goto(`${names.prefix}/games/slots`);
      await waitForShell(page);
      const pageUrl = page.url();
      await page
        .getByRole('navigation', { name: names.bar })
        .getByRole('link', { name: names.link })
        .click();
      const dialog = page.getByRole('dialog', { name: names.dialog });
      const presets = dialog.getByRole('group', { name: names.presets }).getByRole('button');
      await expect(presets.first()).toBeVisible();
      expect(page.url()).toBe(pageUrl);
      const count = await presets.count();
      expect(count).toBeGreaterThan(0);
      for (let index = 0; index < count; index += 1) {
        const preset = presets.nth(index);
        await expect(preset).toHaveText(MONEY);
        // Nothing cut: every part of the chip shows all of its text, and the chip lies inside
        // the dialog.
        const fits = await preset.evaluate((element) => {
          const parts = [element, ...Array.from(element.querySelectorAll('*'))];
          const box = element.getBoundingClientRect();
          const dialogBox = element.closest('[role="dialog"]')?.getBoundingClientRect();
          return (
            parts.every((part) => part.scrollWidth <= part.clientWidth || part.clientWidth === 0) &&
            dialogBox !== undefined &&
            box.left >= dialogBox.left &&
            box.right <= dialogBox.right
          );
        });
        expect(fits).toBe(true);
      }
    });
  }
});
