import {
  MIN_AGE_YEARS,
  PROFILE_FIELD_LENGTHS,
  birthDateFromIso,
  birthdaySchema,
  countryAlpha3Schema,
  currencyCodeSchema,
  type CurrencyChangeResult,
  errorKey,
  gameIdSchema,
  isAtLeastAge,
  languageCodeSchema,
  passwordSchema,
  sexSchema,
} from '@casino/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MockContext } from '../../context.js';
import { COUNTRIES } from '../../data/countries.js';
import { loyaltyLevels } from '../../data/loyalty.js';
import { EUR_RATES } from '../../data/rates.js';
import { roundMoney } from '../../data/seeded.js';
import { requirePlayer } from '../../http/auth.js';
import { MockHttpError } from '../../http/errors.js';
import { parseRequest, validateInput } from '../../http/parse.js';
import { bonusAccount, fullBalance, loyaltyInfo, shortBalance, toUser } from '../../state/views.js';

const nullableText = z.string().max(256).nullable();

/** PATCH /me: the profile fields to change; null clears one. */
const profilePatchSchema = z
  .object({
    firstName: nullableText,
    lastName: nullableText,
    postcode: nullableText,
    city: nullableText,
    phoneNumber: nullableText,
    phonePrefix: nullableText,
    address: nullableText,
    country: nullableText,
    sex: nullableText,
    birthday: nullableText,
  })
  .partial()
  .strict();

const knownCountries = new Set(COUNTRIES.map((country) => country.alpha3));
const text = (limits: { min: number; max: number }) =>
  z
    .string()
    .trim()
    .min(limits.min, errorKey('errors.minLength'))
    .max(limits.max, errorKey('errors.maxLength'))
    .nullable();
const digits = z
  .string()
  .regex(/^\d{1,15}$/, errorKey('errors.onlyNumbers'))
  .nullable();

function profileRulesSchema(today: Date) {
  return z
    .object({
      firstName: text(PROFILE_FIELD_LENGTHS.firstName),
      lastName: text(PROFILE_FIELD_LENGTHS.lastName),
      postcode: text(PROFILE_FIELD_LENGTHS.postcode),
      city: text(PROFILE_FIELD_LENGTHS.city),
      address: text(PROFILE_FIELD_LENGTHS.address),
      phoneNumber: digits.refine(
        (value) => value?.startsWith('0') !== true,
        errorKey('errors.phoneStartsWithZero'),
      ),
      phonePrefix: digits,
      country: countryAlpha3Schema
        .refine((code) => knownCountries.has(code), errorKey('errors.noSuchCountry'))
        .nullable(),
      sex: sexSchema.nullable(),
      birthday: birthdaySchema
        .refine((iso) => {
          const birth = birthDateFromIso(iso);
          return birth !== undefined && isAtLeastAge(birth, today, MIN_AGE_YEARS);
        }, errorKey('errors.over18'))
        .nullable(),
    })
    .partial();
}

const languageBodySchema = z.object({ language: languageCodeSchema });
const currencyBodySchema = z.object({ currency: currencyCodeSchema });
const passwordBodySchema = z.object({
  oldPassword: z.string().max(128),
  newPassword: z.string().max(128),
});
const favoriteParamsSchema = z.object({ gameId: z.coerce.number().pipe(gameIdSchema) });
const langQuerySchema = z.object({ lang: languageCodeSchema.optional() });

export function registerAccountRoutes(app: FastifyInstance, context: MockContext): void {
  const { store, clock, world } = context;

  app.get('/me', (request) => toUser(requirePlayer(request, store)));

  app.patch('/me', (request) => {
    const account = requirePlayer(request, store);
    const body = parseRequest(profilePatchSchema, request.body, 'body');
    const changes = validateInput(profileRulesSchema(new Date(clock.now())), body);
    account.profile = { ...account.profile, ...changes };
    return toUser(account);
  });

  app.put('/me/language', (request, reply) => {
    const account = requirePlayer(request, store);
    account.language = parseRequest(languageBodySchema, request.body, 'body').language;
    return reply.code(204).send();
  });

  // Changing currency converts the real balance, zeroes the bonus balance and its wager, and
  // cancels the bonuses not yet settled and the free spins (SPEC.md section 4).
  app.put('/me/currency', (request): CurrencyChangeResult => {
    const account = requirePlayer(request, store);
    const { currency } = parseRequest(currencyBodySchema, request.body, 'body');
    if (currency === account.currency) {
      throw new MockHttpError('invalid_state', 'The account already uses this currency');
    }
    const bonusBalanceZeroed = account.balances.bonusCasino;
    let bonusesCancelled = 0;
    for (const bonus of account.bonuses) {
      if (bonus.status === 'pending' || bonus.status === 'queue' || bonus.status === 'activated') {
        bonus.status = 'cancel';
        bonusesCancelled += 1;
      }
    }
    const freeSpinsCancelled = account.freeSpins.number;
    account.balances = {
      main: roundMoney((account.balances.main / EUR_RATES[account.currency]) * EUR_RATES[currency]),
      bonusCasino: 0,
      cashback: roundMoney(
        (account.balances.cashback / EUR_RATES[account.currency]) * EUR_RATES[currency],
      ),
    };
    account.wageringGames = null;
    account.freeSpins = { ...account.freeSpins, number: 0, numberDay: 0 };
    account.currency = currency;
    return { currency, bonusBalanceZeroed, bonusesCancelled, freeSpinsCancelled };
  });

  app.post('/me/password', async (request, reply) => {
    const account = requirePlayer(request, store);
    const body = parseRequest(passwordBodySchema, request.body, 'body');
    if ((await store.authenticate(account.email, body.oldPassword)) === undefined) {
      throw new MockHttpError('wrong_password', 'The current password is wrong');
    }
    validateInput(
      z
        .object({ oldPassword: z.string(), newPassword: passwordSchema })
        .refine((value) => value.oldPassword !== value.newPassword, {
          path: ['newPassword'],
          message: errorKey('errors.samePassword'),
        }),
      body,
    );
    await store.changePassword(account, body.newPassword);
    return reply.code(204).send();
  });

  app.get('/me/loyalty', (request) => loyaltyInfo(requirePlayer(request, store)));

  /** The favourite games' ids, most recently added first (the tiles' hearts). */
  app.get('/me/favorites', (request) => [...requirePlayer(request, store).favorites]);

  app.put('/me/favorites/:gameId', (request, reply) => {
    const account = requirePlayer(request, store);
    const { gameId } = parseRequest(favoriteParamsSchema, request.params, 'path');
    if (!world.catalog.byId.has(gameId)) throw new MockHttpError('not_found', 'No such game');
    if (!account.favorites.includes(gameId)) account.favorites.unshift(gameId);
    return reply.code(204).send();
  });

  app.delete('/me/favorites/:gameId', (request, reply) => {
    const account = requirePlayer(request, store);
    const { gameId } = parseRequest(favoriteParamsSchema, request.params, 'path');
    account.favorites = account.favorites.filter((id) => id !== gameId);
    return reply.code(204).send();
  });

  app.get('/loyalty/levels', (request) => {
    const query = parseRequest(langQuerySchema, request.query, 'query');
    return loyaltyLevels(query.lang ?? 'en');
  });

  app.get('/balance/short', (request) => shortBalance(requirePlayer(request, store)));
  app.get('/balance/full', (request) => fullBalance(requirePlayer(request, store)));
  app.get('/balance/bonus', (request) => bonusAccount(requirePlayer(request, store)));
  app.get('/free-spins', (request) => ({ ...requirePlayer(request, store).freeSpins }));

  app.get('/countries', () => COUNTRIES);

  app.get('/geo', (request) => {
    const query = parseRequest(
      z.object({ ip: z.string().min(1).max(64).optional() }),
      request.query,
      'query',
    );
    const country = context.geo.country;
    return {
      ip: query.ip ?? request.ip,
      country,
      blocked: country !== null && context.geo.blockedCountries.includes(country),
    };
  });
}
