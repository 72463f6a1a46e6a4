// games.launch enforces on the server what the SPA also checks: a session for real play, the
// bonus wagering rules, the provider's profile fields and the country ('Access denied'). Each
// refusal happens before any launch URL exists.
import { BIRTHDAY_REQUIRED_PROVIDER_IDS } from '@casino/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GameRecord } from '../../src/mock/data/games.js';
import { createMockWorld } from '../../src/mock/data/world.js';
import { type RunningServer } from '../../src/server.js';
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

  it('gets Access denied for a guest’s demo from the country too', async () => {
    const game = world.catalog.all.find(
      (candidate) => !candidate.restricted && candidate.hasDemo && restrictedIn(candidate, 'GBR'),
    );
    if (game === undefined) throw new Error('no demo game unlicensed in GBR');
    const error = await rejectionOf(
      guest(url, { 'x-country-code': 'GB' }).games.launch.mutate({ gameId: game.id, mode: 'demo' }),
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
