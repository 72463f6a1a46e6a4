import { BIRTHDAY_REQUIRED_PROVIDER_IDS, type Game } from '@casino/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { waitForShell } from '../support/journeys.js';
import { DEMO_PLAYERS, type QaPlayer } from '../support/qa-client.js';

// The play flow (SPEC.md section 4) and the game page: demo without login, the UK's sign-in for
// demo, the bonus wagering rule, the profile requirement, the way back, and no money. The lobby's
// games are found through the API; their pages are opened by URL or from their tiles, and the flow
// runs through the game page's own "Play for real" control.

const BIRTHDAY_PROVIDERS: readonly number[] = BIRTHDAY_REQUIRED_PROVIDER_IDS;

/** A tRPC query of the worker's BFF, as the SPA makes it (GET, no batch). */
async function query<T>(request: APIRequestContext, path: string, input: unknown): Promise<T> {
  const response = await request.get(
    `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
  );
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

/** The first page of slots: the games the journeys choose from. */
async function slots(request: APIRequestContext): Promise<Game[]> {
  return (await query<{ items: Game[] }>(request, 'games.byCategory', { category: 'slots' })).items;
}

/** A game with nothing in its way: launchable, with a demo, no profile demands. */
function isPlain(game: Game): boolean {
  return (
    game.geo_link != null &&
    game.hasDemo &&
    game.requiredProfile === 'none' &&
    !BIRTHDAY_PROVIDERS.includes(game.providerId)
  );
}

/**
 * The first of `games` that `request` (a browser context's, with its cookie and headers) may
 * launch in `mode`: the world is seeded, but a provider's licence by country is not in the game.
 */
async function firstLaunchable(
  request: APIRequestContext,
  origin: string,
  games: readonly Game[],
  mode: 'real' | 'demo',
): Promise<Game> {
  for (const game of games) {
    const response = await request.post('/trpc/games.launch', {
      headers: { origin },
      data: { gameId: game.id, mode },
    });
    if (response.ok()) return game;
  }
  throw new Error(`none of ${String(games.length)} games launches in ${mode}`);
}

function gameUrl(game: Pick<Game, 'id'>, demo = false): RegExp {
  return new RegExp(`/game/${String(game.id)}-[a-z0-9-]+${demo ? '/demo' : ''}$`);
}

function frame(page: Page) {
  return page.frameLocator('iframe');
}

/** Opens the game's demo, then its "Play for real" and the switch's confirmation. */
async function playForRealFromDemo(page: Page, game: Pick<Game, 'id'>): Promise<void> {
  await page.goto(`/game/${String(game.id)}/demo`);
  await expect(frame(page).getByText('DEMO: playing for fun')).toBeVisible();
  await page.getByRole('button', { name: 'Play for real' }).first().click();
  await page
    .getByRole('dialog', { name: 'Play for real money?' })
    .getByRole('button', { name: 'Play for real' })
    .click();
}

/** Signs a fresh copy in, in English (the player's language would win over the URL's). */
async function signInInEnglish(
  signIn: (player: QaPlayer) => Promise<void>,
  qa: { setPlayerState: (player: QaPlayer, patch: { language: 'en' }) => Promise<unknown> },
  player: QaPlayer,
) {
  await qa.setPlayerState(player, { language: 'en' });
  await signIn(player);
}

test.describe('the play flow and the game page', () => {
  test('a guest plays a demo without logging in; for real money, sign-up keeps the wish', async ({
    page,
    request,
  }) => {
    const game = (await slots(request)).find(isPlain);
    if (game === undefined) throw new Error('no plain demo game among the slots');
    await page.goto(`/game/${String(game.id)}/demo`);
    await waitForShell(page);
    await expect(page.getByRole('heading', { level: 1, name: game.name })).toBeVisible();
    await expect(frame(page).getByText('DEMO: playing for fun')).toBeVisible();
    await expect(page).toHaveURL(gameUrl(game, true));
    await expectNoSeriousViolations(page);

    // The toolbar's "Play for real" asks first, then runs the flow: a guest goes to sign up.
    await page.getByRole('button', { name: 'Play for real' }).first().click();
    const ask = page.getByRole('dialog', { name: 'Play for real money?' });
    await expect(ask).toContainText(game.name);
    await ask.getByRole('button', { name: 'Play for real' }).click();
    await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('statusSignUp'))).toBe(
      JSON.stringify({ kind: 'play_game', gameId: game.id }),
    );
  });

  test('the game frame’s own "play for real" asks to switch too', async ({ page, request }) => {
    const game = (await slots(request)).find(isPlain);
    if (game === undefined) throw new Error('no plain demo game among the slots');
    await page.goto(`/game/${String(game.id)}/demo`);
    await frame(page).getByRole('button', { name: 'Play for real money' }).click();
    const ask = page.getByRole('dialog', { name: 'Play for real money?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Keep playing the demo' }).click();
    await expect(ask).toHaveCount(0);
    await expect(page).toHaveURL(gameUrl(game, true));
  });

  test('closing the game goes back to the page it was opened from, else to main', async ({
    page,
    request,
  }) => {
    const game = (await slots(request)).find(isPlain);
    if (game === undefined) throw new Error('no plain demo game among the slots');
    await page.goto('/games/slots');
    await waitForShell(page);
    // The game's tile on its category page: its Demo opens the game.
    await page
      .getByRole('main')
      .getByRole('button', { name: `Demo of ${game.name}`, exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(gameUrl(game, true));
    await expect(frame(page).getByText('DEMO: playing for fun')).toBeVisible();
    await page.getByRole('button', { name: 'Close the game' }).click();
    await expect(page).toHaveURL('/games/slots');

    // Entered by its URL, the game has nowhere to go back to but the main page.
    await page.goto(`/game/${String(game.id)}/demo`);
    await expect(frame(page).getByText('DEMO: playing for fun')).toBeVisible();
    await page.getByRole('button', { name: 'Close the game' }).click();
    await expect(page).toHaveURL('/');
  });

  test('game/ without an id goes to the games; an unknown game is the 404 page', async ({
    page,
  }) => {
    await page.goto('/game');
    await expect(page).toHaveURL('/games');
    await page.goto('/game/999999-no-such-game');
    await expect(page).toHaveURL('/404');
    await page.goto('/game/not-a-game');
    await expect(page).toHaveURL('/404');
  });

  test.describe('a UK visitor', () => {
    test.use({
      extraHTTPHeaders: { 'x-country-code': 'GBR' },
      playerTemplate: DEMO_PLAYERS.uk,
    });

    test('is asked to log in for a demo (UKGC), and plays it once signed in', async ({
      page,
      player,
      signIn,
      playwright,
      bff,
    }) => {
      // A game whose provider is licensed in the UK, as a UK player would launch it.
      const probe = await playwright.request.newContext({
        baseURL: bff.baseURL,
        extraHTTPHeaders: { 'x-country-code': 'GBR' },
      });
      await probe.post('/trpc/auth.login', {
        headers: { origin: bff.baseURL },
        data: { email: player.email, password: player.password },
      });
      const game = await firstLaunchable(
        probe,
        bff.baseURL,
        (await slots(probe)).filter(isPlain),
        'demo',
      );
      await probe.dispose();

      await page.goto(`/game/${String(game.id)}/demo`);
      const login = page.getByRole('dialog', { name: 'Log in to your account' });
      await expect(login).toBeVisible();
      await expect(page.locator('iframe')).toHaveCount(0);
      await login.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByText('Log in to play the demo')).toBeVisible();

      await signIn(player);
      await page.reload();
      await expect(frame(page).getByText('DEMO: playing for fun')).toBeVisible();
    });
  });

  test.describe('under a bonus with a wagering list', () => {
    test.use({ playerTemplate: DEMO_PLAYERS.bonus });

    test('a game outside the list is not available; a listed one plays', async ({
      page,
      context,
      player,
      signIn,
      qa,
      bff,
    }) => {
      const wagering = new Set((await qa.playerState(player)).wageringGames ?? []);
      await signInInEnglish(signIn, qa, player);
      const games = (await slots(context.request)).filter(isPlain);
      const excluded = games.find((game) => !wagering.has(game.id));
      if (excluded === undefined) throw new Error('every slot is on the wagering list');

      // From the demo, "Play for real" runs the flow: the bonus rule says no, as an error.
      await playForRealFromDemo(page, excluded);
      const toast = page.getByRole('status').getByRole('listitem').filter({
        hasText: 'This game is not available while you play with a bonus',
      });
      await expect(toast).toBeVisible();
      // Its kind is named in words, not in colour alone.
      await expect(toast.getByRole('img', { name: 'Error' })).toBeVisible();
      await expect(page).toHaveURL(gameUrl(excluded, true));

      // Entered by its URL, the page says the same in the game's place.
      await page.goto(`/game/${String(excluded.id)}`);
      await expect(
        page.getByText('This game is not available while you play with a bonus').first(),
      ).toBeVisible();
      await expect(page.locator('iframe')).toHaveCount(0);

      // A game of the list plays for real money (the bonus money counts there).
      const listed = await firstLaunchable(
        context.request,
        bff.baseURL,
        (
          await Promise.all(
            [...wagering]
              .slice(0, 12)
              .map(
                async (gameId) =>
                  (await query<{ game: Game }>(context.request, 'games.byId', { gameId })).game,
              ),
          )
        ).filter((game) => game.geo_link != null && !BIRTHDAY_PROVIDERS.includes(game.providerId)),
        'real',
      );
      await page.goto(`/game/${String(listed.id)}`);
      await expect(frame(page).getByText('REAL MONEY')).toBeVisible();
      await expect(page.getByText('Balance', { exact: true })).toBeVisible();
    });
  });

  test.describe('without a birthday on file', () => {
    test.use({ playerTemplate: DEMO_PLAYERS.noBirthday });

    test('a provider-27 game asks for it, and once saved the game opens', async ({
      page,
      context,
      player,
      signIn,
      qa,
    }) => {
      await signInInEnglish(signIn, qa, player);
      const { items } = await query<{ items: Game[] }>(context.request, 'games.byProvider', {
        providerId: 27,
      });
      const game = items.find((candidate) => candidate.geo_link != null && candidate.hasDemo);
      if (game === undefined) throw new Error('provider 27 has no demo game');

      await playForRealFromDemo(page, game);

      const dialog = page.getByRole('dialog', { name: 'Your date of birth' });
      await expect(dialog).toContainText('Please fill in your date of birth to play this game');
      await expect(dialog.getByRole('textbox')).toHaveCount(0);
      await expectNoSeriousViolations(page);

      const date = dialog.getByRole('group', { name: 'Date of birth' });
      await date.getByRole('button', { name: /Day/ }).click();
      await page.getByRole('option', { name: '12', exact: true }).click();
      await date.getByRole('button', { name: /Month/ }).click();
      await page.getByRole('option', { name: 'April' }).click();
      await date.getByRole('button', { name: /Year/ }).click();
      await page.getByRole('option', { name: '1990' }).click();
      await dialog.getByRole('button', { name: 'Save and play' }).click();

      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(gameUrl(game));
      await expect(frame(page).getByText('REAL MONEY')).toBeVisible();
      expect((await qa.playerState(player)) as { birthday?: string }).toMatchObject({
        birthday: '1990-04-12',
      });
    });
  });

  test('a player with no money is offered a deposit', async ({
    page,
    context,
    player,
    signIn,
    qa,
  }) => {
    await qa.setPlayerState(player, { balances: { main: 0 } });
    await signInInEnglish(signIn, qa, player);
    const game = (await slots(context.request)).find(isPlain);
    if (game === undefined) throw new Error('no plain demo game among the slots');

    // From the demo the flow checks the money before opening anything.
    await playForRealFromDemo(page, game);
    const broke = page.getByRole('dialog', { name: 'Not enough money on account' });
    await expect(broke).toBeVisible();
    await expect(page).toHaveURL(gameUrl(game, true));

    // Entered by its URL, the launch is refused the same way.
    await page.goto(`/game/${String(game.id)}`);
    await expect(broke).toBeVisible();
    await broke.getByRole('button', { name: 'Make a deposit' }).click();
    await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeVisible();
    await expect(page).toHaveURL(gameUrl(game));
  });
});
