import {
  GAME_CATEGORIES,
  bonusSchema,
  countryListSchema,
  cryptoDepositAddressSchema,
  depositSchema,
  paymentMethodsSchema,
  withdrawalDetailsSchema,
  type CryptoDepositAddress,
  type Deposit,
  type PaymentId,
  type PaymentMethodId,
  type PaymentMethods,
  type TransactionId,
  type WithdrawalDetails,
  currencyChangeResultSchema,
  dailyBonusStateSchema,
  freeSpinsSchema,
  fullBalanceSchema,
  gameIdSchema,
  gameSchema,
  gamesPageSchema,
  loyaltyFullInfoSchema,
  loyaltyLevelsSchema,
  miniGamePlayResultSchema,
  promoCodeCheckResultSchema,
  providerGameCountSchema,
  shopPurchaseSchema,
  shopViewSchema,
  shortBalanceSchema,
  tournamentSchema,
  transactionListSchema,
  userBonusAccountSchema,
  userSchema,
  verificationStatusSchema,
  winnersResponseSchema,
  type Bonus,
  type BonusId,
  type BonusStatus,
  type BonusType,
  type CatalogueCategoryKey,
  type CountryList,
  type CurrencyChangeResult,
  type CurrencyCode,
  type DailyBonusState,
  type FreeSpins,
  type FullBalance,
  type Game,
  type GameId,
  type GameSort,
  type GameTransactionKind,
  type GamesPage,
  type LanguageCode,
  type LoyaltyFullInfo,
  type LoyaltyLevels,
  type MiniGame,
  type MiniGamePlayResult,
  type Profile,
  type PromoCodeCheckResult,
  type ProviderGameCount,
  type Shop,
  type ShopItemId,
  type ShopPurchase,
  type ShopView,
  type ShortBalance,
  type Tournament,
  type TournamentFilter,
  type TransactionFilters,
  type TransactionList,
  type User,
  type UserBonusAccount,
  type VerificationDocumentKind,
  type VerificationStatus,
  type WinnersKind,
  type WinnersResponse,
} from '@casino/shared';
import { z } from 'zod';
import { DomainError } from '../errors.js';
import { requestOptions, segment, type UpstreamCallContext } from './call-context.js';
import {
  authResultSchema,
  catchGameFactsSchema,
  catchGamePlaySchema,
  depositIntentSchema,
  eventsFeedSchema,
  gameLaunchSchema,
  geoSchema,
  serviceEventsFeedSchema,
  verificationFileSchema,
  type AuthResult,
  type CatchGameFacts,
  type CatchGamePlay,
  type DepositIntent,
  type DepositRequest,
  type EventsFeed,
  type GameLaunch,
  type GameMode,
  type Geo,
  type LoginRequest,
  type PasswordResetCompleteBody,
  type PasswordResetRequestBody,
  type ServiceEventsFeed,
  type SignUpRequest,
  type WithdrawalRequest,
  type VerificationFile,
} from '@casino/upstream-contract';
import type { UpstreamHttpClient } from './http-client.js';
import { gameWithMediaUrls, type MediaUrlRewriter } from './media-urls.js';
import {
  NOT_FOUND,
  domainErrorForCode,
  withDomainErrors,
  type NotFoundMapping,
} from './upstream-domain-errors.js';
import { UpstreamError } from './upstream-error.js';

// The casino upstream in domain types (docs/UPSTREAMS.md, "Casino"). Calls that send a player's
// token take it first: a string for player calls, `string | null` where a guest may call too.

const noContent = z.undefined();

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

export interface GamesPaging {
  /** From the previous page's nextCursor; absent (or null) for the first page. */
  cursor?: string | null;
  /** 1 to 100; the upstream's default is GAMES_PAGE_SIZE. */
  perPage?: number;
}

/** What narrows and orders a games list. */
export interface GamesFilter {
  /** Games of any of these providers (at most GAME_PROVIDER_FILTER_MAX); none or empty: all. */
  providers?: readonly number[];
  /** The list's own order unless given. */
  sort?: GameSort;
}

export interface GamesQuery extends GamesPaging, GamesFilter {
  /** A lobby category; favourites are a player's, see favoriteGames. */
  category?: CatalogueCategoryKey;
  /** At most 100 ids, answered in this order. */
  ids?: readonly GameId[];
}

export interface CasinoClientOptions {
  /** How game art and launch URLs reach the browser (mock mode); kept as they are without one. */
  mediaUrls?: MediaUrlRewriter;
}

export interface GameLaunchOptions {
  /** 'real' unless given; a guest may launch only a demo. */
  mode?: GameMode;
  lang?: LanguageCode;
  /** The visitor's country (alpha-3): the upstream refuses where the provider is unlicensed. */
  country?: string | null;
}

export interface PromotionsQuery {
  lang?: LanguageCode;
  /** EUR unless given. */
  currency?: CurrencyCode;
}

export interface BonusesQuery {
  lang?: LanguageCode;
  status?: BonusStatus;
  type?: BonusType;
}

/** Game transactions (`game`, the default) or the payment history (`payments`). */
export type TransactionScope = 'game' | 'payments';

export interface TransactionsQuery extends Partial<TransactionFilters> {
  scope?: TransactionScope;
  /** Game transactions: real-money or bonus play. */
  kind?: GameTransactionKind;
  /** 1 to 100; 20 unless given. */
  perPage?: number;
}

export interface EventsQuery {
  /** The last event id seen; 0 (the start) unless given. */
  after?: number;
  /** 1 to 100; 50 unless given. */
  limit?: number;
}

const EMPTY_GAMES_PAGE: GamesPage = { items: [], nextCursor: null, total: 0 };

const invalidCursor = () =>
  new DomainError({
    code: 'invalid_cursor',
    status: 'BAD_REQUEST',
    messageKey: 'errors.invalidInput',
  });

/** The upstream refused the request of a page that named a cursor: the cursor is not its own. */
function isForeignCursor(error: unknown, paging: GamesPaging): boolean {
  return (
    paging.cursor != null &&
    error instanceof UpstreamError &&
    error.status === 400 &&
    error.upstreamCode === 'invalid_request'
  );
}

/** A guest's GET /daily-bonus answers 204: the shared state's two shapes, by the body's presence. */
const dailyBonusAnswerSchema = z.preprocess(
  (body) => (body === undefined ? { status: 204 } : { status: 200, data: body }),
  dailyBonusStateSchema,
);

/** The upstream echoes the list's kind, so an answer meant for another tab is refused. */
function winnersAnswerSchema(kind: WinnersKind) {
  return winnersResponseSchema.refine((answer) => answer.kind === kind, {
    message: `expected the ${kind} list`,
    path: ['kind'],
  });
}

/** The upstream's bonus actions, one path each. */
type BonusCall = 'activate' | 'queue' | 'decline' | 'cancel';

/** The filter as the upstream's query names it: `provider` takes a comma list. */
function filterQuery(filter: GamesFilter): Record<string, string | undefined> {
  const providers = filter.providers ?? [];
  return { provider: providers.length === 0 ? undefined : providers.join(','), sort: filter.sort };
}

export function createCasinoClient(http: UpstreamHttpClient, options: CasinoClientOptions = {}) {
  const mapped = <T>(call: Promise<T>, notFound?: NotFoundMapping) =>
    withDomainErrors(call, { notFound });
  const { mediaUrls } = options;
  const wired = (game: Game): Game =>
    mediaUrls === undefined ? game : gameWithMediaUrls(game, mediaUrls);

  const gamesPage = async (
    query: Record<string, string | number | undefined>,
    paging: GamesPaging,
    token: string | null,
    context?: UpstreamCallContext,
  ): Promise<GamesPage> => {
    const page = await mapped(
      http.get(
        '/games',
        gamesPageSchema,
        requestOptions(context, {
          token,
          query: { ...query, cursor: paging.cursor ?? undefined, per_page: paging.perPage },
        }),
      ),
    ).catch((error: unknown) => {
      // The cursor comes from the client: one the list never issued is the client's mistake
      // (a 400), not ours (a 500).
      if (isForeignCursor(error, paging)) throw invalidCursor();
      throw error;
    });
    return { ...page, items: page.items.map(wired) };
  };

  const providerCounts = (
    category: string | undefined,
    token: string | null,
    context?: UpstreamCallContext,
  ): Promise<ProviderGameCount[]> =>
    mapped(
      http.get(
        '/providers',
        z.array(providerGameCountSchema),
        requestOptions(context, { token, query: { category } }),
      ),
    );

  const bonusAction = (
    action: BonusCall,
    token: string,
    bonusId: BonusId,
    context?: UpstreamCallContext,
  ): Promise<Bonus> =>
    mapped(
      http.post(
        `/bonuses/${action}`,
        { bonus_id: bonusId },
        bonusSchema,
        requestOptions(context, { token }),
      ),
      NOT_FOUND.bonus,
    );

  const miniGameStatus = async (
    token: string,
    game: MiniGame,
    context?: UpstreamCallContext,
  ): Promise<number> => {
    const status = await http.getStatus(
      `/mini-games/${segment(game)}/availability`,
      requestOptions(context, { token, route: '/mini-games/:game/availability' }),
    );
    if (status === 401) throw domainErrorForCode('unauthorized');
    return status;
  };

  return {
    // Authentication

    login: (input: LoginRequest, context?: UpstreamCallContext): Promise<AuthResult> =>
      mapped(
        http.post(
          '/auth/login',
          input,
          authResultSchema,
          requestOptions(context, { sensitive: true }),
        ),
      ),

    signUp: (input: SignUpRequest, context?: UpstreamCallContext): Promise<AuthResult> =>
      mapped(
        http.post(
          '/auth/signup',
          input,
          authResultSchema,
          requestOptions(context, { sensitive: true }),
        ),
      ),

    logout: (token: string, context?: UpstreamCallContext): Promise<void> =>
      mapped(http.post('/auth/logout', undefined, noContent, requestOptions(context, { token }))),

    /** A session uuid of the session callback; one use only. */
    redeemSession: (sessionUuid: string, context?: UpstreamCallContext): Promise<AuthResult> =>
      mapped(
        http.get(
          `/auth/session/${segment(sessionUuid)}`,
          authResultSchema,
          requestOptions(context, { route: '/auth/session/:session_uuid', sensitive: true }),
        ),
        NOT_FOUND.session,
      ),

    /** Sends a reset link to the address; answers the same whether or not it has an account. */
    requestPasswordReset: (
      input: PasswordResetRequestBody,
      context?: UpstreamCallContext,
    ): Promise<void> =>
      mapped(
        http.post(
          '/auth/password-reset',
          input,
          noContent,
          requestOptions(context, { sensitive: true }),
        ),
      ),

    /** Sets the new password with a link's one-time token; every session of the account ends. */
    completePasswordReset: (
      input: PasswordResetCompleteBody,
      context?: UpstreamCallContext,
    ): Promise<void> =>
      mapped(
        http.post(
          '/auth/password-reset/complete',
          input,
          noContent,
          requestOptions(context, { sensitive: true }),
        ),
        NOT_FOUND.passwordReset,
      ),

    // The player

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

    verification: (token: string, context?: UpstreamCallContext): Promise<VerificationStatus> =>
      mapped(
        http.get('/me/verification', verificationStatusSchema, requestOptions(context, { token })),
      ),

    /** Stores one checked file; a submission attaches it by its id. */
    uploadVerificationFile: (
      token: string,
      file: { name: string; type: string; bytes: Uint8Array },
      context?: UpstreamCallContext,
    ): Promise<VerificationFile> =>
      mapped(
        http.postBytes(
          '/me/verification/files',
          file.bytes,
          file.type,
          verificationFileSchema,
          requestOptions(context, { token, query: { name: file.name } }),
        ),
      ),

    /** Submits one document with the files stored for it. */
    submitVerification: (
      token: string,
      kind: VerificationDocumentKind,
      fileIds: readonly string[],
      context?: UpstreamCallContext,
    ): Promise<VerificationStatus> =>
      mapped(
        http.post(
          '/me/verification/documents',
          { kind, fileIds },
          verificationStatusSchema,
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

    // Games

    games: (query: GamesQuery = {}, context?: UpstreamCallContext): Promise<GamesPage> => {
      // An empty id list would be refused as malformed; it simply names no games.
      if (query.ids?.length === 0) return Promise.resolve(EMPTY_GAMES_PAGE);
      return gamesPage(
        {
          category:
            query.category === undefined ? undefined : GAME_CATEGORIES[query.category].param,
          ids: query.ids?.join(','),
          ...filterQuery(query),
        },
        query,
        null,
        context,
      );
    },

    /** The player's favourites, most recently added first unless sorted. */
    favoriteGames: (
      token: string,
      query: GamesPaging & GamesFilter = {},
      context?: UpstreamCallContext,
    ): Promise<GamesPage> =>
      gamesPage(
        { category: GAME_CATEGORIES.favorites.param, ...filterQuery(query) },
        query,
        token,
        context,
      ),

    /** The ids of the player's favourites, most recently added first (the tiles' hearts). */
    favoriteIds: (token: string, context?: UpstreamCallContext): Promise<GameId[]> =>
      mapped(http.get('/me/favorites', z.array(gameIdSchema), requestOptions(context, { token }))),

    /** Names or providers containing `q`; names starting with it first. */
    searchGames: async (
      q: string,
      limit?: number,
      context?: UpstreamCallContext,
    ): Promise<Game[]> => {
      const games = await mapped(
        http.get(
          '/games/search',
          z.array(gameSchema),
          requestOptions(context, { query: { q, limit } }),
        ),
      );
      return games.map(wired);
    },

    game: async (gameId: GameId, context?: UpstreamCallContext): Promise<Game> =>
      wired(
        await mapped(
          http.get(`/games/${segment(gameId)}`, gameSchema, requestOptions(context)),
          NOT_FOUND.game,
        ),
      ),

    /** A launch URL of its own: it opens the game once (a single-use token). */
    gameLaunch: async (
      token: string | null,
      gameId: GameId,
      options: GameLaunchOptions = {},
      context?: UpstreamCallContext,
    ): Promise<GameLaunch> => {
      const launch = await mapped(
        http.get(
          `/games/${segment(gameId)}/launch`,
          gameLaunchSchema,
          requestOptions(context, {
            token,
            query: {
              mode: options.mode,
              lang: options.lang,
              country: options.country ?? undefined,
            },
            // The URL's launch token opens the game once: a credential while unused.
            sensitive: true,
          }),
        ),
        NOT_FOUND.game,
      );
      return mediaUrls === undefined ? launch : { ...launch, url: mediaUrls(launch.url) };
    },

    /**
     * Every provider with its number of games, by name: of a category when given (a provider
     * without games there is left out), else of the whole catalogue.
     */
    providers: (
      category?: CatalogueCategoryKey,
      context?: UpstreamCallContext,
    ): Promise<ProviderGameCount[]> =>
      providerCounts(
        category === undefined ? undefined : GAME_CATEGORIES[category].param,
        null,
        context,
      ),

    /** The providers of the player's favourites, with how many favourites each has. */
    favoriteProviders: (token: string, context?: UpstreamCallContext) =>
      providerCounts(GAME_CATEGORIES.favorites.param, token, context),

    winners: (kind: WinnersKind, context?: UpstreamCallContext): Promise<WinnersResponse> =>
      mapped(
        http.get(
          '/winners',
          winnersAnswerSchema(kind),
          requestOptions(context, { query: { kind } }),
        ),
      ),

    // Bonuses

    /** The public offers, one per bonus type. */
    promotions: (query: PromotionsQuery = {}, context?: UpstreamCallContext): Promise<Bonus[]> =>
      mapped(
        http.get(
          '/promotions',
          z.array(bonusSchema),
          requestOptions(context, { query: { lang: query.lang, currency: query.currency } }),
        ),
      ),

    bonuses: (
      token: string,
      query: BonusesQuery = {},
      context?: UpstreamCallContext,
    ): Promise<Bonus[]> =>
      mapped(
        http.get(
          '/bonuses',
          z.array(bonusSchema),
          requestOptions(context, {
            token,
            query: { lang: query.lang, status: query.status, type: query.type },
          }),
        ),
      ),

    bonus: (
      token: string,
      bonusId: BonusId,
      lang?: LanguageCode,
      context?: UpstreamCallContext,
    ): Promise<Bonus> =>
      mapped(
        http.get(
          `/bonuses/${segment(bonusId)}`,
          bonusSchema,
          requestOptions(context, { token, query: { lang } }),
        ),
        NOT_FOUND.bonus,
      ),

    /** Takes a pending or queued bonus, or a promotion's id (1 to 9). */
    activateBonus: (token: string, bonusId: BonusId, context?: UpstreamCallContext) =>
      bonusAction('activate', token, bonusId, context),

    queueBonus: (token: string, bonusId: BonusId, context?: UpstreamCallContext) =>
      bonusAction('queue', token, bonusId, context),

    declineBonus: (token: string, bonusId: BonusId, context?: UpstreamCallContext) =>
      bonusAction('decline', token, bonusId, context),

    /** Cancels the active bonus, which zeroes the bonus balance and the wager. */
    cancelBonus: (token: string, bonusId: BonusId, context?: UpstreamCallContext) =>
      bonusAction('cancel', token, bonusId, context),

    /**
     * A valid code also gives the player its pending bonus; without a token (a guest signing up)
     * the code is only checked.
     */
    checkPromoCode: (
      token: string | null,
      code: string,
      context?: UpstreamCallContext,
    ): Promise<PromoCodeCheckResult> =>
      mapped(
        http.post(
          '/bonuses/promo-code',
          { code },
          promoCodeCheckResultSchema,
          requestOptions(context, { token }),
        ),
      ),

    // Transactions

    /** Newest first; a page past the end answers the last page. */
    transactions: (
      token: string,
      query: TransactionsQuery = {},
      context?: UpstreamCallContext,
    ): Promise<TransactionList> =>
      mapped(
        http.get(
          '/transactions',
          transactionListSchema,
          requestOptions(context, {
            token,
            query: {
              scope: query.scope,
              kind: query.kind,
              type: query.type,
              status: query.status,
              page: query.page,
              per_page: query.perPage,
            },
          }),
        ),
        NOT_FOUND.transactions,
      ),

    // Tournaments: with a token, `user` is the player's own entry.

    tournaments: (
      token: string | null,
      filter: TournamentFilter = 'all',
      context?: UpstreamCallContext,
    ): Promise<Tournament[]> =>
      mapped(
        http.get(
          '/tournaments',
          z.array(tournamentSchema),
          requestOptions(context, { token, query: { filter } }),
        ),
      ),

    localTournament: (
      token: string | null,
      id: number,
      context?: UpstreamCallContext,
    ): Promise<Tournament> =>
      mapped(
        http.get(
          `/tournaments/local/${segment(id)}`,
          tournamentSchema,
          requestOptions(context, { token }),
        ),
        NOT_FOUND.tournament,
      ),

    networkTournament: (
      token: string | null,
      code: string,
      context?: UpstreamCallContext,
    ): Promise<Tournament> =>
      mapped(
        http.get(
          `/tournaments/network/${segment(code)}`,
          tournamentSchema,
          requestOptions(context, { token, route: '/tournaments/network/:code' }),
        ),
        NOT_FOUND.tournament,
      ),

    // Mini-games and the daily bonus

    /**
     * Whether the mini-game's button shows: only a 204 says yes (SPEC.md section 7); a refusal
     * (level, chances) is a no, not an error. An ended session still throws UNAUTHORIZED.
     */
    miniGameAvailability: async (
      token: string,
      game: MiniGame,
      context?: UpstreamCallContext,
    ): Promise<boolean> => (await miniGameStatus(token, game, context)) === 204,

    /** The availability answer's status itself (204 = available), for callers that keep it. */
    miniGameStatus: (token: string, game: MiniGame, context?: UpstreamCallContext) =>
      miniGameStatus(token, game, context),

    playMiniGame: (
      token: string,
      game: MiniGame,
      context?: UpstreamCallContext,
    ): Promise<MiniGamePlayResult> =>
      mapped(
        http.post(
          `/mini-games/${segment(game)}/play`,
          undefined,
          miniGamePlayResultSchema,
          requestOptions(context, { token, route: '/mini-games/:game/play' }),
        ),
      ),

    /** 200 with the week for a player, 204 for a guest. */
    dailyBonus: (token: string | null, context?: UpstreamCallContext): Promise<DailyBonusState> =>
      mapped(http.get('/daily-bonus', dailyBonusAnswerSchema, requestOptions(context, { token }))),

    collectDailyBonus: (token: string, context?: UpstreamCallContext): Promise<void> =>
      mapped(
        http.post('/daily-bonus/collect', undefined, noContent, requestOptions(context, { token })),
      ),

    // Shops and the catch game

    shop: (
      token: string,
      shop: Shop,
      lang?: LanguageCode,
      context?: UpstreamCallContext,
    ): Promise<ShopView> =>
      mapped(
        http.get(
          `/shops/${segment(shop)}`,
          shopViewSchema,
          requestOptions(context, { token, query: { lang }, route: '/shops/:shop' }),
        ),
      ),

    /** 409 insufficient_balance when the points or snowflakes do not cover the price. */
    buyShopItem: (
      token: string,
      shop: Shop,
      itemId: ShopItemId,
      context?: UpstreamCallContext,
    ): Promise<ShopPurchase> =>
      mapped(
        http.post(
          `/shops/${segment(shop)}/purchase`,
          { itemId },
          shopPurchaseSchema,
          requestOptions(context, { token, route: '/shops/:shop/purchase' }),
        ),
        NOT_FOUND.shopItem,
      ),

    catchGame: (token: string, context?: UpstreamCallContext): Promise<CatchGameFacts> =>
      mapped(http.get('/catch-game', catchGameFactsSchema, requestOptions(context, { token }))),

    /** One try: 409 no_attempts_left without one, invalid_state on a day without a percent. */
    playCatchGame: (token: string, context?: UpstreamCallContext): Promise<CatchGamePlay> =>
      mapped(
        http.post(
          '/catch-game/play',
          undefined,
          catchGamePlaySchema,
          requestOptions(context, { token }),
        ),
      ),

    // Realtime events

    /** The player's events after the cursor, oldest first. */
    events: (
      token: string,
      query: EventsQuery = {},
      context?: UpstreamCallContext,
    ): Promise<EventsFeed> =>
      mapped(
        http.get(
          '/events',
          eventsFeedSchema,
          requestOptions(context, { token, query: { after: query.after, limit: query.limit } }),
        ),
      ),

    /** Every player's events, for the one poller of a cluster (a service call, no player). */
    allEvents: (
      query: EventsQuery = {},
      context?: UpstreamCallContext,
    ): Promise<ServiceEventsFeed> =>
      mapped(
        http.get(
          '/events/all',
          serviceEventsFeedSchema,
          requestOptions(context, { query: { after: query.after, limit: query.limit } }),
        ),
      ),

    // Payments

    /** A deposit waiting at the payment provider's page: send the player to redirectUrl. */
    deposit: (
      token: string,
      request: DepositRequest,
      context?: UpstreamCallContext,
    ): Promise<DepositIntent> =>
      mapped(
        http.post(
          '/payments/deposits',
          request,
          depositIntentSchema,
          requestOptions(context, { token }),
        ),
      ),

    /** Deposit and withdrawal methods with their limits per currency (the same for everyone). */
    paymentMethods: (context?: UpstreamCallContext): Promise<PaymentMethods> =>
      mapped(http.get('/payments/methods', paymentMethodsSchema, requestOptions(context))),

    /** One of the player's deposits; another player's is NOT_FOUND. */
    depositStatus: (
      token: string,
      paymentId: PaymentId,
      context?: UpstreamCallContext,
    ): Promise<Deposit> =>
      mapped(
        http.get(
          `/payments/deposits/${segment(paymentId)}`,
          depositSchema,
          requestOptions(context, { token, route: '/payments/deposits/:paymentId' }),
        ),
        NOT_FOUND.deposit,
      ),

    /** The player's deposit address for a crypto method, with its QR payload. */
    cryptoDepositAddress: (
      token: string,
      methodId: PaymentMethodId,
      context?: UpstreamCallContext,
    ): Promise<CryptoDepositAddress> =>
      mapped(
        http.get(
          '/payments/crypto-address',
          cryptoDepositAddressSchema,
          requestOptions(context, { token, query: { method: methodId } }),
        ),
        NOT_FOUND.paymentMethod,
      ),

    /** Holds the amount from the real balance; 409 insufficient_balance when it is too small. */
    withdraw: (
      token: string,
      request: WithdrawalRequest,
      context?: UpstreamCallContext,
    ): Promise<WithdrawalDetails> =>
      mapped(
        http.post(
          '/withdrawals',
          request,
          withdrawalDetailsSchema,
          requestOptions(context, { token }),
        ),
      ),

    withdrawalDetails: (
      token: string,
      transactionId: TransactionId,
      context?: UpstreamCallContext,
    ): Promise<WithdrawalDetails> =>
      mapped(
        http.get(
          `/withdrawals/${segment(transactionId)}`,
          withdrawalDetailsSchema,
          requestOptions(context, { token, route: '/withdrawals/:transactionId' }),
        ),
      ),
  };
}

export type CasinoClient = ReturnType<typeof createCasinoClient>;
