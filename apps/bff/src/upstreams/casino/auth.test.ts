import { describe, expect, it } from 'vitest';
import type { CasinoClient } from '../casino-client.js';
import {
  BONUS_PLAYER,
  domainErrorOf,
  PLAIN_PLAYER,
  useCasinoWorld,
} from '../../../test/support/casino-client.js';
import {
  DEMO_PASSWORD,
  everythingShownBy,
  type MockWorld,
} from '../../../test/support/upstreams.js';

let world: MockWorld;
let casino: CasinoClient;

async function loginAs(email: string): Promise<string> {
  return (await casino.login({ email, password: DEMO_PASSWORD })).token;
}

useCasinoWorld((started) => {
  ({ world, casino } = started);
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
