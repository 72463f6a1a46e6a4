import {
  GAMES_PAGE_SIZE,
  countryAlpha3Schema,
  gameIdSchema,
  languageCodeSchema,
  winnersKindSchema,
} from '@casino/shared';
import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type GameLaunch, gameModeSchema } from '../../../upstreams/contract.js';
import { type MockContext, originOf } from '../../context.js';
import {
  CATALOGUE_PARAMS,
  FAVORITES_PARAM,
  type GameRecord,
  gamePagePath,
  toGame,
  toProvider,
} from '../../data/games.js';
import { winnersAt } from '../../data/winners.js';
import { optionalPlayer, requirePlayer } from '../../http/auth.js';
import { MockHttpError } from '../../http/errors.js';
import { cursorPage } from '../../http/paging.js';
import { parseRequest } from '../../http/parse.js';

const MAX_PER_PAGE = 100;
const MAX_IDS = 100;

const idList = z
  .string()
  .regex(/^\d+(,\d+)*$/)
  .transform((value) => value.split(',').map(Number))
  .pipe(z.array(gameIdSchema).max(MAX_IDS));

const categoryParams = new Set([...CATALOGUE_PARAMS, FAVORITES_PARAM]);

const gamesQuerySchema = z.object({
  category: z
    .string()
    .refine((param) => categoryParams.has(param), 'Not a category param of the registry')
    .optional(),
  provider: z.coerce.number().int().positive().optional(),
  ids: idList.optional(),
  cursor: z.string().max(64).optional(),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(GAMES_PAGE_SIZE),
});

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

export function registerGameRoutes(app: FastifyInstance, context: MockContext): void {
  const { world, store, clock } = context;
  const wire = (origin: string) => (record: GameRecord) => {
    const provider = world.catalog.providerById.get(record.providerId);
    if (provider === undefined)
      throw new MockHttpError('internal_error', 'A game lost its provider');
    return toGame(record, provider, origin);
  };

  app.get('/games', (request) => {
    const query = parseRequest(gamesQuerySchema, request.query, 'query');
    const { catalog } = world;
    let list: readonly GameRecord[];
    if (query.ids !== undefined) {
      list = query.ids.flatMap((id) => catalog.byId.get(id) ?? []);
    } else if (query.category === FAVORITES_PARAM) {
      list = requirePlayer(request, store).favorites.flatMap((id) => catalog.byId.get(id) ?? []);
    } else {
      list =
        query.category === undefined ? catalog.all : (catalog.byParam.get(query.category) ?? []);
    }
    if (query.provider !== undefined) {
      list = list.filter((game) => game.providerId === query.provider);
    }
    return cursorPage(list, query.cursor, query.per_page, wire(originOf(request, context)));
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
    return [...starts, ...rest].slice(0, query.limit).map(wire(originOf(request, context)));
  });

  app.get('/games/:id', (request) => {
    const { id } = parseRequest(gameParamsSchema, request.params, 'path');
    const record = world.catalog.byId.get(id);
    if (record === undefined) throw new MockHttpError('not_found', 'No such game');
    return wire(originOf(request, context))(record);
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
    const url = new URL(`${originOf(request, context)}${gamePagePath(id)}`);
    url.searchParams.set('mode', query.mode);
    url.searchParams.set('lang', query.lang ?? player?.language ?? 'en');
    if (player !== null) url.searchParams.set('player', String(player.id));
    return { gameId: id, mode: query.mode, url: url.toString() };
  });

  app.get('/providers', () =>
    [...world.catalog.providers].sort((a, b) => a.name.localeCompare(b.name)).map(toProvider),
  );

  app.get('/winners', (request) => {
    const { kind } = parseRequest(winnersQuerySchema, request.query, 'query');
    return {
      kind,
      items: winnersAt(world.winnerPool, world.catalog, kind, clock.now(), world.seed),
    };
  });
}
