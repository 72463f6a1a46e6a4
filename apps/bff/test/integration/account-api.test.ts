// The account router end to end: real tRPC clients with cookie jars against a listening BFF and
// its in-process mock casino, which changes the players' state and counts the calls.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@casino/mock-world';
import type { RunningServer } from '../../src/server.js';
import { Browser } from '../support/browser.js';
import { qa, rejectionOf, startTestBff, upstreamCalls } from '../support/bff.js';
import { DEMO, actionKey, signIn, type SignedIn } from '../support/players.js';

const PLAIN = DEMO.plain.email;
const BONUS = DEMO.bonus.email;

const running: RunningServer[] = [];
let url: string;
let plain: SignedIn;
let bonus: SignedIn;

beforeAll(async () => {
  ({ url } = await startTestBff(running));
  plain = await signIn(url, 'plain');
  bonus = await signIn(url, 'bonus');
});

afterAll(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

beforeEach(async () => {
  await qa(url, 'POST', '/reset');
});

const guest = () => new Browser().client(url);

describe('account.profile and account.updateProfile', () => {
  it('reads the profile and refuses a guest', async () => {
    const profile = await plain.client.account.profile.query();
    expect(profile).toMatchObject({ email: PLAIN, country: 'IRL' });
    expect(JSON.stringify(profile)).not.toMatch(/token/i);

    const refused = await rejectionOf(guest().account.profile.query());
    expect(refused.data).toMatchObject({ code: 'UNAUTHORIZED', messageKey: 'errors.unauthorized' });
  });

  it('changes the fields sent and keeps the others', async () => {
    const before = await plain.client.account.profile.query();
    const updated = await plain.client.account.updateProfile.mutate({
      city: 'Cork',
      phone: { prefix: '+353', number: '871234567' },
      birthDate: { day: 3, month: 4, year: 1990 },
      sex: 'f',
    });
    expect(updated).toMatchObject({
      city: 'Cork',
      phonePrefix: '353',
      phoneNumber: '871234567',
      birthday: '1990-04-03',
      sex: 'f',
      firstName: before.firstName,
    });
    expect((await plain.client.account.profile.query()).city).toBe('Cork');
  });

  it('applies the form rules with a message key per field and calls no upstream', async () => {
    const badCountry = await rejectionOf(
      plain.client.account.updateProfile.mutate({ country: 'XXX' }),
    );
    expect(badCountry.data?.code).toBe('BAD_REQUEST');
    expect(badCountry.data?.fieldErrors).toContainEqual(
      expect.objectContaining({ path: 'country', key: 'errors.selectCountry' }),
    );

    const year = new Date().getUTCFullYear() - 10;
    const young = await rejectionOf(
      plain.client.account.updateProfile.mutate({ birthDate: { day: 1, month: 1, year } }),
    );
    expect(young.data?.fieldErrors?.map((error) => error.key)).toEqual(
      expect.arrayContaining([expect.stringMatching(/errors\.(over18|invalidBirthFormat)/)]),
    );

    const zero = await rejectionOf(
      plain.client.account.updateProfile.mutate({ phone: { prefix: '353', number: '0871234567' } }),
    );
    expect(zero.data?.fieldErrors).toContainEqual(
      expect.objectContaining({ path: 'phone.number', key: 'errors.phoneStartsWithZero' }),
    );

    const empty = await rejectionOf(plain.client.account.updateProfile.mutate({}));
    expect(empty.data?.code).toBe('BAD_REQUEST');
    expect((await upstreamCalls(url))['PATCH /casino/me']).toBeUndefined();
  });
});

describe('account.changePassword', () => {
  it('checks the current password upstream and the form rules here', async () => {
    const wrong = await rejectionOf(
      plain.client.account.changePassword.mutate({
        oldPassword: 'not-the-password',
        newPassword: 'Fresh#Pass2',
        confirmation: 'Fresh#Pass2',
      }),
    );
    expect(wrong.data?.messageKey).toBe('errors.wrongPassword');

    const same = await rejectionOf(
      plain.client.account.changePassword.mutate({
        oldPassword: DEMO_PASSWORD,
        newPassword: DEMO_PASSWORD,
        confirmation: DEMO_PASSWORD,
      }),
    );
    expect(same.data?.fieldErrors).toContainEqual(
      expect.objectContaining({ key: 'errors.samePassword' }),
    );

    const mismatch = await rejectionOf(
      plain.client.account.changePassword.mutate({
        oldPassword: DEMO_PASSWORD,
        newPassword: 'Fresh#Pass2',
        confirmation: 'Fresh#Pass3',
      }),
    );
    expect(mismatch.data?.fieldErrors).toContainEqual(
      expect.objectContaining({ key: 'errors.passwordsDontMatch' }),
    );

    await expect(
      plain.client.account.changePassword.mutate({
        oldPassword: DEMO_PASSWORD,
        newPassword: 'Fresh#Pass2',
        confirmation: 'Fresh#Pass2',
      }),
    ).resolves.toEqual({ changed: true });
    await expect(
      new Browser().client(url).auth.login.mutate({ email: PLAIN, password: 'Fresh#Pass2' }),
    ).resolves.toMatchObject({ player: { email: PLAIN } });
  });
});

describe('account.setLanguage', () => {
  it('sends the language for a player and refuses a guest', async () => {
    await expect(plain.client.account.setLanguage.mutate({ language: 'de' })).resolves.toEqual({
      language: 'de',
    });
    expect((await plain.client.auth.me.query()).player.language).toBe('de');
    const state = (await qa(url, 'GET', `/players/${PLAIN}/state`)) as { language: string };
    expect(state.language).toBe('de');

    const refused = await rejectionOf(guest().account.setLanguage.mutate({ language: 'de' }));
    expect(refused.data?.messageKey).toBe('errors.unauthorized');
    const bad = await rejectionOf(
      // @ts-expect-error: a language the product does not have
      plain.client.account.setLanguage.mutate({ language: 'fr' }),
    );
    expect(bad.data?.code).toBe('BAD_REQUEST');
  });
});

describe('account.changeCurrency', () => {
  it('needs the confirmation, then zeroes the bonus balance and cancels bonuses and spins', async () => {
    const unconfirmed = await rejectionOf(
      bonus.client.account.changeCurrency.mutate({
        currency: 'USD',
        // @ts-expect-error: only a confirmed change is accepted
        confirmed: false,
        idempotencyKey: actionKey(),
      }),
    );
    expect(unconfirmed.data?.fieldErrors).toContainEqual(
      expect.objectContaining({ path: 'confirmed', key: 'errors.mustAgree' }),
    );

    const result = await bonus.client.account.changeCurrency.mutate({
      currency: 'USD',
      confirmed: true,
      idempotencyKey: actionKey(),
    });
    expect(result.currency).toBe('USD');
    expect(result.bonusBalanceZeroed).toBe(250);
    expect(result.bonusesCancelled).toBeGreaterThan(0);
    expect(result.freeSpinsCancelled).toBeGreaterThan(0);

    const state = (await qa(url, 'GET', `/players/${BONUS}/state`)) as {
      currency: string;
      balances: { bonusCasino: number };
    };
    expect(state).toMatchObject({ currency: 'USD', balances: { bonusCasino: 0 } });
    const pending = await bonus.client.bonuses.list.query({ status: 'pending' });
    expect(pending.items).toEqual([]);
    expect((await bonus.client.auth.me.query()).player.currency).toBe('USD');

    const again = await rejectionOf(
      bonus.client.account.changeCurrency.mutate({
        currency: 'USD',
        confirmed: true,
        idempotencyKey: actionKey(),
      }),
    );
    expect(again.data?.messageKey).toBe('errors.actionUnavailable');
  });

  it('changes the currency once for a retried key and answers the first result', async () => {
    const key = actionKey();
    const input = { currency: 'GBP', confirmed: true, idempotencyKey: key } as const;
    const [first, second] = await Promise.all([
      bonus.client.account.changeCurrency.mutate(input),
      bonus.client.account.changeCurrency.mutate(input),
    ]);
    const third = await bonus.client.account.changeCurrency.mutate(input);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect((await upstreamCalls(url))['PUT /casino/me/currency']).toBe(1);

    const reused = await rejectionOf(
      bonus.client.account.changeCurrency.mutate({ ...input, currency: 'EUR' }),
    );
    expect(reused.data?.messageKey).toBe('errors.idempotencyKeyReused');
  });
});

describe('account.favorites', () => {
  it('adds and removes a game of the Favorites category (games.byCategory)', async () => {
    const favorites = () => plain.client.games.byCategory.query({ category: 'favorites' });
    const before = await favorites();
    expect(before.items).toHaveLength(8);
    const outside = (await plain.client.games.byCategory.query({ category: 'slots' })).items.find(
      (game) => !before.items.some((favorite) => favorite.id === game.id),
    );
    if (outside === undefined) throw new Error('expected a slot that is not a favourite');

    await expect(
      plain.client.account.favorites.add.mutate({ gameId: outside.id }),
    ).resolves.toEqual({ gameId: outside.id, favorite: true });
    const added = await favorites();
    expect(added.items[0]?.id).toBe(outside.id);
    expect(added.total).toBe(9);

    await plain.client.account.favorites.remove.mutate({ gameId: outside.id });
    const removed = await favorites();
    expect(removed.items.map((game) => game.id)).not.toContain(outside.id);

    const unknown = await rejectionOf(
      plain.client.account.favorites.add.mutate({ gameId: 999_999_999 }),
    );
    expect(unknown.data).toMatchObject({ code: 'NOT_FOUND', messageKey: 'errors.noGamesFound' });
    const anonymous = await rejectionOf(
      guest().account.favorites.add.mutate({ gameId: outside.id }),
    );
    expect(anonymous.data?.messageKey).toBe('errors.unauthorized');
  });

  it('answers every favourite’s id for the tiles’ hearts, following adds and removes', async () => {
    const listed = await plain.client.games.byCategory.query({ category: 'favorites' });
    const { ids } = await plain.client.account.favorites.ids.query();
    expect(ids).toEqual(listed.items.map((game) => game.id));

    const outside = (await plain.client.games.byCategory.query({ category: 'live' })).items.find(
      (game) => !ids.includes(game.id),
    );
    if (outside === undefined) throw new Error('expected a live game that is not a favourite');
    await plain.client.account.favorites.add.mutate({ gameId: outside.id });
    expect((await plain.client.account.favorites.ids.query()).ids).toEqual([outside.id, ...ids]);
    await plain.client.account.favorites.remove.mutate({ gameId: outside.id });
    expect((await plain.client.account.favorites.ids.query()).ids).toEqual(ids);

    const anonymous = await rejectionOf(guest().account.favorites.ids.query());
    expect(anonymous.data?.code).toBe('UNAUTHORIZED');
  });

  it('filters the Favorites category by provider and counts its providers', async () => {
    const all = await plain.client.games.byCategory.query({ category: 'favorites' });
    expect(all.providers.reduce((sum, provider) => sum + provider.gameCount, 0)).toBe(all.total);
    const [provider] = all.providers;
    if (provider === undefined) throw new Error('favourites without providers');
    const narrowed = await plain.client.games.byCategory.query({
      category: 'favorites',
      providers: [provider.id],
      sort: 'a-to-z',
    });
    expect(narrowed.total).toBe(provider.gameCount);
    expect(narrowed.items.every((game) => game.providerId === provider.id)).toBe(true);
    expect(narrowed.providers).toEqual(all.providers);
  });
});

describe('account.verification', () => {
  it('answers the KYC status and the four documents', async () => {
    const unverified = await signIn(url, 'unverified');
    const status = await unverified.client.account.verification.query();
    expect(status.kycStatus).toBe('not_verified');
    expect(status.documents.map((doc) => [doc.kind, doc.status])).toEqual([
      ['idWithPhoto', 'missing'],
      ['proofOfAddress', 'missing'],
      ['proofOfPayment', 'missing'],
      ['otherDocument', 'missing'],
    ]);
    const verified = await plain.client.account.verification.query();
    expect(verified.kycStatus).toBe('verified');
    expect(verified.documents.every((doc) => doc.status === 'approved')).toBe(true);
  });
});

describe('account password reset', () => {
  // A BFF of its own, as a reset ends the player's sessions; its IP limit is raised so that the
  // per-address limit is what the last test meets.
  let resetUrl: string;
  beforeAll(async () => {
    ({ url: resetUrl } = await startTestBff(running, { RATE_LIMITS: 'passwordReset.ip=100/900' }));
  });

  it('sends a link, sets the new password with its token once, and ends the old sessions', async () => {
    const before = await signIn(resetUrl, 'plain');
    const client = new Browser().client(resetUrl);
    await expect(client.account.requestPasswordReset.mutate({ email: PLAIN })).resolves.toEqual({
      sent: true,
    });
    // The same answer for an address without an account.
    await expect(
      client.account.requestPasswordReset.mutate({ email: 'nobody@demo.lumo.test' }),
    ).resolves.toEqual({ sent: true });
    const { token } = (await qa(resetUrl, 'GET', `/players/${PLAIN}/password-reset`)) as {
      token: string;
    };

    const mismatch = await rejectionOf(
      client.account.completePasswordReset.mutate({
        token,
        password: 'Reset#Pass1',
        confirmation: 'Reset#Pass2',
      }),
    );
    expect(mismatch.data?.fieldErrors).toContainEqual(
      expect.objectContaining({ key: 'errors.passwordsDontMatch' }),
    );

    await expect(
      client.account.completePasswordReset.mutate({
        token,
        password: 'Reset#Pass1',
        confirmation: 'Reset#Pass1',
      }),
    ).resolves.toEqual({ reset: true });
    await expect(
      new Browser().client(resetUrl).auth.login.mutate({ email: PLAIN, password: 'Reset#Pass1' }),
    ).resolves.toMatchObject({ player: { email: PLAIN } });
    const ended = await rejectionOf(before.client.account.profile.query());
    expect(ended.data?.messageKey).toBe('errors.unauthorized');

    const reused = await rejectionOf(
      client.account.completePasswordReset.mutate({
        token,
        password: 'Reset#Pass9',
        confirmation: 'Reset#Pass9',
      }),
    );
    expect(reused.data).toMatchObject({
      code: 'NOT_FOUND',
      messageKey: 'errors.passwordResetInvalid',
    });
    const malformed = await rejectionOf(
      client.account.completePasswordReset.mutate({
        token: 'short',
        password: 'Reset#Pass9',
        confirmation: 'Reset#Pass9',
      }),
    );
    expect(malformed.data?.fieldErrors).toContainEqual(
      expect.objectContaining({ path: 'token', key: 'errors.passwordResetInvalid' }),
    );
  });

  it('limits reset requests per address', async () => {
    await qa(resetUrl, 'POST', '/reset');
    const client = new Browser().client(resetUrl);
    const email = 'vip@demo.lumo.test';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(client.account.requestPasswordReset.mutate({ email })).resolves.toEqual({
        sent: true,
      });
    }
    const refused = await rejectionOf(client.account.requestPasswordReset.mutate({ email }));
    expect(refused.data).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      messageKey: 'errors.tooManyAttempts',
    });
    expect((await upstreamCalls(resetUrl))['POST /casino/auth/password-reset']).toBe(5);
  });
});
