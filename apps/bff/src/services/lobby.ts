import {
  CAROUSEL_PAGE_SIZE,
  LANGUAGES,
  LOBBY_CAROUSELS,
  WINNERS_KINDS,
  currencyCodeSchema,
  gamesPageSchema,
  jackpotsSumSchema,
  languageCodeSchema,
  winnersResponseSchema,
  type CurrencyCode,
  type GamesPage,
  type JackpotsSum,
  type LanguageCode,
  type LobbyCarousel,
  type SeoPage,
  type Winner,
  type WinnersKind,
} from '@casino/shared';
import { z } from 'zod';
import { cacheKey } from '../cache/keys.js';
import type { DataContext, Served, ServiceContext } from './service-context.js';
import { categoryPage } from './games.js';
import { seo, seoPathSchema } from './content.js';
import { winnersHidden, type VisitorGeoContext } from './visitor.js';

// The main lobby in one call (SPEC.md section 2, "Main page"): every part comes from its own
// upstream through its own cache entry, all in parallel. A part that fails is served stale when
// an old copy exists, or left out and named in `missing`; it never fails the whole page.

export type LobbyCarouselKey = LobbyCarousel['key'];

export type LobbyPart =
  'seo' | 'jackpotTotal' | `carousel:${LobbyCarouselKey}` | `winners:${WinnersKind}`;

export interface LobbyCarouselContent extends GamesPage {
  key: LobbyCarouselKey;
}

export interface MainLobby {
  seo: SeoPage | null;
  /** The sum of all jackpots in the visitor's currency. */
  jackpotTotal: JackpotsSum | null;
  /** In LOBBY_CAROUSELS order; a carousel whose part is missing is left out. */
  carousels: LobbyCarouselContent[];
  winners: {
    /** WINNERS_HIDDEN_COUNTRIES: the table is not shown, and nothing was fetched for it. */
    hidden: boolean;
    lists: Partial<Record<WinnersKind, Winner[]>>;
  };
  /** Parts served from an old copy because their upstream failed. */
  stale: LobbyPart[];
  /** Parts that could not be served at all. */
  missing: LobbyPart[];
}

export interface MainLobbyRequest {
  /** The route path without its language prefix, for the SEO entry. */
  path: string;
  lang: LanguageCode;
  currency: CurrencyCode;
  hideWinners: boolean;
}

export const mainLobbyInputSchema = z.object({
  /** The route path without its language prefix, for the SEO entry. */
  path: seoPathSchema.default('/'),
  lang: languageCodeSchema,
  /** A guest's display currency (the bootstrap's suggestion); a player's account currency wins. */
  currency: currencyCodeSchema.optional(),
});
export type MainLobbyInput = z.output<typeof mainLobbyInputSchema>;

/**
 * Everything the main lobby's answer depends on: the path, the language, the currency (the
 * account's for a player) and whether the visitor's country hides the winners. Two visitors with
 * the same request get the same answer; nothing of a player is in it.
 */
export async function mainLobbyRequest(
  ctx: VisitorGeoContext & Pick<ServiceContext, 'player'>,
  input: MainLobbyInput,
): Promise<MainLobbyRequest> {
  const player = ctx.player?.user ?? null;
  return {
    path: input.path,
    lang: input.lang,
    currency: player?.currency ?? input.currency ?? LANGUAGES[input.lang].defaultCurrency,
    hideWinners: await winnersHidden(ctx),
  };
}

/** The CMS-picked jackpots carousel: the CMS's ids, then those games from the casino. */
function cmsCarousel(ctx: DataContext, cmsKey: string, lang: LanguageCode) {
  return ctx.cache.get({
    kind: 'cmsCarousel',
    key: cacheKey('cmsCarousel', { lang }, cmsKey, CAROUSEL_PAGE_SIZE),
    schema: gamesPageSchema,
    load: async (): Promise<GamesPage> => {
      const { gameIds } = await ctx.clients.cms.carousel(cmsKey, lang, ctx.upstreamCall);
      const page = await ctx.clients.casino.games(
        { ids: gameIds.slice(0, CAROUSEL_PAGE_SIZE), perPage: CAROUSEL_PAGE_SIZE },
        ctx.upstreamCall,
      );
      return { items: page.items, nextCursor: null, total: gameIds.length };
    },
  });
}

/** The sum of all jackpots in a currency (the lobby's banner and jackpots.sum share it). */
export function jackpotTotal(ctx: DataContext, currency: CurrencyCode) {
  return ctx.cache.get({
    kind: 'jackpotsSum',
    key: cacheKey('jackpotsSum', { currency }),
    schema: jackpotsSumSchema,
    load: () => ctx.clients.jackpot.jackpotsSum(currency, ctx.upstreamCall),
  });
}

/** One winners list: a tab of the lobby's table, the same for every visitor. */
function winners(ctx: DataContext, kind: WinnersKind) {
  return ctx.cache.get({
    kind: 'winners',
    key: cacheKey('winners', {}, kind),
    schema: winnersResponseSchema,
    load: () => ctx.clients.casino.winners(kind, ctx.upstreamCall),
  });
}

export async function mainLobby(ctx: DataContext, request: MainLobbyRequest): Promise<MainLobby> {
  const stale: LobbyPart[] = [];
  const missing: LobbyPart[] = [];
  /** Awaits one part; a failure becomes a missing part and null. */
  const part = async <T>(name: LobbyPart, read: Promise<Served<T>>): Promise<T | null> => {
    try {
      const result = await read;
      if (result.stale) stale.push(name);
      return result.value;
    } catch {
      missing.push(name);
      return null;
    }
  };

  const carouselReads = LOBBY_CAROUSELS.map(async (carousel) => {
    const read =
      carousel.kind === 'cms'
        ? cmsCarousel(ctx, carousel.cmsKey, request.lang)
        : categoryPage(ctx, carousel.key);
    const page = await part(`carousel:${carousel.key}`, read);
    return page === null ? null : { ...page, key: carousel.key };
  });
  const winnerReads = request.hideWinners
    ? []
    : WINNERS_KINDS.map(async (kind) => {
        const list = await part(`winners:${kind}`, winners(ctx, kind));
        return [kind, list?.items ?? null] as const;
      });

  const [seoPage, total, carousels, winnerLists] = await Promise.all([
    part('seo', seo(ctx, request.path, request.lang)),
    part('jackpotTotal', jackpotTotal(ctx, request.currency)),
    Promise.all(carouselReads),
    Promise.all(winnerReads),
  ]);

  const lists: Partial<Record<WinnersKind, Winner[]>> = {};
  for (const [kind, items] of winnerLists) if (items !== null) lists[kind] = items;
  const order = (a: LobbyPart, b: LobbyPart) => (a < b ? -1 : a > b ? 1 : 0);
  return {
    seo: seoPage,
    jackpotTotal: total,
    carousels: carousels.filter((carousel) => carousel !== null),
    winners: { hidden: request.hideWinners, lists },
    stale: stale.sort(order),
    missing: missing.sort(order),
  };
}

/** The main lobby for a visitor's input: their lobby request, then the lobby it asks for. */
export async function mainLobbyFor(
  ctx: DataContext & VisitorGeoContext & Pick<ServiceContext, 'player'>,
  input: MainLobbyInput,
): Promise<MainLobby> {
  return mainLobby(ctx, await mainLobbyRequest(ctx, input));
}
