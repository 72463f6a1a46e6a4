import {
  countryListSchema,
  currencyChangeResultSchema,
  freeSpinsSchema,
  fullBalanceSchema,
  gameIdSchema,
  loyaltyFullInfoSchema,
  loyaltyLevelsSchema,
  shortBalanceSchema,
  userBonusAccountSchema,
  userSchema,
  type CountryList,
  type CurrencyChangeResult,
  type CurrencyCode,
  type FreeSpins,
  type FullBalance,
  type GameId,
  type LanguageCode,
  type LoyaltyFullInfo,
  type LoyaltyLevels,
  type Profile,
  type ShortBalance,
  type User,
  type UserBonusAccount,
} from '@casino/shared';
import { z } from 'zod';
import { requestOptions, segment, type UpstreamCallContext } from '../call-context.js';
import { geoSchema, type Geo } from '@casino/upstream-contract';
import { NOT_FOUND } from '../upstream-domain-errors.js';
import { noContent, type CasinoUpstream } from './shared.js';

/** The profile fields a player may change (PATCH /me). */
export type ProfileUpdate = Partial<
  Pick<
    Profile,
    | 'firstName'
    | 'lastName'
    | 'postcode'
    | 'city'
    | 'phoneNumber'
    | 'phonePrefix'
    | 'address'
    | 'country'
    | 'sex'
    | 'birthday'
  >
>;

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

// The player, their balances, favourites and loyalty, and the lists every visitor reads.

export function accountCalls({ http, mapped }: CasinoUpstream) {
  return {
    me: (token: string, context?: UpstreamCallContext): Promise<User> =>
      mapped(http.get('/me', userSchema, requestOptions(context, { token }))),

    /** Changes the given profile fields (null clears one); the upstream checks the rules again. */
    updateProfile: (
      token: string,
      update: ProfileUpdate,
      context?: UpstreamCallContext,
    ): Promise<User> =>
      mapped(http.patch('/me', update, userSchema, requestOptions(context, { token }))),

    setLanguage: (
      token: string,
      language: LanguageCode,
      context?: UpstreamCallContext,
    ): Promise<void> =>
      mapped(http.put('/me/language', { language }, noContent, requestOptions(context, { token }))),

    changePassword: (
      token: string,
      change: PasswordChange,
      context?: UpstreamCallContext,
    ): Promise<void> =>
      mapped(http.post('/me/password', change, noContent, requestOptions(context, { token }))),

    /** Converts the real balance; zeroes the bonus balance, cancels pending bonuses and spins. */
    changeCurrency: (
      token: string,
      currency: CurrencyCode,
      context?: UpstreamCallContext,
    ): Promise<CurrencyChangeResult> =>
      mapped(
        http.put(
          '/me/currency',
          { currency },
          currencyChangeResultSchema,
          requestOptions(context, { token }),
        ),
      ),

    loyalty: (token: string, context?: UpstreamCallContext): Promise<LoyaltyFullInfo> =>
      mapped(http.get('/me/loyalty', loyaltyFullInfoSchema, requestOptions(context, { token }))),

    loyaltyLevels: (lang?: LanguageCode, context?: UpstreamCallContext): Promise<LoyaltyLevels> =>
      mapped(
        http.get(
          '/loyalty/levels',
          loyaltyLevelsSchema,
          requestOptions(context, { query: { lang } }),
        ),
      ),

    addFavorite: (token: string, gameId: GameId, context?: UpstreamCallContext): Promise<void> =>
      mapped(
        http.put(
          `/me/favorites/${segment(gameId)}`,
          undefined,
          noContent,
          requestOptions(context, { token }),
        ),
        NOT_FOUND.game,
      ),

    removeFavorite: (token: string, gameId: GameId, context?: UpstreamCallContext): Promise<void> =>
      mapped(
        http.delete(
          `/me/favorites/${segment(gameId)}`,
          noContent,
          requestOptions(context, { token }),
        ),
      ),

    /** The ids of the player's favourites, most recently added first (the tiles' hearts). */
    favoriteIds: (token: string, context?: UpstreamCallContext): Promise<GameId[]> =>
      mapped(http.get('/me/favorites', z.array(gameIdSchema), requestOptions(context, { token }))),

    shortBalance: (token: string, context?: UpstreamCallContext): Promise<ShortBalance> =>
      mapped(http.get('/balance/short', shortBalanceSchema, requestOptions(context, { token }))),

    fullBalance: (token: string, context?: UpstreamCallContext): Promise<FullBalance> =>
      mapped(http.get('/balance/full', fullBalanceSchema, requestOptions(context, { token }))),

    bonusAccount: (token: string, context?: UpstreamCallContext): Promise<UserBonusAccount> =>
      mapped(
        http.get('/balance/bonus', userBonusAccountSchema, requestOptions(context, { token })),
      ),

    freeSpins: (token: string, context?: UpstreamCallContext): Promise<FreeSpins> =>
      mapped(http.get('/free-spins', freeSpinsSchema, requestOptions(context, { token }))),

    countries: (context?: UpstreamCallContext): Promise<CountryList> =>
      mapped(http.get('/countries', countryListSchema, requestOptions(context))),

    /** The country of an IP (the caller's when absent) and whether the casino serves it. */
    geo: (ip?: string, context?: UpstreamCallContext): Promise<Geo> =>
      mapped(http.get('/geo', geoSchema, requestOptions(context, { query: { ip } }))),
  };
}
