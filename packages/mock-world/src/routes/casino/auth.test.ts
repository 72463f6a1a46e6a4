import { bonusSchema, userSchema } from '@casino/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { MockApp } from '../../app.js';
import { authResultSchema, upstreamErrorBodySchema } from '@casino/upstream-contract';
import { DEMO_PASSWORD, DEMO_PLAYERS } from '../../data/players.js';
import { call, loginAs, testMockApp } from '../../testing.js';

let mock: MockApp;

beforeEach(() => {
  mock = testMockApp();
});
afterEach(async () => {
  await mock.app.close();
});

const errorOf = (body: unknown) => upstreamErrorBodySchema.parse(body).error;
const signUp = (body: Record<string, unknown>) =>
  call(mock.app, 'POST', '/casino/auth/signup', {
    body: { email: 'new.player@example.com', password: 'Secret#123', currency: 'EUR', ...body },
  });

describe('login', () => {
  it('lets every demo player in with the shared demo password, and answers /me', async () => {
    for (const persona of DEMO_PLAYERS) {
      const login = await call(mock.app, 'POST', '/casino/auth/login', {
        body: { email: persona.email.toUpperCase(), password: DEMO_PASSWORD },
      });
      expect(login.status).toBe(200);
      const result = authResultSchema.parse(login.body);
      expect(result.user.id).toBe(persona.id);
      const me = await call(mock.app, 'GET', '/casino/me', { token: result.token });
      expect(userSchema.parse(me.body)).toEqual(result.user);
    }
  });

  it('refuses a wrong password or an unknown email alike', async () => {
    for (const body of [
      { email: 'plain@demo.lumo.test', password: 'wrong-password' },
      { email: 'nobody@demo.lumo.test', password: DEMO_PASSWORD },
    ]) {
      const answer = await call(mock.app, 'POST', '/casino/auth/login', { body });
      expect(answer.status).toBe(401);
      expect(errorOf(answer.body).code).toBe('invalid_credentials');
    }
  });

  it('ends the session on logout', async () => {
    const token = await loginAs(mock.app, 'plain@demo.lumo.test');
    expect((await call(mock.app, 'POST', '/casino/auth/logout', { token })).status).toBe(204);
    const me = await call(mock.app, 'GET', '/casino/me', { token });
    expect(me.status).toBe(401);
    expect(errorOf(me.body).code).toBe('unauthorized');
    expect((await call(mock.app, 'GET', '/casino/me')).status).toBe(401);
    expect(
      (await call(mock.app, 'GET', '/casino/me', { headers: { authorization: 'Basic x' } })).status,
    ).toBe(401);
  });

  it('turns a one-time session uuid into a token', async () => {
    const uuid = mock.controls.issueSessionUuid('uk@demo.lumo.test');
    const first = await call(mock.app, 'GET', `/casino/auth/session/${uuid}`);
    expect(authResultSchema.parse(first.body).user.country).toBe('GBR');
    const again = await call(mock.app, 'GET', `/casino/auth/session/${uuid}`);
    expect(again.status).toBe(404);
    expect((await call(mock.app, 'GET', '/casino/auth/session/not-a-uuid')).status).toBe(400);
  });
});

describe('sign-up', () => {
  it('opens an account with a token, the welcome offer and no money', async () => {
    const answer = await signUp({ country: 'ROU', referral: { stag: 'aff_42' } });
    expect(answer.status).toBe(201);
    const { token, user } = authResultSchema.parse(answer.body);
    expect(user).toMatchObject({
      email: 'new.player@example.com',
      currency: 'EUR',
      country: 'ROU',
      language: 'ro',
      kycStatus: 'not_verified',
      userLevel: 'beginner',
      birthday: null,
    });
    expect((await call(mock.app, 'GET', '/casino/balance/short', { token })).body).toEqual({
      balanceMain: 0,
      bonusCasino: 0,
      balance: 0,
    });
    const bonuses = z
      .array(bonusSchema)
      .parse((await call(mock.app, 'GET', '/casino/bonuses', { token })).body);
    expect(bonuses.map((bonus) => [bonus.type, bonus.status])).toEqual([
      ['registration', 'pending'],
    ]);
    const login = await call(mock.app, 'POST', '/casino/auth/login', {
      body: { email: 'new.player@example.com', password: 'Secret#123' },
    });
    expect(login.status).toBe(200);
  });

  it('refuses a taken email with 409', async () => {
    const answer = await signUp({ email: 'bonus@demo.lumo.test' });
    expect(answer.status).toBe(409);
    expect(errorOf(answer.body).code).toBe('email_taken');
  });

  it('applies the product rules with 422 and says which field broke them', async () => {
    const weak = await signUp({ password: 'abc' });
    expect(weak.status).toBe(422);
    expect(errorOf(weak.body)).toMatchObject({
      code: 'validation_failed',
      details: [{ path: 'password', message: 'errors.minLength' }],
    });
    const email = await signUp({ email: 'not an email' });
    expect(errorOf(email.body).details?.[0]?.path).toBe('email');
    const country = await signUp({ country: 'ZZZ' });
    expect(errorOf(country.body).details).toEqual([
      { path: 'country', message: 'errors.noSuchCountry' },
    ]);
    const promo = await signUp({ promoCode: 'NOSUCHCODE' });
    expect(promo.status).toBe(422);
    expect(errorOf(promo.body).code).toBe('promo_code_invalid');
    expect((await signUp({ currency: 'XYZ' })).status).toBe(400);
  });

  it('grants the bonus of a valid promo code', async () => {
    const answer = await signUp({ promoCode: 'welcome100' });
    const { token } = authResultSchema.parse(answer.body);
    const bonuses = z
      .array(bonusSchema)
      .parse((await call(mock.app, 'GET', '/casino/bonuses', { token })).body);
    expect(bonuses.map((bonus) => bonus.type)).toContain('registration_promo_code');
  });
});

describe('the profile', () => {
  it('changes fields, checks them, and keeps the language and password', async () => {
    const token = await loginAs(mock.app, 'nobirthday@demo.lumo.test');
    const underage = await call(mock.app, 'PATCH', '/casino/me', {
      token,
      body: { birthday: '2015-01-01' },
    });
    expect(underage.status).toBe(422);
    expect(errorOf(underage.body).details).toEqual([
      { path: 'birthday', message: 'errors.over18' },
    ]);
    const patched = await call(mock.app, 'PATCH', '/casino/me', {
      token,
      body: { birthday: '1990-05-05', city: 'Cluj-Napoca' },
    });
    expect(userSchema.parse(patched.body)).toMatchObject({
      birthday: '1990-05-05',
      city: 'Cluj-Napoca',
      firstName: 'Ana',
    });
    expect(
      (await call(mock.app, 'PATCH', '/casino/me', { token, body: { email: 'x@y.z' } })).status,
    ).toBe(400);

    expect(
      (await call(mock.app, 'PUT', '/casino/me/language', { token, body: { language: 'de' } }))
        .status,
    ).toBe(204);
    expect(
      userSchema.parse((await call(mock.app, 'GET', '/casino/me', { token })).body).language,
    ).toBe('de');

    const wrong = await call(mock.app, 'POST', '/casino/me/password', {
      token,
      body: { oldPassword: 'nope', newPassword: 'New#Pass1' },
    });
    expect(errorOf(wrong.body).code).toBe('wrong_password');
    const same = await call(mock.app, 'POST', '/casino/me/password', {
      token,
      body: { oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD },
    });
    expect(errorOf(same.body).details?.[0]?.message).toBe('errors.samePassword');
    expect(
      (
        await call(mock.app, 'POST', '/casino/me/password', {
          token,
          body: { oldPassword: DEMO_PASSWORD, newPassword: 'New#Pass1' },
        })
      ).status,
    ).toBe(204);
    const relogin = await call(mock.app, 'POST', '/casino/auth/login', {
      body: { email: 'nobirthday@demo.lumo.test', password: 'New#Pass1' },
    });
    expect(relogin.status).toBe(200);
  });

  it('keeps favourites, listed as the favorites category', async () => {
    const token = await loginAs(mock.app, 'plain@demo.lumo.test');
    expect((await call(mock.app, 'PUT', '/casino/me/favorites/1234', { token })).status).toBe(204);
    const page = z
      .object({ items: z.array(z.object({ id: z.number() })) })
      .parse((await call(mock.app, 'GET', '/casino/games?category=favorites', { token })).body);
    expect(page.items[0]?.id).toBe(1234);
    const ids = z
      .array(z.number())
      .parse((await call(mock.app, 'GET', '/casino/me/favorites', { token })).body);
    expect(ids[0]).toBe(1234);
    expect(ids).toHaveLength(9);
    expect((await call(mock.app, 'DELETE', '/casino/me/favorites/1234', { token })).status).toBe(
      204,
    );
    expect(
      z
        .array(z.number())
        .parse((await call(mock.app, 'GET', '/casino/me/favorites', { token })).body),
    ).toEqual(ids.slice(1));
    expect((await call(mock.app, 'GET', '/casino/me/favorites')).status).toBe(401);
    const after = z
      .object({ items: z.array(z.object({ id: z.number() })) })
      .parse((await call(mock.app, 'GET', '/casino/games?category=favorites', { token })).body);
    expect(after.items.map((game) => game.id)).not.toContain(1234);
    expect((await call(mock.app, 'GET', '/casino/games?category=favorites')).status).toBe(401);
    expect((await call(mock.app, 'PUT', '/casino/me/favorites/999999', { token })).status).toBe(
      404,
    );
  });
});
