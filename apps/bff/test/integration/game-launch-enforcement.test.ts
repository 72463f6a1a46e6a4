// games.launch enforces on the server what the SPA also checks: a session for real play, the
// bonus wagering rules, the provider's profile fields and the country ('Access denied'). Each
// refusal happens before any launch URL exists.
import { BIRTHDAY_REQUIRED_PROVIDER_IDS, gamePlayability } from '@casino/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockWorld, type GameRecord } from '@casino/mock-world';
import type { RunningServer } from '../../src/server.js';
import { qa, rejectionOf, startTestBff, upstreamCalls } from '../support/bff.js';
import { DEMO, TEST_RATE_LIMITS, guest, setPlayerState, signIn } from '../support/players.js';

const LAUNCH_ROUTE = 'GET /casino/games/:id/launch';

// The BFF's mock world is generated from the same default seed: the test reads it to pick games.
const world = createMockWorld();
const wageringList = new Set(
  world.demoPlayers.find((data) => data.persona.id === DEMO.bonus.id)?.wageringGames ?? [],
);

function restrictedIn(game: GameRecord, country: string): boolean {
  return (
    world.catalog.providerById.get(game.providerId)?.restrictedCountries.includes(country) ?? false
  );
}

/** A launchable game (geo_link, no profile demands, licensed in DEU and GBR) matching `also`. */
function pickGame(also: (game: GameRecord) => boolean): GameRecord {
  const game = world.catalog.all.find(
    (candidate) =>
      !candidate.restricted &&
      !restrictedIn(candidate, 'DEU') &&
      !restrictedIn(candidate, 'GBR') &&
      !(BIRTHDAY_REQUIRED_PROVIDER_IDS as readonly number[]).includes(candidate.providerId) &&
      also(candidate),
  );
  if (game === undefined) throw new Error('the world has no such game');
  return game;
}

const running: RunningServer[] = [];
let url: string;

beforeAll(async () => {
  ({ url } = await startTestBff(running, { ...TEST_RATE_LIMITS }));
});
afterAll(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});
beforeEach(async () => {
  await qa(url, 'POST', '/reset');
});

describe('real play without a session', () => {
  it('is refused with errors.unauthorized, and no launch reaches the upstream', async () => {
    const game = pickGame((candidate) => candidate.hasDemo);
    const error = await rejectionOf(
      guest(url).games.launch.mutate({ gameId: game.id, mode: 'real' }),
    );
    expect(error.data).toMatchObject({ code: 'UNAUTHORIZED', messageKey: 'errors.unauthorized' });
    expect((await upstreamCalls(url))[LAUNCH_ROUTE]).toBeUndefined();

    // The same game in demo needs no session.
    const demo = await guest(url).games.launch.mutate({ gameId: game.id, mode: 'demo' });
    expect(demo.mode).toBe('demo');
  });
});

describe('a game excluded by the bonus wagering list', () => {
  const outside = pickGame((candidate) => !wageringList.has(candidate.id));
  const inside = pickGame((candidate) => wageringList.has(candidate.id));

  it('is not available with real money under 100 (gameNotification.notAvailable)', async () => {
    const { client } = await signIn(url, 'bonus');
    const error = await rejectionOf(
      client.games.launch.mutate({ gameId: outside.id, mode: 'real' }),
    );
    expect(error.data).toMatchObject({
      code: 'FORBIDDEN',
      messageKey: 'gameNotification.notAvailable',
    });
    expect((await upstreamCalls(url))[LAUNCH_ROUTE]).toBeUndefined();

    // A game of the list plays; so does the excluded one in demo.
    await expect(
      client.games.launch.mutate({ gameId: inside.id, mode: 'real' }),
    ).resolves.toMatchObject({
      notice: null,
    });
    if (outside.hasDemo) {
      await expect(
        client.games.launch.mutate({ gameId: outside.id, mode: 'demo' }),
      ).resolves.toMatchObject({ mode: 'demo' });
    }
  });

  it('plays with 100 or more real money, saying bonus money does not count', async () => {
    await setPlayerState(url, 'bonus', { balances: { main: 100 } });
    const { client } = await signIn(url, 'bonus');
    await expect(
      client.games.launch.mutate({ gameId: outside.id, mode: 'real' }),
    ).resolves.toMatchObject({ gameId: outside.id, notice: 'gameNotification.notForBonusMoney' });
  });

  it('plays once the wager ends', async () => {
    await setPlayerState(url, 'bonus', { wageringGames: null });
    const { client } = await signIn(url, 'bonus');
    await expect(
      client.games.launch.mutate({ gameId: outside.id, mode: 'real' }),
    ).resolves.toMatchObject({ notice: null });
  });
});

describe('no money to play with', () => {
  const inside = pickGame((candidate) => wageringList.has(candidate.id) && candidate.hasDemo);
  const outside = pickGame((candidate) => !wageringList.has(candidate.id));

  it('is refused as insufficient_balance (errors.notEnoughMoney), before any launch', async () => {
    await setPlayerState(url, 'plain', { balances: { main: 0 } });
    const { client } = await signIn(url, 'plain');
    const error = await rejectionOf(
      client.games.launch.mutate({ gameId: inside.id, mode: 'real' }),
    );
    expect(error.data).toMatchObject({
      code: 'CONFLICT',
      domainCode: 'insufficient_balance',
      messageKey: 'errors.notEnoughMoney',
    });
    expect(error.message).toBe('Not enough money on account');
    expect((await upstreamCalls(url))[LAUNCH_ROUTE]).toBeUndefined();
    // A demo needs no money.
    await expect(
      client.games.launch.mutate({ gameId: inside.id, mode: 'demo' }),
    ).resolves.toMatchObject({ mode: 'demo' });
  });

  it('counts bonus money for the games the wager takes, and only for them', async () => {
    await setPlayerState(url, 'bonus', { balances: { main: 0 } });
    const { client } = await signIn(url, 'bonus');
    await expect(
      client.games.launch.mutate({ gameId: inside.id, mode: 'real' }),
    ).resolves.toMatchObject({ gameId: inside.id, notice: null });
    // Outside the list the bonus rule speaks first.
    const excluded = await rejectionOf(
      client.games.launch.mutate({ gameId: outside.id, mode: 'real' }),
    );
    expect(excluded.data?.messageKey).toBe('gameNotification.notAvailable');

    await setPlayerState(url, 'bonus', { balances: { bonusCasino: 0 } });
    const broke = await rejectionOf(
      client.games.launch.mutate({ gameId: inside.id, mode: 'real' }),
    );
    expect(broke.data?.domainCode).toBe('insufficient_balance');
  });
});

describe('demo play in the UK', () => {
  it('asks a UK guest to sign in (UKGC age verification), before any launch', async () => {
    const game = pickGame((candidate) => candidate.hasDemo);
    const error = await rejectionOf(
      guest(url, { 'x-country-code': 'GBR' }).games.launch.mutate({
        gameId: game.id,
        mode: 'demo',
      }),
    );
    expect(error.data).toMatchObject({
      code: 'UNAUTHORIZED',
      domainCode: 'demo_sign_in_required',
      messageKey: 'errors.unauthorized',
    });
    expect((await upstreamCalls(url))[LAUNCH_ROUTE]).toBeUndefined();

    // Signed in, the same visitor plays the demo.
    const { client } = await signIn(url, 'uk', { 'x-country-code': 'GBR' });
    await expect(
      client.games.launch.mutate({ gameId: game.id, mode: 'demo' }),
    ).resolves.toMatchObject({ mode: 'demo' });
  });
});

describe('wallet.playability', () => {
  it('hands the SPA the balances and the wagering list the rules read', async () => {
    const { client } = await signIn(url, 'bonus');
    const input = await client.wallet.playability.query();
    expect(input).toMatchObject({ balanceMain: 35, bonusCasino: 250 });
    expect(input.wageringGames).toHaveLength(40);
    expect(new Set(input.wageringGames.map((game) => game.id))).toEqual(wageringList);
    // The same rule on the same input gives the launch's answer.
    const outside = pickGame((candidate) => !wageringList.has(candidate.id));
    expect(gamePlayability(outside, input)).toBe('not_available');

    const plain = await signIn(url, 'plain');
    expect(await plain.client.wallet.playability.query()).toEqual({
      balanceMain: 150,
      bonusCasino: 0,
      wageringGames: [],
    });
    const refused = await rejectionOf(guest(url).wallet.playability.query());
    expect(refused.data?.code).toBe('UNAUTHORIZED');
  });
});

describe('a restricted country', () => {
  const ukRestricted = world.catalog.all.find(
    (game) =>
      !game.restricted &&
      restrictedIn(game, 'GBR') &&
      !(BIRTHDAY_REQUIRED_PROVIDER_IDS as readonly number[]).includes(game.providerId),
  );
  if (ukRestricted === undefined) throw new Error('no provider is unlicensed in GBR');

  it('gets Access denied when the player is in the country, by the geo header', async () => {
    const inUk = await signIn(url, 'plain', { 'x-country-code': 'GBR' });
    const error = await rejectionOf(
      inUk.client.games.launch.mutate({ gameId: ukRestricted.id, mode: 'real' }),
    );
    expect(error.data).toMatchObject({ code: 'FORBIDDEN', messageKey: 'errors.accessDenied' });
    expect(error.message).toBe('Access denied');

    // The same player at home (IRL) plays it.
    const atHome = await signIn(url, 'plain', { 'x-country-code': 'IRL' });
    await expect(
      atHome.client.games.launch.mutate({ gameId: ukRestricted.id, mode: 'real' }),
    ).resolves.toMatchObject({ gameId: ukRestricted.id });
  });

  it('gets Access denied for a demo from the country too', async () => {
    const game = world.catalog.all.find(
      (candidate) => !candidate.restricted && candidate.hasDemo && restrictedIn(candidate, 'GBR'),
    );
    if (game === undefined) throw new Error('no demo game unlicensed in GBR');
    // In the UK only a signed-in player gets as far as the licence (UKGC, below).
    const inUk = await signIn(url, 'plain', { 'x-country-code': 'GB' });
    const error = await rejectionOf(
      inUk.client.games.launch.mutate({ gameId: game.id, mode: 'demo' }),
    );
    expect(error.data).toMatchObject({ code: 'FORBIDDEN', messageKey: 'errors.accessDenied' });
    await expect(
      guest(url, { 'x-country-code': 'IE' }).games.launch.mutate({ gameId: game.id, mode: 'demo' }),
    ).resolves.toMatchObject({ mode: 'demo' });
  });

  it('gets Access denied when the account’s country is the restricted one', async () => {
    const { client } = await signIn(url, 'uk', { 'x-country-code': 'IRL' });
    const error = await rejectionOf(
      client.games.launch.mutate({ gameId: ukRestricted.id, mode: 'real' }),
    );
    expect(error.data).toMatchObject({ messageKey: 'errors.accessDenied' });
  });

  it('gets Access denied for a game no country may launch (no geo_link), before the upstream', async () => {
    const nowhere = world.catalog.all.find((game) => game.restricted);
    if (nowhere === undefined) throw new Error('the world has no unlaunchable game');
    const { client } = await signIn(url, 'vip');
    for (const mode of ['real', 'demo'] as const) {
      const error = await rejectionOf(client.games.launch.mutate({ gameId: nowhere.id, mode }));
      expect(error.data).toMatchObject({ code: 'FORBIDDEN', messageKey: 'errors.accessDenied' });
    }
    expect((await upstreamCalls(url))[LAUNCH_ROUTE]).toBeUndefined();
  });
});

describe('the profile requirement', () => {
  it('asks a player without a birthday to fill it in for providers 27 and 101', async () => {
    const needsBirthday = world.catalog.all.find(
      (game) =>
        !game.restricted &&
        (BIRTHDAY_REQUIRED_PROVIDER_IDS as readonly number[]).includes(game.providerId),
    );
    if (needsBirthday === undefined) throw new Error('no game of providers 27 and 101');
    const { client } = await signIn(url, 'noBirthday');
    const error = await rejectionOf(
      client.games.launch.mutate({ gameId: needsBirthday.id, mode: 'real' }),
    );
    expect(error.data).toMatchObject({
      code: 'UNPROCESSABLE_CONTENT',
      messageKey: 'errors.nonFilledBirth',
      values: { missing: 'birthday' },
    });

    // Once the birthday is on file, the same launch goes through.
    await setPlayerState(url, 'noBirthday', { birthday: '1990-04-12' });
    await expect(
      client.games.launch.mutate({ gameId: needsBirthday.id, mode: 'real' }),
    ).resolves.toMatchObject({ gameId: needsBirthday.id });
  });

  it('refuses an unknown game with errors.noGamesFound', async () => {
    const { client } = await signIn(url, 'plain');
    const error = await rejectionOf(
      client.games.launch.mutate({ gameId: 99_999_999, mode: 'real' }),
    );
    expect(error.data).toMatchObject({ code: 'NOT_FOUND', messageKey: 'errors.noGamesFound' });
  });
});
