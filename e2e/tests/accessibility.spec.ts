import type { Page } from '@playwright/test';
import { z } from 'zod';
import { axeSweep, type SweepTarget } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { acceptCookies, waitForShell } from '../support/journeys.js';
import { waitForCarousels } from '../support/lobby.js';

// The screens a visitor and a signed-in player reach from the menus, swept with axe-core (WCAG 2.0
// and 2.1, A and AA, which since axe-core 4.14 holds 2.5.3 "label in name": every control's
// visible text is part of its name) at a phone's and a desktop's width. Each page is read once, in
// one tab per sweep; one failure lists every serious or critical violation by page. Every route's
// page as it first shows: crawl.spec.ts; each modal: its family's /mock-modals journey.

const slotsSchema = z.object({
  result: z.object({
    data: z.object({
      items: z
        .array(
          z.object({
            id: z.number(),
            name: z.string(),
            providerName: z.string(),
            hasDemo: z.boolean(),
          }),
        )
        .min(1),
    }),
  }),
});

type Slot = z.infer<typeof slotsSchema>['result']['data']['items'][number];

/** The first seeded slot with a demo: its page plays without money. */
async function demoSlot(page: Page): Promise<Slot> {
  const input = encodeURIComponent(JSON.stringify({ category: 'slots' }));
  const response = await page.request.get(`/trpc/games.byCategory?input=${input}`);
  expect(response.ok()).toBe(true);
  const slot = slotsSchema.parse(await response.json()).result.data.items.find((s) => s.hasDemo);
  if (slot === undefined) throw new Error('the mock world has no slot with a demo');
  return slot;
}

/** The main page with every carousel's tiles drawn. */
const mainPage = (path: string): SweepTarget => ({ path, ready: waitForCarousels });

function gamePage(slot: Slot): SweepTarget {
  return {
    path: `/game/${String(slot.id)}/demo`,
    name: 'game page',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: slot.name })).toBeVisible();
      await expect(
        page.frameLocator('iframe').getByRole('heading', { name: slot.name }),
      ).toBeVisible();
    },
  };
}

/** SEARCH over the main page, from the header on a desktop or the bottom bar on a phone. */
function search(query?: string): SweepTarget {
  return {
    path: '/',
    name: query === undefined ? 'SEARCH' : 'SEARCH with results',
    ready: async (page) => {
      await waitForShell(page);
      await page
        .getByRole('banner')
        .getByRole('searchbox', { name: 'Search games' })
        .or(page.getByRole('banner').getByRole('button', { name: 'Search games' }))
        .or(page.getByRole('navigation').getByRole('button', { name: 'Search', exact: true }))
        .filter({ visible: true })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Search games' });
      await expect(dialog).toBeVisible();
      if (query === undefined) return;
      // A provider's name finds the provider and its games: both parts of the grid, one active.
      await dialog.getByRole('combobox').fill(query);
      await expect(dialog.getByRole('rowgroup', { name: 'Providers' })).toBeVisible();
      await expect(
        dialog.getByRole('rowgroup', { name: 'Games' }).getByRole('article').first(),
      ).toBeVisible();
      await dialog.getByRole('combobox').press('ArrowDown');
    },
  };
}

const styleguide: SweepTarget = {
  path: '/styleguide',
  ready: async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'UI kit' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Countdown', exact: true }),
    ).toBeVisible();
  },
};

const category = (path: string, list: string): SweepTarget => ({
  path,
  ready: async (page) => {
    await waitForShell(page);
    await expect(page.getByRole('list', { name: list }).getByRole('article')).not.toHaveCount(0);
  },
});

// A guest's main page, categories and the 404 page: the crawl's axe pass of each route
// (crawl.spec.ts), beside the shell's at each width.

for (const width of [375, 1440]) {
  test(`a player’s lobby, a game, SEARCH and the kit at ${String(width)} px`, async ({
    page,
    player,
    signIn,
  }) => {
    // Pages of hundreds of tiles and every part of the kit: axe-core takes a while over them.
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(player);
    const slot = await demoSlot(page);
    await page.goto('/');
    await waitForShell(page);
    await acceptCookies(page);
    await axeSweep(page, [
      mainPage('/'),
      category('/games/slots', 'Slots'),
      gamePage(slot),
      search(width === 1440 ? slot.providerName : undefined),
      styleguide,
    ]);
  });
}

test('a signed-in player’s other screens at 1440 px', async ({ page, player, signIn }) => {
  test.slow();
  await signIn(player);
  // The DEPOSIT modal at both widths: account-money.spec.ts.
  await axeSweep(page, ['/faq', '/bonuses', mainPage('/de/')]);
});
