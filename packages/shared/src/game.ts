import { z } from 'zod';

export const gameIdSchema = z.number().int().positive();
export type GameId = z.infer<typeof gameIdSchema>;

/** Where a game comes from: the casino lobby or the live casino (its card shows a live icon). */
export const GAME_SOURCES = ['casino', 'casino_live'] as const;
export const gameSourceSchema = z.enum(GAME_SOURCES);
export type GameSource = z.infer<typeof gameSourceSchema>;

/** How a game is launched: for play money (demo) or for the player's real balance. */
export const GAME_MODES = ['demo', 'real'] as const;
export const gameModeSchema = z.enum(GAME_MODES);
export type GameMode = z.infer<typeof gameModeSchema>;

/**
 * The profile set a game's provider needs before a launch, as the casino upstream's game data
 * states it (SPEC-NOTES).
 */
export const REQUIRED_PROFILES = ['name_and_birth', 'gender_and_birth', 'birth', 'none'] as const;
export const requiredProfileSchema = z.enum(REQUIRED_PROFILES);
export type RequiredProfile = z.infer<typeof requiredProfileSchema>;

/** A casino-upstream category of a game (badge ids 1, 2, 587; not the lobby registry ids). */
export const gameCategoryRefSchema = z.object({ id: z.number().int() });
export type GameCategoryRef = z.infer<typeof gameCategoryRefSchema>;

/** The artwork of a game tile. */
export const gameImagineSchema = z.object({
  files: z.object({ desktop: z.string(), mobile: z.string() }),
  gradient_color: z.string(),
});
export type GameImagine = z.infer<typeof gameImagineSchema>;

export const gameSchema = z.object({
  id: gameIdSchema,
  name: z.string().min(1),
  image: z.string(),
  providerId: z.number().int(),
  providerName: z.string(),
  /** Missing (or empty) means the game cannot be played from the visitor's location. */
  geo_link: z.string().nullish(),
  hasDemo: z.boolean(),
  categories: z.array(gameCategoryRefSchema),
  isWagering: z.boolean(),
  source: gameSourceSchema,
  imagine: gameImagineSchema,
  requiredProfile: requiredProfileSchema.default('none'),
});
export type Game = z.infer<typeof gameSchema>;

export const gameProviderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type GameProvider = z.infer<typeof gameProviderSchema>;

/** A provider id as a filter names it. */
export const providerIdSchema = z.number().int().positive();

/** A provider with how many games it has in a list (a category, the catalogue, favourites). */
export const providerGameCountSchema = gameProviderSchema.extend({
  gameCount: z.number().int().nonnegative(),
});
export type ProviderGameCount = z.infer<typeof providerGameCountSchema>;

/**
 * The orders a games list may be asked for: most popular first, newest first, by name. Without
 * one, a list keeps its own order (a category by popularity, new games newest first, favourites
 * most recently added first).
 */
export const GAME_SORTS = ['popular', 'new', 'a-to-z'] as const;
export const gameSortSchema = z.enum(GAME_SORTS);
export type GameSort = z.infer<typeof gameSortSchema>;

/** One page of a games list; our contract: an opaque cursor, null on the last page. */
export const gamesPageSchema = z.object({
  items: z.array(gameSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int().nonnegative(),
});
export type GamesPage = z.infer<typeof gamesPageSchema>;
