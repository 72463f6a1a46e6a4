import type { Page } from '@playwright/test';
import { z } from 'zod';
import { sweepViolations, type SeriousViolation, type SweepTarget } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { acceptCookies, waitForShell } from '../support/journeys.js';

// axe-core 4.14 checks WCAG 2.5.3 "label in name" under wcag21a: every control's visible text must
// be part of its accessible name (a speech user says what they see). One sweep of a signed-in
// player's main page, a category, a game page, SEARCH over the main page and the kit's reference
// page, at a phone's and a desktop's width, axe once per page.

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

function targets(width: number, game: { id: number; name: string }): SweepTarget[] {
  return [
    { name: `${String(width)} px /`, path: '/', ready: waitForShell },
    { name: `${String(width)} px /games/slots`, path: '/games/slots', ready: waitForShell },
    {
      name: `${String(width)} px game page`,
      path: `/game/${String(game.id)}/demo`,
      ready: async (ready) => {
        await expect(ready.getByRole('heading', { level: 1, name: game.name })).toBeVisible();
        await expect(
          ready.frameLocator('iframe').getByRole('heading', { name: game.name }),
        ).toBeVisible();
      },
    },
    {
      name: `${String(width)} px SEARCH`,
      path: '/',
      ready: async (ready) => {
        await waitForShell(ready);
        // The header's search on a desktop, the bottom bar's below it.
        await ready
          .getByRole('banner')
          .getByRole('searchbox', { name: 'Search games' })
          .or(ready.getByRole('banner').getByRole('button', { name: 'Search games' }))
          .or(ready.getByRole('navigation').getByRole('button', { name: 'Search', exact: true }))
          .filter({ visible: true })
          .first()
          .click();
        await expect(ready.getByRole('dialog', { name: 'Search games' })).toBeVisible();
      },
    },
    {
      name: `${String(width)} px /styleguide`,
      path: '/styleguide',
      ready: async (ready) => {
        await expect(ready.getByRole('heading', { level: 1, name: 'UI kit' })).toBeVisible();
        await expect(
          ready.getByRole('heading', { level: 2, name: 'Countdown', exact: true }),
        ).toBeVisible();
      },
    },
  ];
}

test('every control says what it shows: no axe 4.14 violation at 375 and 1440 px', async ({
  page,
  player,
  signIn,
}) => {
  // Ten pages of hundreds of tiles and every kit part: axe-core takes a while over them.
  test.setTimeout(240_000);
  await signIn(player);
  const game = await demoGame(page);
  await page.goto('/');
  await waitForShell(page);
  await acceptCookies(page);
  const found: Record<string, SeriousViolation[]> = {};
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    Object.assign(found, await sweepViolations(page, targets(width, game)));
  }
  expect(found).toEqual({});
});
