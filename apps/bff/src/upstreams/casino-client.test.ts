import { GAMES_PAGE_SIZE, type Game, WINNERS_KINDS } from '@casino/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { createCasinoClient, type CasinoClient } from './casino-client.js';
import { mockMediaUrls } from './media-urls.js';
import {
  DEMO_PASSWORD,
  everythingShownBy,
  rejectionOf,
  startMockWorld,
  startTinyUpstream,
  type MockWorld,
  type TinyUpstream,
} from '../../test/support/upstreams.js';
import { UpstreamError } from './upstream-error.js';

const BONUS_PLAYER = 'bonus@demo.lumo.test';
const PLAIN_PLAYER = 'plain@demo.lumo.test';

let world: MockWorld;
let casino: CasinoClient;
/** The bonus player's upstream token. */
let token: string;

async function loginAs(email: string): Promise<string> {
  return (await casino.login({ email, password: DEMO_PASSWORD })).token;
}

async function domainErrorOf(promise: Promise<unknown>): Promise<DomainError> {
  const error = await rejectionOf(promise);
  if (!(error instanceof DomainError))
    throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
}

async function upstreamErrorOf(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await rejectionOf(promise);
  if (!(error instanceof UpstreamError)) {
    throw new Error(`expected an UpstreamError, got ${String(error)}`);
  }
  return error;
}

/** A page of slots and one of live games: between them, every launch case of the seed. */
async function launchCases(): Promise<Game[]> {
  const slots = await casino.games({ category: 'slots', perPage: 100 });
  const live = await casino.games({ category: 'live', perPage: 100 });
  return [...slots.items, ...live.items];
}

beforeAll(async () => {
  world = await startMockWorld();
  casino = createCasinoClient(world.http.casino);
  token = await loginAs(BONUS_PLAYER);
});

// Demo players' sessions survive a reset, so every test starts from the seeded world.
afterEach(() => {
  world.mock.qa.reset();
});

afterAll(async () => {
  await world.close();
});

describe('authentication', () => {
  it('logs a demo player in, the email in any case', async () => {
    const result = await casino.login({ email: 'BONUS@demo.lumo.test', password: DEMO_PASSWORD });
    expect(result.token).not.toBe('');
    expect(result.user).toMatchObject({ id: 1001, email: BONUS_PLAYER, country: 'DEU' });
  });

  it('refuses a wrong password as UNAUTHORIZED invalid credentials', async () => {
    const error = await domainErrorOf(
      casino.login({ email: BONUS_PLAYER, password: 'Wrong#Pass1' }),
    );
    expect(error).toMatchObject({
      code: 'invalid_credentials',
      status: 'UNAUTHORIZED',
      messageKey: 'errors.invalidCredentials',
    });
  });

  it('signs up, and refuses the same email again as CONFLICT', async () => {
    const input = {
      email: 'new.player@example.test',
      password: 'Strong#Pass1',
      currency: 'EUR',
      country: 'DEU',
    } as const;
    const result = await casino.signUp(input);
    expect(result.user).toMatchObject({
      email: input.email,
      language: 'de',
      kycStatus: 'not_verified',
      userLevel: 'beginner',
    });
    expect(await domainErrorOf(casino.signUp(input))).toMatchObject({
      code: 'email_taken',
      status: 'CONFLICT',
      messageKey: 'errors.emailTaken',
    });
  });

  it('refuses a sign-up that breaks the rules as UNPROCESSABLE_CONTENT', async () => {
    const error = await domainErrorOf(
      casino.signUp({ email: 'short@example.test', password: 'ab', currency: 'EUR' }),
    );
    expect(error).toMatchObject({ code: 'validation_failed', status: 'UNPROCESSABLE_CONTENT' });
  });

  it('refuses an unknown promo code with its own message', async () => {
    const error = await domainErrorOf(
      casino.signUp({
        email: 'promo@example.test',
        password: 'Strong#Pass1',
        currency: 'EUR',
        promoCode: 'NOSUCHCODE',
      }),
    );
    expect(error).toMatchObject({
      code: 'promo_code_invalid',
      status: 'UNPROCESSABLE_CONTENT',
      messageKey: 'errors.promoCodeInvalid',
    });
  });

  it('redeems a session uuid once', async () => {
    const uuid = world.mock.qa.issueSessionUuid(PLAIN_PLAYER);
    const result = await casino.redeemSession(uuid);
    expect(result.user.email).toBe(PLAIN_PLAYER);
    expect(await domainErrorOf(casino.redeemSession(uuid))).toMatchObject({
      code: 'session_not_found',
      status: 'NOT_FOUND',
    });
  });

  it('logs out: the token is then refused as UNAUTHORIZED, never shown', async () => {
    const ending = await loginAs(PLAIN_PLAYER);
    await casino.logout(ending);
    const error = await domainErrorOf(casino.me(ending));
    expect(error).toMatchObject({
      code: 'unauthorized',
      status: 'UNAUTHORIZED',
      messageKey: 'errors.unauthorized',
    });
    expect(everythingShownBy(error)).not.toContain(ending);
    expect(await domainErrorOf(casino.miniGameAvailability(ending, 'wheel'))).toMatchObject({
      status: 'UNAUTHORIZED',
    });
  });
});

describe('the player', () => {
  it('reads the player, balances, free spins and loyalty', async () => {
    expect(await casino.me(token)).toMatchObject({ id: 1001, currency: 'EUR', language: 'de' });
    expect(await casino.shortBalance(token)).toMatchObject({ balanceMain: 35, bonusCasino: 250 });
    expect((await casino.fullBalance(token)).currency).toBe('EUR');
    const bonusAccount = await casino.bonusAccount(token);
    expect(bonusAccount.wager?.bonus.wageringGames).toHaveLength(40);
    expect((await casino.freeSpins(token)).dayLimit).not.toBeNull();
    expect((await casino.loyalty(token)).id).toBe(1001);
    expect((await casino.loyaltyLevels('de')).levels).toHaveLength(9);
  });

  it('updates the profile, and passes the upstream’s field message keys on when it refuses', async () => {
    const updated = await casino.updateProfile(token, { city: 'Leipzig', postcode: '04109' });
    expect(updated).toMatchObject({ city: 'Leipzig', postcode: '04109' });
    expect((await casino.me(token)).city).toBe('Leipzig');

    const refused = await domainErrorOf(casino.updateProfile(token, { birthday: '2020-01-01' }));
    expect(refused).toMatchObject({
      code: 'validation_failed',
      status: 'UNPROCESSABLE_CONTENT',
      messageKey: 'errors.over18',
    });
    expect((await casino.me(token)).birthday).not.toBe('2020-01-01');
  });

  it('changes the language', async () => {
    await casino.setLanguage(token, 'pt');
    expect((await casino.me(token)).language).toBe('pt');
  });

  it('changes the password, refusing a wrong current one and the same one', async () => {
    const { token: own } = await casino.signUp({
      email: 'changer@example.test',
      password: 'Strong#Pass1',
      currency: 'EUR',
    });
    expect(
      await domainErrorOf(
        casino.changePassword(own, { oldPassword: 'Wrong#Pass1', newPassword: 'Other#Pass2' }),
      ),
    ).toMatchObject({
      code: 'wrong_password',
      status: 'UNPROCESSABLE_CONTENT',
      messageKey: 'errors.wrongPassword',
    });
    expect(
      await domainErrorOf(
        casino.changePassword(own, { oldPassword: 'Strong#Pass1', newPassword: 'Strong#Pass1' }),
      ),
    ).toMatchObject({ code: 'validation_failed', status: 'UNPROCESSABLE_CONTENT' });
    await casino.changePassword(own, { oldPassword: 'Strong#Pass1', newPassword: 'Other#Pass2' });
    const again = await casino.login({ email: 'changer@example.test', password: 'Other#Pass2' });
    expect(again.user.email).toBe('changer@example.test');
  });

  it('adds and removes favourites; an unknown game is NOT_FOUND with its message', async () => {
    const before = await casino.favoriteGames(token);
    expect(before.total).toBe(8);
    const [game] = (await casino.games({ category: 'slots', perPage: 1 })).items;
    if (game === undefined) throw new Error('no slots in the world');
    await casino.addFavorite(token, game.id);
    const added = await casino.favoriteGames(token, { perPage: 1 });
    expect(added.items.map((item) => item.id)).toEqual([game.id]);
    const ids = await casino.favoriteIds(token);
    expect(ids).toHaveLength(9);
    expect(ids[0]).toBe(game.id);
    const providers = await casino.favoriteProviders(token);
    expect(providers.reduce((sum, provider) => sum + provider.gameCount, 0)).toBe(9);
    const ofProvider = await casino.favoriteGames(token, { providers: [game.providerId] });
    expect(ofProvider.items.every((item) => item.providerId === game.providerId)).toBe(true);
    await casino.removeFavorite(token, game.id);
    expect((await casino.favoriteGames(token)).total).toBe(8);
    expect(await casino.favoriteIds(token)).toEqual(ids.slice(1));
    expect(await domainErrorOf(casino.addFavorite(token, 99_999_999))).toMatchObject({
      code: 'game_not_found',
      status: 'NOT_FOUND',
      messageKey: 'errors.noGamesFound',
    });
  });

  it('lists the countries and answers the geo', async () => {
    const countries = await casino.countries();
    expect(countries).toHaveLength(75);
    world.mock.qa.setGeo({ country: 'DEU' });
    expect(await casino.geo('203.0.113.7')).toEqual({
      ip: '203.0.113.7',
      country: 'DEU',
      blocked: false,
    });
  });
});

describe('games', () => {
  it('pages a category with the cursor', async () => {
    const first = await casino.games({ category: 'slots' });
    expect(first.items).toHaveLength(GAMES_PAGE_SIZE);
    expect(first.nextCursor).not.toBeNull();
    const second = await casino.games({ category: 'slots', cursor: first.nextCursor });
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    expect(second.total).toBe(first.total);
  });

  it('answers games by id in the order asked, and an empty list without a call', async () => {
    const ids = (await casino.games({ category: 'top', perPage: 3 })).items.map((game) => game.id);
    const reversed = [...ids].reverse();
    const page = await casino.games({ ids: reversed, perPage: 3 });
    expect(page.items.map((game) => game.id)).toEqual(reversed);
    const calls = world.mock.qa.counters().total;
    expect(await casino.games({ ids: [] })).toEqual({ items: [], nextCursor: null, total: 0 });
    expect(world.mock.qa.counters().total).toBe(calls);
  });

  it('filters by provider, searches, and reads one game', async () => {
    const [provider] = await casino.providers();
    if (provider === undefined) throw new Error('no providers');
    const byProvider = await casino.games({ providers: [provider.id], perPage: 5 });
    expect(byProvider.total).toBe(provider.gameCount);
    expect(byProvider.items.every((game) => game.providerId === provider.id)).toBe(true);
    const [game] = byProvider.items;
    if (game === undefined) throw new Error('a provider without games');
    expect(await casino.game(game.id)).toEqual(game);
    const found = await casino.searchGames(game.name, 5);
    expect(found.map((entry) => entry.id)).toContain(game.id);
    expect(await domainErrorOf(casino.game(99_999_999))).toMatchObject({
      code: 'game_not_found',
      messageKey: 'errors.noGamesFound',
    });
  });

  it('launches a game; refuses a guest real play, a missing demo and a restricted game', async () => {
    const games = await launchCases();
    const playable = games.find((game) => game.hasDemo && (game.geo_link ?? '') !== '');
    const noDemo = games.find((game) => !game.hasDemo && (game.geo_link ?? '') !== '');
    const restricted = games.find((game) => (game.geo_link ?? '') === '');
    if (playable === undefined || noDemo === undefined || restricted === undefined) {
      throw new Error('the seeded games lack a case');
    }
    const launch = await casino.gameLaunch(token, playable.id, { mode: 'real', lang: 'en' });
    expect(launch).toMatchObject({ gameId: playable.id, mode: 'real' });
    expect(new URL(launch.url).searchParams.get('launch')).toMatch(/^[\w-]{32}$/);
    const again = await casino.gameLaunch(token, playable.id, { mode: 'real', lang: 'en' });
    expect(again.url).not.toBe(launch.url);
    expect((await casino.gameLaunch(null, playable.id, { mode: 'demo' })).mode).toBe('demo');
    expect(await domainErrorOf(casino.gameLaunch(null, playable.id))).toMatchObject({
      status: 'UNAUTHORIZED',
    });
    expect(await domainErrorOf(casino.gameLaunch(null, noDemo.id, { mode: 'demo' }))).toMatchObject(
      { code: 'invalid_state', status: 'CONFLICT' },
    );
    expect(await domainErrorOf(casino.gameLaunch(token, restricted.id))).toMatchObject({
      code: 'game_restricted',
      status: 'FORBIDDEN',
      messageKey: 'errors.accessDenied',
    });
  });

  it('filters a category by several providers and sorts it; counts its providers', async () => {
    const counts = await casino.providers('slots');
    const [first, second] = [...counts].sort((a, b) => b.gameCount - a.gameCount);
    if (first === undefined || second === undefined) throw new Error('slots have few providers');
    const page = await casino.games({
      category: 'slots',
      providers: [first.id, second.id],
      sort: 'a-to-z',
      perPage: 50,
    });
    expect(page.total).toBe(first.gameCount + second.gameCount);
    expect(page.items.every((game) => [first.id, second.id].includes(game.providerId))).toBe(true);
    const names = page.items.map((game) => game.name);
    expect(names).toEqual(
      [...names].sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare),
    );
    // An empty filter is no filter.
    expect((await casino.games({ category: 'slots', providers: [] })).total).toBe(
      counts.reduce((sum, provider) => sum + provider.gameCount, 0),
    );
  });

  it('serves art and launch URLs from the BFF’s origin when told to, and only the mock’s', async () => {
    const served = createCasinoClient(world.http.casino, {
      mediaUrls: mockMediaUrls(world.mock.url),
    });
    const [game] = (await served.games({ category: 'slots', perPage: 1 })).items;
    if (game === undefined) throw new Error('no slots');
    expect(game.image).toMatch(/^\/media\/art\/games\/\d+\/desktop\.svg\?v=[\w-]+$/);
    expect(game.imagine.files.mobile).toMatch(/^\/media\/art\/games\/\d+\/mobile\.svg\?v=/);
    expect(game.geo_link).toBe(`/media/pages/game/${game.id}`);
    expect(await served.game(game.id)).toEqual(game);
    expect((await served.searchGames(game.name, 1))[0]?.image).toBe(game.image);
    const launch = await served.gameLaunch(token, game.id, { mode: 'real' });
    expect(launch.url).toMatch(new RegExp(`^/media/pages/game/${game.id}\\?launch=[\\w-]{32}$`));
  });

  it('reads every winners list', async () => {
    for (const kind of WINNERS_KINDS) {
      const answer = await casino.winners(kind);
      expect(answer.kind).toBe(kind);
      expect(answer.items.length).toBeGreaterThan(0);
    }
  });
});

describe('bonuses', () => {
  it('lists promotions and the player’s bonuses, filtered and one by one', async () => {
    expect(await casino.promotions({ lang: 'en', currency: 'EUR' })).toHaveLength(9);
    const all = await casino.bonuses(token);
    expect(all.length).toBeGreaterThan(1);
    const pending = await casino.bonuses(token, { status: 'pending' });
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((bonus) => bonus.status === 'pending')).toBe(true);
    const [first] = all;
    if (first === undefined) throw new Error('no bonuses');
    expect((await casino.bonus(token, first.id, 'en')).id).toBe(first.id);
    expect(await domainErrorOf(casino.bonus(token, 999_999))).toMatchObject({
      code: 'bonus_not_found',
      status: 'NOT_FOUND',
      messageKey: 'errors.bonusNotFound',
    });
  });

  it('queues, activates, declines and cancels; a wrong state is CONFLICT', async () => {
    const [pending] = await casino.bonuses(token, { status: 'pending' });
    const [queued] = await casino.bonuses(token, { status: 'queue' });
    if (pending === undefined || queued === undefined) throw new Error('the seed lacks a case');
    expect((await casino.queueBonus(token, pending.id)).status).toBe('queue');
    expect((await casino.activateBonus(token, pending.id)).status).toBe('activated');
    expect(await domainErrorOf(casino.activateBonus(token, pending.id))).toMatchObject({
      code: 'invalid_state',
      status: 'CONFLICT',
      messageKey: 'errors.actionUnavailable',
    });
    expect((await casino.declineBonus(token, queued.id)).status).toBe('rejected');
    expect((await casino.cancelBonus(token, pending.id)).status).toBe('cancel');
    expect((await casino.shortBalance(token)).bonusCasino).toBe(0);
    expect(await domainErrorOf(casino.queueBonus(token, 999_999))).toMatchObject({
      code: 'bonus_not_found',
    });
  });

  it('checks promo codes', async () => {
    const valid = await casino.checkPromoCode(token, 'welcome100');
    expect(valid.valid).toBe(true);
    expect(await casino.checkPromoCode(token, 'NOSUCHCODE')).toEqual({ valid: false });
  });
});

describe('transactions and tournaments', () => {
  it('pages game transactions and the payment history', async () => {
    const games = await casino.transactions(token, { perPage: 5, page: 2 });
    expect(games).toMatchObject({ page: 2 });
    expect(games.items).toHaveLength(5);
    expect(games.items.every((row) => row.id !== undefined)).toBe(true);
    const payments = await casino.transactions(token, { scope: 'payments', perPage: 5 });
    expect(payments.items.every((row) => row.method !== undefined)).toBe(true);
    const bets = await casino.transactions(token, { type: 'bet', kind: 'basic', perPage: 5 });
    expect(bets.items.every((row) => row.type === 'bet')).toBe(true);
  });

  it('lists tournaments and reads local and network ones', async () => {
    const list = await casino.tournaments(token, 'all');
    expect(list.length).toBeGreaterThan(0);
    const local = list.find((tournament) => tournament.kind === 'local');
    const network = (await casino.tournaments(null, 'network')).find(
      (tournament) => tournament.kind === 'network',
    );
    if (local === undefined || network?.kind !== 'network') throw new Error('a kind is missing');
    expect((await casino.localTournament(token, local.id)).id).toBe(local.id);
    expect((await casino.networkTournament(null, network.code)).id).toBe(network.id);
    expect(await domainErrorOf(casino.networkTournament(null, 'no-such-cup'))).toMatchObject({
      code: 'tournament_not_found',
      status: 'NOT_FOUND',
    });
  });
});

describe('mini-games and the daily bonus', () => {
  it('tells availability by the 204, and maps the refusals of a play', async () => {
    const plain = await loginAs(PLAIN_PLAYER);
    expect(await casino.miniGameAvailability(plain, 'wheel')).toBe(true);
    expect(await casino.miniGameAvailability(plain, 'lucky-card')).toBe(false);
    const result = await casino.playMiniGame(plain, 'wheel');
    expect(result).toMatchObject({ game: 'wheel', attemptsLeft: 0 });
    expect(await casino.miniGameAvailability(plain, 'wheel')).toBe(false);
    expect(await domainErrorOf(casino.playMiniGame(plain, 'wheel'))).toMatchObject({
      code: 'no_attempts_left',
      status: 'CONFLICT',
      messageKey: 'miniGame.noChancesLeft',
    });
    expect(await domainErrorOf(casino.playMiniGame(plain, 'lucky-card'))).toMatchObject({
      code: 'level_too_low',
      status: 'FORBIDDEN',
      messageKey: 'miniGame.levelTooLow',
    });
  });

  it('answers the daily bonus as 204 for a guest and 200 for a player, collected once', async () => {
    expect(await casino.dailyBonus(null)).toEqual({ status: 204 });
    const state = await casino.dailyBonus(token);
    if (state.status !== 200) throw new Error('a player got no daily bonus');
    expect(state.data.days).toHaveLength(7);
    // The test clock is a Wednesday.
    expect(state.data.currentDay).toBe(3);
    await casino.collectDailyBonus(token);
    const after = await casino.dailyBonus(token);
    expect(after.status === 200 ? after.data.currentDay : null).toBe(4);
    expect(await domainErrorOf(casino.collectDailyBonus(token))).toMatchObject({
      code: 'already_collected',
      status: 'CONFLICT',
      messageKey: 'errors.dailyBonusCollected',
    });
  });
});

describe('events and payments', () => {
  it('reads the player’s events and the feed of all players after a cursor', async () => {
    const start = await casino.events(token);
    const fired = world.mock.qa.fireEvent(BONUS_PLAYER, {
      type: 'USER_MESSAGE',
      data: { messageType: 'success', text: 'Welcome back' },
    });
    const feed = await casino.events(token, { after: start.lastId });
    expect(feed.items.map((event) => event.id)).toEqual([fired.id]);
    expect(feed.items[0]?.message).toEqual(fired.message);
    const all = await casino.allEvents({ after: start.lastId, limit: 10 });
    expect(all.items).toEqual([expect.objectContaining({ id: fired.id, userId: 1001 })]);
  });

  it('starts a deposit, and refuses another currency as UNPROCESSABLE_CONTENT', async () => {
    const intent = await casino.deposit(token, {
      amount: 25,
      currency: 'EUR',
      method: 'visa',
      returnUrl: 'https://casino.example.test/deposit',
    });
    expect(intent.paymentId).not.toBe('');
    expect(new URL(intent.redirectUrl).searchParams.get('payment_id')).toBe(intent.paymentId);
    expect(
      await domainErrorOf(
        casino.deposit(token, {
          amount: 25,
          currency: 'USD',
          method: 'visa',
          returnUrl: 'https://casino.example.test/deposit',
        }),
      ),
    ).toMatchObject({ code: 'validation_failed', status: 'UNPROCESSABLE_CONTENT' });
  });
});

describe('a casino that breaks the contract', () => {
  const SECRET = 'player-token-that-must-stay-secret';
  let tiny: TinyUpstream;
  let broken: CasinoClient;

  beforeAll(async () => {
    tiny = await startTinyUpstream('casino', (app) => {
      app.get('/me', () => ({ id: 'not a number', token: 'ignored' }));
      app.get('/daily-bonus', () => ({ days: [], currentDay: 9 }));
      app.get('/winners', () => ({ kind: 'top3', items: [] }));
      app.get('/games/:id', (_request, reply) =>
        reply.code(500).send({ error: { code: 'internal_error', message: 'boom' } }),
      );
      app.get('/balance/short', (_request, reply) =>
        reply.code(409).send({ error: { code: 'a_code_from_the_future', message: 'new' } }),
      );
      app.get('/free-spins', (_request, reply) => reply.code(404).send('not json at all'));
      app.get('/mini-games/:game/availability', (_request, reply) => reply.code(403).send());
    });
    broken = createCasinoClient(tiny.http);
  });

  afterAll(async () => {
    await tiny.close();
  });

  it('refuses a malformed answer as bad_response without showing the token', async () => {
    const error = await upstreamErrorOf(broken.me(SECRET, { requestId: 'req-42' }));
    expect(error).toMatchObject({ kind: 'bad_response', upstream: 'casino', route: '/me' });
    expect(everythingShownBy(error)).not.toContain(SECRET);
    const sent = tiny.seen.at(-1);
    expect(sent?.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(sent?.headers['x-request-id']).toBe('req-42');
    expect(sent?.url).toBe('/me');
  });

  it('refuses a daily bonus outside the shared state and a winners list of another kind', async () => {
    expect((await upstreamErrorOf(broken.dailyBonus(SECRET))).kind).toBe('bad_response');
    expect((await upstreamErrorOf(broken.winners('weekly'))).kind).toBe('bad_response');
  });

  it('leaves 5xx, unknown codes and bodies that are not the error shape as UpstreamErrors', async () => {
    const failed = await upstreamErrorOf(broken.game(5));
    expect(failed).toMatchObject({ kind: 'http', status: 500, route: '/games/:id' });
    const unknown = await upstreamErrorOf(broken.shortBalance(SECRET));
    expect(unknown).toMatchObject({ status: 409, upstreamCode: 'a_code_from_the_future' });
    const shapeless = await upstreamErrorOf(broken.freeSpins(SECRET));
    expect(shapeless).toMatchObject({ status: 404, upstreamCode: undefined });
    for (const error of [failed, unknown, shapeless]) {
      expect(everythingShownBy(error)).not.toContain(SECRET);
    }
  });

  it('reads any refusal of a mini-game as not available', async () => {
    expect(await broken.miniGameAvailability(SECRET, 'bird')).toBe(false);
  });

  it('gives up when the caller aborts, before anything is sent', async () => {
    const controller = new AbortController();
    controller.abort(new Error('the player went away'));
    const sent = tiny.seen.length;
    const error = await rejectionOf(broken.me(SECRET, { signal: controller.signal }));
    expect(error).not.toBeInstanceOf(UpstreamError);
    expect(error).not.toBeInstanceOf(DomainError);
    expect(tiny.seen).toHaveLength(sent);
  });
});
