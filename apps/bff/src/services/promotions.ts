import {
  MINI_GAMES,
  catchGamePlayResultSchema,
  catchGameState,
  loyaltyLevelsSchema,
  loyaltyProgress,
  miniGamePlayResultSchema,
  shopItemsSchema,
  shopPurchaseSchema,
  type CatchGamePlayResult,
  type CatchGameState,
  type LanguageCode,
  type LoyaltyFullInfo,
  type LoyaltyLevels,
  type LoyaltyProgress,
  type MiniGame,
  type MiniGamePlayResult,
  type Shop,
  type ShopItemId,
  type ShopItems,
  type ShopPurchase,
  type ShopView,
} from '@casino/shared';
import { cacheKey } from '../cache/keys.js';
import { DomainError } from '../errors.js';
import { type ServiceContext, productNow, type PlayerContext } from './service-context.js';
import type { SessionPlayer } from '../sessions/session-player.js';
import { idempotent } from './idempotent.js';

// Mini-games, loyalty, the shops and the catch game. Loyalty levels are the same for everyone;
// nothing of a player is cached. Tournaments have a service of their own (tournaments.ts).

/** The availability answer kept as data: 204 means the button shows, anything else hides it. */
export interface MiniGameAvailability {
  game: MiniGame;
  /** The upstream's status; for a guest 401 (no call is made). */
  status: number;
  available: boolean;
}

export async function miniGameAvailability(
  ctx: ServiceContext,
  player: SessionPlayer | null,
  games: readonly MiniGame[] = MINI_GAMES,
): Promise<MiniGameAvailability[]> {
  return Promise.all(
    games.map(async (game) => {
      const status =
        player === null
          ? 401
          : await ctx.clients.casino.miniGameStatus(player.token, game, ctx.upstreamCall);
      return { game, status, available: status === 204 };
    }),
  );
}

/**
 * A play, once per key (a play may pay out): 'Sorry, you need to up your level' and 'you used
 * all your chances today' refuse it.
 */
export function playMiniGame(
  ctx: PlayerContext,
  game: MiniGame,
  idempotencyKey: string,
): Promise<MiniGamePlayResult> {
  return idempotent(
    ctx,
    {
      operation: 'miniGames.play',
      key: idempotencyKey,
      request: { game },
      output: miniGamePlayResultSchema,
    },
    (call) => ctx.clients.casino.playMiniGame(ctx.player.token, game, call),
  );
}

/** The loyalty ladder in a language: the same for everyone, cached. */
export async function loyaltyLevels(
  ctx: ServiceContext,
  lang: LanguageCode,
): Promise<LoyaltyLevels> {
  return (
    await ctx.cache.get({
      kind: 'loyaltyLevels',
      key: cacheKey('loyaltyLevels', { lang }),
      schema: loyaltyLevelsSchema,
      load: () => ctx.clients.casino.loyaltyLevels(lang, ctx.upstreamCall),
    })
  ).value;
}

export interface LoyaltyOverview {
  info: LoyaltyFullInfo;
  levels: LoyaltyLevels;
  progress: LoyaltyProgress;
}

/** The player's loyalty: full info, the ladder in their language and where they stand on it. */
export async function loyaltyOverview(
  ctx: ServiceContext,
  player: SessionPlayer,
): Promise<LoyaltyOverview> {
  const [info, levels] = await Promise.all([
    ctx.clients.casino.loyalty(player.token, ctx.upstreamCall),
    loyaltyLevels(ctx, player.user.language),
  ]);
  return { info, levels, progress: loyaltyProgress(info.points, levels.levels) };
}

export function shopView(
  ctx: ServiceContext,
  player: SessionPlayer,
  shop: Shop,
): Promise<ShopView> {
  return ctx.clients.casino.shop(player.token, shop, player.user.language, ctx.upstreamCall);
}

/** A shop's items in a language, for anyone: the same for everyone, cached by shop and language. */
export async function shopItems(
  ctx: ServiceContext,
  shop: Shop,
  lang: LanguageCode,
): Promise<ShopItems> {
  return (
    await ctx.cache.get({
      kind: 'shopItems',
      key: cacheKey('shopItems', { lang }, shop),
      schema: shopItemsSchema,
      load: () => ctx.clients.casino.shopItems(shop, lang, ctx.upstreamCall),
    })
  ).value;
}

/** A purchase, once per key; too few coins is 'not enough snowflakes' (or loyalty points). */
export function buyShopItem(
  ctx: PlayerContext,
  shop: Shop,
  itemId: ShopItemId,
  idempotencyKey: string,
): Promise<ShopPurchase> {
  return idempotent(
    ctx,
    {
      operation: 'shops.purchase',
      key: idempotencyKey,
      request: { shop, itemId },
      output: shopPurchaseSchema,
    },
    async (call) => {
      try {
        return await ctx.clients.casino.buyShopItem(ctx.player.token, shop, itemId, call);
      } catch (error) {
        if (error instanceof DomainError && error.code === 'insufficient_balance') {
          throw new DomainError({
            code: shop === 'snowflake' ? 'not_enough_snowflakes' : 'not_enough_points',
            status: 'CONFLICT',
            messageKey: shop === 'snowflake' ? 'shop.notEnoughSnowflakes' : 'shop.notEnoughPoints',
            cause: error,
          });
        }
        throw error;
      }
    },
  );
}

/**
 * The catch game today: the casino counts deposits, tries and snowflakes; the calendar rules of
 * packages/shared decide whether it runs, the day's percent and the tries left.
 */
export async function catchGame(
  ctx: ServiceContext,
  player: SessionPlayer,
): Promise<CatchGameState> {
  const [facts, today] = await Promise.all([
    ctx.clients.casino.catchGame(player.token, ctx.upstreamCall),
    productNow(ctx),
  ]);
  return catchGameState({
    gameId: ctx.config.product.catchGameId,
    today,
    window: ctx.config.product.catchGameWindow,
    depositsToday: facts.depositsToday,
    triesUsedToday: facts.triesUsedToday,
    snowflakes: facts.snowflakes,
  });
}

/**
 * One try of the catch game, once per key (a catch gives a bonus). Refused on a day it does not
 * run ('The catch game is not running today') and without a try left ('you used all your
 * chances today').
 */
export async function playCatchGame(
  ctx: PlayerContext,
  idempotencyKey: string,
): Promise<CatchGamePlayResult> {
  return idempotent(
    ctx,
    {
      operation: 'shops.playCatchGame',
      key: idempotencyKey,
      request: {},
      output: catchGamePlayResultSchema,
    },
    async (call) => {
      const before = await catchGame(ctx, ctx.player);
      if (!before.active) {
        throw new DomainError({
          code: 'catch_game_closed',
          status: 'CONFLICT',
          messageKey: 'errors.catchGameClosed',
        });
      }
      if (before.tries.left === 0) {
        throw new DomainError({
          code: 'no_attempts_left',
          status: 'CONFLICT',
          messageKey: 'miniGame.noChancesLeft',
        });
      }
      const play = await ctx.clients.casino.playCatchGame(ctx.player.token, call);
      const used = play.triesUsedToday;
      return {
        caught: play.caught,
        bonus: play.bonus,
        state: {
          ...before,
          tries: {
            ...before.tries,
            used,
            left: Math.max(0, before.tries.left - (used - before.tries.used)),
          },
        },
      };
    },
  );
}
