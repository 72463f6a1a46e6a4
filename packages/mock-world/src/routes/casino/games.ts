import { randomBytes } from 'node:crypto';
import {
  GAMES_PAGE_SIZE,
  GAME_PROVIDER_FILTER_MAX,
  type GameSort,
  type ProviderGameCount,
  countryAlpha3Schema,
  gameIdSchema,
  gameSortSchema,
  hasMoneyToPlay,
  languageCodeSchema,
  providerIdSchema,
  winnersKindSchema,
} from '@casino/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type GameLaunch, gameModeSchema } from '@casino/upstream-contract';
import { type LaunchGrant, type MockContext, originOf } from '../../context.js';
import {
  CATALOGUE_PARAMS,
  FAVORITES_PARAM,
  type GameCatalog,
  type GameRecord,
  gamePagePath,
  toGame,
  toProvider,
} from '../../data/games.js';
import { winnersAt } from '../../data/winners.js';
import { bearerToken, optionalPlayer, requirePlayer } from '../../http/auth.js';
import { MockHttpError } from '../../http/errors.js';
import { cursorPage } from '../../http/paging.js';
import { parseRequest } from '../../http/parse.js';
import { demoPlayMoney } from '../../state/game-play.js';
import { checkPlayLimits } from '../../state/limits.js';
import type { PlayerAccount, PlayerStore } from '../../state/player-store.js';

const MAX_PER_PAGE = 100;
const MAX_IDS = 100;
/** How long a launch URL may wait to be opened; it opens once. */
export const LAUNCH_GRANT_TTL_MS = 5 * 60_000;
/** How long an opened game page may play: its launch token is its game session. */
export const GAME_SESSION_TTL_MS = 8 * 60 * 60_000;

/**
 * The player a launch plays for: real play's launcher while the casino session it was launched in
 * lasts (a logout ends the game session with it); none for a demo.
 */
export function launchPlayer(store: PlayerStore, grant: LaunchGrant): PlayerAccount | undefined {
  if (grant.playerId === null) return undefined;
  if (grant.sessionToken === null) return store.byId(grant.playerId);
  const account = store.sessionAccount(grant.sessionToken);
  return account?.id === grant.playerId ? account : undefined;
}

/** A comma list of ids, e.g. `1001,1002`. */
function idList(id: z.ZodNumber, max: number) {
  return z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .transform((value) => value.split(',').map(Number))
    .pipe(z.array(id).max(max));
}

const categoryParams = new Set([...CATALOGUE_PARAMS, FAVORITES_PARAM]);
const categorySchema = z
  .string()
  .refine((param) => categoryParams.has(param), 'Not a category param of the registry');

const gamesQuerySchema = z.object({
  category: categorySchema.optional(),
  /** One provider id or several, comma-separated: games of any of them. */
  provider: idList(providerIdSchema, GAME_PROVIDER_FILTER_MAX).optional(),
  ids: idList(gameIdSchema, MAX_IDS).optional(),
  sort: gameSortSchema.optional(),
  cursor: z.string().max(64).optional(),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(GAMES_PAGE_SIZE),
});
const providersQuerySchema = z.object({ category: categorySchema.optional() });

const searchQuerySchema = z.object({
  q: z.string().trim().min(1).max(64),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

const gameParamsSchema = z.object({ id: z.coerce.number().pipe(gameIdSchema) });
const launchQuerySchema = z.object({
  mode: gameModeSchema.default('real'),
  lang: languageCodeSchema.optional(),
  /** The visitor's country (the caller's geo): a provider unlicensed there refuses too. */
  country: countryAlpha3Schema.optional(),
});
const winnersQuerySchema = z.object({ kind: winnersKindSchema });

/** A category's games in its own order; favourites are the calling player's. */
function categoryGames(
  catalog: GameCatalog,
  category: string | undefined,
  player: () => PlayerAccount,
): readonly GameRecord[] {
  if (category === FAVORITES_PARAM) {
    return player().favorites.flatMap((id) => catalog.byId.get(id) ?? []);
  }
  return category === undefined ? catalog.all : (catalog.byParam.get(category) ?? []);
}

function sorted(catalog: GameCatalog, list: readonly GameRecord[], sort: GameSort): GameRecord[] {
  const rank = catalog.rankIn(sort);
  return [...list].sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
}

/** Each provider of the list with its number of games there, by name. */
function providerCounts(catalog: GameCatalog, list: readonly GameRecord[]): ProviderGameCount[] {
  const counts = new Map<number, number>();
  for (const game of list) counts.set(game.providerId, (counts.get(game.providerId) ?? 0) + 1);
  return [...counts]
    .flatMap(([id, gameCount]) => {
      const provider = catalog.providerById.get(id);
      return provider === undefined ? [] : [{ ...toProvider(provider), gameCount }];
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

function newLaunchToken(): string {
  return randomBytes(24).toString('base64url');
}

export function registerGameRoutes(app: FastifyInstance, context: MockContext): void {
  const { world, store, clock } = context;
  const wire = (request: FastifyRequest) => {
    const links = { origin: originOf(request, context), artVersion: context.artVersion };
    return (record: GameRecord) => {
      const provider = world.catalog.providerById.get(record.providerId);
      if (provider === undefined)
        throw new MockHttpError('internal_error', 'A game lost its provider');
      return toGame(record, provider, links);
    };
  };
  const playerOf = (request: FastifyRequest) => () => requirePlayer(request, store);

  app.get('/games', (request) => {
    const query = parseRequest(gamesQuerySchema, request.query, 'query');
    const { catalog } = world;
    let list =
      query.ids === undefined
        ? categoryGames(catalog, query.category, playerOf(request))
        : query.ids.flatMap((id) => catalog.byId.get(id) ?? []);
    if (query.provider !== undefined) {
      const providers = new Set(query.provider);
      list = list.filter((game) => providers.has(game.providerId));
    }
    if (query.sort !== undefined) list = sorted(catalog, list, query.sort);
    return cursorPage(list, query.cursor, query.per_page, wire(request));
  });

  app.get('/games/search', (request) => {
    const query = parseRequest(searchQuerySchema, request.query, 'query');
    const needle = query.q.toLowerCase();
    const { catalog } = world;
    const matches = catalog.all.filter(
      (game) =>
        game.name.toLowerCase().includes(needle) ||
        (catalog.providerById.get(game.providerId)?.name.toLowerCase().includes(needle) ?? false),
    );
    // Names that start with the query first, then the rest, each by popularity.
    const starts = matches.filter((game) => game.name.toLowerCase().startsWith(needle));
    const rest = matches.filter((game) => !game.name.toLowerCase().startsWith(needle));
    return [...starts, ...rest].slice(0, query.limit).map(wire(request));
  });

  app.get('/games/:id', (request) => {
    const { id } = parseRequest(gameParamsSchema, request.params, 'path');
    const record = world.catalog.byId.get(id);
    if (record === undefined) throw new MockHttpError('not_found', 'No such game');
    return wire(request)(record);
  });

  app.get('/games/:id/launch', (request): GameLaunch => {
    const { id } = parseRequest(gameParamsSchema, request.params, 'path');
    const query = parseRequest(launchQuerySchema, request.query, 'query');
    const record = world.catalog.byId.get(id);
    if (record === undefined) throw new MockHttpError('not_found', 'No such game');
    const player =
      query.mode === 'real' ? requirePlayer(request, store) : optionalPlayer(request, store);
    if (query.mode === 'demo' && !record.hasDemo) {
      throw new MockHttpError('invalid_state', 'This game has no demo mode');
    }
    const provider = world.catalog.providerById.get(record.providerId);
    // Both the account's country and the country the player is in must be licensed.
    const countries = [
      player?.profile.country ?? context.geo.country,
      query.country ?? null,
    ].filter((country) => country !== null);
    if (
      record.restricted ||
      countries.some((country) => provider?.restrictedCountries.includes(country) ?? false)
    ) {
      throw new MockHttpError('game_restricted', 'The game is not available in your country');
    }
    if (
      query.mode === 'real' &&
      player !== null &&
      !hasMoneyToPlay(record, {
        balanceMain: player.balances.main,
        bonusCasino: player.balances.bonusCasino,
        wageringGames: (player.wageringGames ?? []).map((gameId) => ({ id: gameId })),
      })
    ) {
      throw new MockHttpError('insufficient_balance', 'There is no money to play with');
    }
    const token = bearerToken(request);
    const sessionStartedAtMs = token === undefined ? null : store.sessionStartedAt(token);
    if (query.mode === 'real' && player !== null) {
      checkPlayLimits(store, player, sessionStartedAtMs, 0, clock.now());
    }
    // Each launch gets a URL of its own that opens the game page once (pages.ts).
    const now = clock.now();
    for (const [token, grant] of context.launchGrants) {
      if (grant.expiresAtMs <= now) context.launchGrants.delete(token);
    }
    const launchToken = newLaunchToken();
    const currency = player?.currency ?? 'EUR';
    context.launchGrants.set(launchToken, {
      gameId: id,
      mode: query.mode,
      lang: query.lang ?? player?.language ?? 'en',
      expiresAtMs: now + LAUNCH_GRANT_TTL_MS,
      playerId: query.mode === 'real' ? (player?.id ?? null) : null,
      sessionToken: query.mode === 'real' ? (bearerToken(request) ?? null) : null,
      currency,
      opened: false,
      sessionStartedAtMs: query.mode === 'real' ? sessionStartedAtMs : null,
      demo: query.mode === 'demo' ? { balance: demoPlayMoney(currency), spins: 0 } : null,
    });
    const url = new URL(`${originOf(request, context)}${gamePagePath(id)}`);
    url.searchParams.set('launch', launchToken);
    return { gameId: id, mode: query.mode, url: url.toString() };
  });

  app.get('/providers', (request) => {
    const { category } = parseRequest(providersQuerySchema, request.query, 'query');
    const { catalog } = world;
    return providerCounts(catalog, categoryGames(catalog, category, playerOf(request)));
  });

  app.get('/winners', (request) => {
    const { kind } = parseRequest(winnersQuerySchema, request.query, 'query');
    return {
      kind,
      items: winnersAt(world.winnerPool, world.catalog, kind, clock.now(), world.seed),
    };
  });
}
