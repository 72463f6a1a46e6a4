import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.js';
import { launchableSlot } from '../support/games.js';
import { expect, test } from '../support/fixtures.js';
import { waitForShell } from '../support/journeys.js';
import type { QaClient, QaPlayer } from '../support/qa-client.js';

// The game page plays: inside its sandboxed frame the player picks a stake and spins; the mock
// provider bets through the player's wallet, and the header's balance follows. QA sets what the
// spin pays, so the journey knows the figures.

/** Signs the player in with `main` real money and no bonus, in English, and opens a slot. */
async function openSlot(
  page: Page,
  options: {
    qa: QaClient;
    player: QaPlayer;
    signIn: (player: QaPlayer) => Promise<void>;
    request: APIRequestContext;
    origin: string;
    main: number;
  },
) {
  const { qa, player, signIn, request, origin, main } = options;
  await qa.setPlayerState(player, {
    language: 'en',
    balances: { main, bonusCasino: 0 },
    wageringGames: null,
  });
  await signIn(player);
  const game = await launchableSlot(request, origin);
  await page.goto(`/game/${String(game.id)}`);
  await waitForShell(page);
  const slot = page.frameLocator('iframe');
  await expect(slot.getByText('REAL MONEY')).toBeVisible();
  return slot;
}

test.describe('the game page', () => {
  test('a spin pays the win QA set, and the header’s balance reads the new amount', async ({
    page,
    context,
    player,
    signIn,
    qa,
    realtime,
    bff,
  }) => {
    const slot = await openSlot(page, {
      qa,
      player,
      signIn,
      request: context.request,
      origin: bff.baseURL,
      main: 50,
    });
    const chip = page.getByTestId('balance-chip');
    await expect(chip).toContainText('50,00 €');
    await expect(slot.locator('#balance')).toHaveText('50,00 EUR');
    await realtime.playerReady();

    await qa.setNextSpins(player, { outcomes: [{ win: 12.5 }] });
    // The stake starts at 1; + raises it to the next step of the ladder.
    await expect(slot.locator('#stake')).toHaveText('1,00 EUR');
    await slot.getByRole('button', { name: 'Raise the stake' }).click();
    await expect(slot.locator('#stake')).toHaveText('2,00 EUR');
    await slot.getByRole('button', { name: 'Spin' }).click();

    await expect(slot.getByRole('status')).toHaveText('You win 12,50 EUR!');
    await expect(slot.locator('#balance')).toHaveText('60,50 EUR');
    await expect(chip).toContainText('60,50 €');
    expect((await qa.playerState(player)).balances.main).toBe(60.5);
    await expectNoSeriousViolations(page);
  });

  test('a stake above the balance shows "Insufficient balance to place a bet"', async ({
    page,
    context,
    player,
    signIn,
    qa,
    bff,
  }) => {
    const slot = await openSlot(page, {
      qa,
      player,
      signIn,
      request: context.request,
      origin: bff.baseURL,
      main: 1.5,
    });
    await slot.getByRole('button', { name: '2,00 EUR' }).click();
    await expect(slot.locator('#stake')).toHaveText('2,00 EUR');
    await slot.getByRole('button', { name: 'Spin' }).click();

    await expect(slot.getByRole('status')).toHaveText('Insufficient balance to place a bet');
    await expect(slot.locator('#balance')).toHaveText('1,50 EUR');
    await expect(page.getByTestId('balance-chip')).toContainText('1,50 €');
    expect((await qa.playerState(player)).balances.main).toBe(1.5);
  });
});
