import { PROMO_CODE_PATTERN, emailSchema, errorKey, passwordSchema } from '@casino/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type AuthResult,
  loginRequestSchema,
  signUpRequestSchema,
} from '@casino/upstream-contract';
import type { MockContext } from '../../context.js';
import { COUNTRIES } from '../../data/countries.js';
import { PROMO_CODES, promoCodeBonus } from '../../data/bonuses.js';
import { bearerToken, requirePlayer } from '../../http/auth.js';
import { MockHttpError } from '../../http/errors.js';
import { parseRequest, validateInput } from '../../http/parse.js';
import type { PlayerAccount } from '../../state/player-store.js';
import { refuseIfGamstopRegistered, refuseIfProtected } from '../../state/protection.js';
import { toUser } from '../../state/views.js';

const knownCountries = new Set(COUNTRIES.map((country) => country.alpha3));

/** The product's sign-up rules, as the casino applies them to a well-formed request. */
const signUpRulesSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  country: z
    .string()
    .refine((code) => knownCountries.has(code), errorKey('errors.noSuchCountry'))
    .optional(),
});

const sessionParamsSchema = z.object({ session_uuid: z.uuid() });

function authResult(context: MockContext, account: PlayerAccount): AuthResult {
  return {
    token: context.store.openSession(account, context.clock.now()),
    user: toUser(account),
  };
}

export function registerAuthRoutes(app: FastifyInstance, context: MockContext): void {
  const { store } = context;

  app.post('/auth/login', async (request) => {
    const body = parseRequest(loginRequestSchema, request.body, 'body');
    const account = await store.authenticate(body.email.trim(), body.password);
    if (account === undefined) {
      throw new MockHttpError('invalid_credentials', 'The email or the password is wrong');
    }
    // Only after the password: a refusal must not tell a stranger who is registered or excluded.
    refuseIfGamstopRegistered(store, account.email);
    refuseIfProtected(account, context.clock.now());
    return authResult(context, account);
  });

  app.post('/auth/signup', async (request, reply) => {
    const body = parseRequest(signUpRequestSchema, request.body, 'body');
    const rules = validateInput(signUpRulesSchema, body);
    refuseIfGamstopRegistered(store, rules.email);
    const promoCode = body.promoCode?.trim();
    const promoType =
      promoCode === undefined || promoCode === ''
        ? undefined
        : PROMO_CODE_PATTERN.test(promoCode)
          ? PROMO_CODES[promoCode.toUpperCase()]
          : undefined;
    if (promoCode !== undefined && promoCode !== '' && promoType === undefined) {
      throw new MockHttpError('promo_code_invalid', 'Promo code is invalid', [
        { path: 'promoCode', message: 'errors.promoCodeInvalid' },
      ]);
    }
    const result = await store.signUp({
      email: rules.email,
      password: rules.password,
      currency: body.currency,
      language: body.language,
      country: rules.country ?? context.geo.country,
      referral: body.referral ?? {},
      extraBonuses: (id) =>
        promoType === undefined ? [] : [promoCodeBonus(promoType, id * 100 + 50, body.currency)],
    });
    if (result === 'email_taken') {
      throw new MockHttpError('email_taken', 'An account with this email exists');
    }
    if (body.marketing !== undefined) result.saferGambling.marketing = body.marketing;
    return reply.code(201).send(authResult(context, result));
  });

  app.post('/auth/logout', (request, reply) => {
    requirePlayer(request, store);
    const token = bearerToken(request);
    if (token !== undefined) store.closeSession(token);
    return reply.code(204).send();
  });

  app.get('/auth/session/:session_uuid', (request) => {
    const params = parseRequest(sessionParamsSchema, request.params, 'path');
    const account = store.redeemSessionUuid(params.session_uuid);
    if (account === undefined) {
      throw new MockHttpError('not_found', 'No such session, or it was already used');
    }
    refuseIfProtected(account, context.clock.now());
    return authResult(context, account);
  });
}
