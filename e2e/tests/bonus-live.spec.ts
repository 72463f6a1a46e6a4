import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { launchableSlot } from '../support/games.js';
import { acceptCookies, waitForShell } from '../support/journeys.js';
import { DEMO_PLAYERS, type QaClient } from '../support/qa-client.js';

// Bonuses as they move: a jackpot win awarded through QA opens JACKPOT_WIN at once, and each of
// Decline, Claim and Add to queue sends its decision once; a bet in a running game moves the
// wagering meter beside it; a guest's /bonuses shows the sign-up offer of their language.

/** How many jackpot decisions reached the mock casino (its route counters). */
async function upstreamDecisions(qa: QaClient): Promise<number> {
  const { byRoute } = await qa.counters();
  return Object.entries(byRoute)
    .filter(([route]) => route.includes('/decision'))
    .reduce((sum, [, count]) => sum + count, 0);
}

/** The ids of the player's wins still waiting for a decision, as the BFF answers them. */
async function pendingWinIds(request: APIRequestContext): Promise<number[]> {
  const response = await request.get('/trpc/jackpots.pendingWins');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { result: { data: { pending: { id: number }[] } } };
  return body.result.data.pending.map((win) => win.id);
}

/** Every jackpot decision the page sends (tRPC batches name the procedure in the URL). */
function watchDecisions(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('jackpots.decide')) sent.push(request.postData() ?? '');
  });
  return sent;
}

test.describe('jackpot wins', () => {
  test('a win awarded through QA opens JACKPOT_WIN within 3 s; Decline, Claim and Add to queue each send their decision once', async ({
    page,
    context,
    player,
    signIn,
    qa,
    realtime,
    bff,
  }) => {
    await qa.setPlayerState(player, {
      language: 'en',
      balances: { main: 50, bonusCasino: 0 },
      wageringGames: [],
    });
    await signIn(player);
    const sent = watchDecisions(page);
    await page.goto('/');
    await waitForShell(page);
    await acceptCookies(page);
    await realtime.playerReady();
    const before = await upstreamDecisions(qa);
    const dialog = page.getByRole('dialog', { name: 'You won a jackpot!' });
    const choices = dialog.getByRole('group', { name: 'What to do with your win' });

    // On the main page without bonus money, a win with wagering offers Claim and Decline.
    const declined = await qa.awardJackpotWin(player, { amount: 1_500 });
    await expect(dialog).toBeVisible({ timeout: 3_000 });
    await expect(dialog.getByTestId('jackpot-win-amount')).toHaveText('1.500,00 €');
    await expect(dialog.getByRole('article')).toBeVisible();
    await expect(choices.getByRole('button')).toHaveText(['Claim', 'Decline']);
    await expectNoSeriousViolations(page);
    await choices.getByRole('button', { name: 'Decline' }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => upstreamDecisions(qa)).toBe(before + 1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('"status":"Rejected"');
    expect(await pendingWinIds(page.request)).not.toContain(declined.id);

    const claimed = await qa.awardJackpotWin(player, { amount: 800 });
    await expect(dialog).toBeVisible({ timeout: 3_000 });
    await expect(dialog.getByTestId('jackpot-win-amount')).toHaveText('800,00 €');
    await choices.getByRole('button', { name: 'Claim' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(
      page
        .getByRole('status')
        .getByRole('listitem')
        .filter({ hasText: 'Your jackpot win is claimed.' }),
    ).toBeVisible();
    await expect.poll(() => upstreamDecisions(qa)).toBe(before + 2);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toContain('"status":"Activated"');
    expect(await pendingWinIds(page.request)).not.toContain(claimed.id);

    // Over a running game with bonus money, Add to queue is offered too.
    await qa.setPlayerState(player, { balances: { main: 50, bonusCasino: 20 } });
    const game = await launchableSlot(context.request, bff.baseURL);
    await page.goto(`/game/${String(game.id)}`);
    await waitForShell(page);
    await expect(page.frameLocator('iframe').getByText('REAL MONEY')).toBeVisible();
    await realtime.playerReady();
    const queued = await qa.awardJackpotWin(player, { amount: 300 });
    await expect(dialog).toBeVisible({ timeout: 3_000 });
    await expect(choices.getByRole('button')).toHaveText(['Claim', 'Add to queue', 'Decline']);
    await choices.getByRole('button', { name: 'Add to queue' }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => upstreamDecisions(qa)).toBe(before + 3);
    expect(sent).toHaveLength(3);
    expect(sent[2]).toContain('"status":"Queue"');
    expect(await pendingWinIds(page.request)).not.toContain(queued.id);
  });
});

test.describe('the wagering beside a running game', () => {
  test.use({ playerTemplate: DEMO_PLAYERS.bonus });

  test('a bet moves the wagering meter beside the game', async ({
    page,
    context,
    player,
    signIn,
    qa,
    realtime,
    bff,
  }) => {
    // Every game counts towards the active bonus, which has 10 wagered so far.
    await qa.setPlayerState(player, {
      language: 'en',
      balances: { main: 50, bonusCasino: 250 },
      wageringGames: [],
      activeBonusWagered: 10,
    });
    await signIn(player);
    const game = await launchableSlot(context.request, bff.baseURL);
    await page.goto(`/game/${String(game.id)}`);
    await waitForShell(page);
    const slot = page.frameLocator('iframe');
    await expect(slot.getByText('REAL MONEY')).toBeVisible();
    const meter = page.getByRole('meter', { name: 'Wagering' });
    await expect(meter).toHaveAttribute('aria-valuetext', /^10,00\s€ of [\d.]+,\d\d\s€$/);
    const required = /of ([\d.]+,\d\d)\s€$/.exec(
      (await meter.getAttribute('aria-valuetext')) ?? '',
    )?.[1];
    if (required === undefined) throw new Error('the meter names no requirement');
    await realtime.playerReady();

    await qa.setNextSpins(player, { outcomes: [{ win: 0 }] });
    await expect(slot.locator('#stake')).toHaveText('1,00 EUR');
    await slot.getByRole('button', { name: 'Spin' }).click();
    // The game bets real and bonus money alike.
    await expect(slot.locator('#balance')).toHaveText('299,00 EUR');

    // The bet's balance change reads the bonus figures again: the meter moves by the stake.
    await expect(meter).toHaveAttribute(
      'aria-valuetext',
      new RegExp(`^11,00\\s€ of ${required.replace('.', '\\.')}\\s€$`),
      {
        timeout: 3_000,
      },
    );
    await expect(page.getByTestId('wagering-left')).toContainText('left to wager');
    await expectNoSeriousViolations(page);
  });
});

test('a guest on /bonuses sees the sign-up offer of their language and a call to sign up', async ({
  page,
}) => {
  await page.goto('/bonuses');
  await waitForShell(page);
  await acceptCookies(page);
  const main = page.getByRole('main');
  const offer = main.getByRole('article', { name: 'Welcome offer' });
  await expect(offer.getByText('200% up to 1.000 € + 300 free spins')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Bonuses are waiting for you' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Sign up' })).toBeVisible();

  await page.goto('/ro/bonuses');
  await waitForShell(page);
  await expect(
    main.getByRole('article', { name: 'Oferta de bun venit' }).getByText('350% până la 57.500 RON'),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await main.getByRole('button', { name: 'Înregistrează-te' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
