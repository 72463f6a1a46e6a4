import {
  BIRTHDAY_REQUIRED_PROVIDER_IDS,
  CAROUSEL_SLIDES,
  GAME_BADGE_CATEGORY_IDS,
  MIN_REAL_BALANCE_FOR_BONUS_PLAY,
  RECENTLY_PLAYED_LIMIT,
} from './constants.js';
import type { Game, GameId, GameProvider, RequiredProfile } from './game.js';
import { UK_COUNTRY } from './language.js';
import type { MessageKey } from './messages.js';

// Playability (SPEC.md section 5, SPEC-NOTES "Playability").

/** What the player's balances say about starting a game for real money. */
export interface PlayabilityInput {
  /** Real balance, in the player's currency. */
  balanceMain: number;
  /** Casino bonus balance. */
  bonusCasino: number;
  /** The active bonus's wagering game list (wager.bonus.wageringGames); empty means every game. */
  wageringGames: readonly { id: number }[];
}

export const GAME_PLAYABILITIES = ['playable', 'playable_not_for_bonus', 'not_available'] as const;
export type GamePlayability = (typeof GAME_PLAYABILITIES)[number];

/** The message each restricted decision shows (playable_not_for_bonus in GAME_NOTIFICATION_MODAL). */
export const GAME_PLAYABILITY_MESSAGES = {
  playable_not_for_bonus: 'gameNotification.notForBonusMoney',
  not_available: 'gameNotification.notAvailable',
} as const satisfies Record<Exclude<GamePlayability, 'playable'>, MessageKey>;

/**
 * Under a casino bonus whose wagering list leaves the game out, only real money can play it:
 * from MIN_REAL_BALANCE_FOR_BONUS_PLAY it plays (bonus money does not count), below it the game
 * is not available.
 */
export function gamePlayability(
  game: Pick<Game, 'id'>,
  { balanceMain, bonusCasino, wageringGames }: PlayabilityInput,
): GamePlayability {
  const outsideBonusList =
    bonusCasino > 0 &&
    wageringGames.length > 0 &&
    !wageringGames.some((wageringGame) => wageringGame.id === game.id);
  if (!outsideBonusList) return 'playable';
  return balanceMain >= MIN_REAL_BALANCE_FOR_BONUS_PLAY
    ? 'playable_not_for_bonus'
    : 'not_available';
}

export function isGamePlayable(game: Pick<Game, 'id'>, input: PlayabilityInput): boolean {
  return gamePlayability(game, input) !== 'not_available';
}

/** What a real-money launch refused for want of money shows (INSUFFICIENT_BALANCE_MODAL). */
export const NOT_ENOUGH_MONEY_MESSAGE = 'errors.notEnoughMoney' satisfies MessageKey;

/**
 * Whether a real-money launch has anything to bet with: real money above 0, or bonus money the
 * game takes (bonusCasino above 0 and the game not left out by the wagering list). Without
 * either, the launch answers 'Not enough money on account' (docs/decisions/018).
 */
export function hasMoneyToPlay(game: Pick<Game, 'id'>, input: PlayabilityInput): boolean {
  if (input.balanceMain > 0) return true;
  return input.bonusCasino > 0 && gamePlayability(game, input) === 'playable';
}

// Demo play (SPEC.md section 4; SPEC-NOTES "Regulation beyond the spec").

/**
 * Whether a demo needs a signed-in player first: the UK Gambling Commission asks for age
 * verification before free-to-play games too, so a UK guest signs in; everyone else plays demo
 * without login. "UK" is the geo country for guests (a player is signed in already).
 */
export function demoNeedsSignIn({
  isAuthenticated,
  country,
}: {
  isAuthenticated: boolean;
  /** The visitor's alpha-3 country as the UK rule reads it (geo for guests). */
  country: string | null | undefined;
}): boolean {
  return !isAuthenticated && country === UK_COUNTRY;
}

// Recently played (the lobby's row for signed-in players).

/**
 * The recently played list after a real-money launch of `gameId`: the game first and once (a
 * relaunch moves it to the front), then the others most recent first, at most `limit`.
 */
export function withRecentlyPlayed(
  list: readonly GameId[],
  gameId: GameId,
  limit: number = RECENTLY_PLAYED_LIMIT,
): GameId[] {
  return [gameId, ...list.filter((id) => id !== gameId)].slice(0, Math.max(0, limit));
}

// Search (the search modal lists matching providers above the games).

/** A search text as it is compared: trimmed, inner spacing folded, lower case. */
export function foldSearchText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Providers whose name contains the search text in any case: names starting with it first, then
 * the rest, each by name; at most `limit`. A blank text matches none.
 */
export function providersMatching<T extends Pick<GameProvider, 'name'>>(
  providers: readonly T[],
  text: string,
  limit: number,
): T[] {
  const needle = foldSearchText(text);
  if (needle === '') return [];
  const byName = (a: T, b: T) => a.name.localeCompare(b.name, 'en');
  const matches = providers.filter((provider) => foldSearchText(provider.name).includes(needle));
  const starts = matches.filter((provider) => foldSearchText(provider.name).startsWith(needle));
  const rest = matches.filter((provider) => !foldSearchText(provider.name).startsWith(needle));
  return [...starts.sort(byName), ...rest.sort(byName)].slice(0, Math.max(0, limit));
}

// Profile requirement (SPEC.md section 5, SPEC-NOTES).

export const PROFILE_REQUIREMENT_FIELDS = ['firstName', 'lastName', 'sex', 'birthday'] as const;
export type ProfileRequirementField = (typeof PROFILE_REQUIREMENT_FIELDS)[number];

/** The player's profile fields a launch may need; empty strings count as missing. */
export type ProfileForGame = Partial<Record<ProfileRequirementField, string | null>>;

/** The fields of each profile set the casino upstream names, in form order. */
export const REQUIRED_PROFILE_FIELDS: Readonly<
  Record<RequiredProfile, readonly ProfileRequirementField[]>
> = {
  name_and_birth: ['firstName', 'lastName', 'birthday'],
  gender_and_birth: ['sex', 'birthday'],
  birth: ['birthday'],
  none: [],
};

export type ProfileRequirement =
  | { satisfied: true; missing: readonly [] }
  | {
      satisfied: false;
      /** Missing fields, in form order; the caller opens PROFILE_REQUIREMENTS_MODAL with them. */
      missing: readonly ProfileRequirementField[];
      messageKey: 'errors.nonFilledBirth' | 'errors.profileIncomplete';
    };

function needsBirthdayByProvider(providerId: number): boolean {
  return (BIRTHDAY_REQUIRED_PROVIDER_IDS as readonly number[]).includes(providerId);
}

/**
 * The profile fields the player must fill before launching the game: the birthday for the
 * birthday-required providers, plus the set the game data states.
 */
export function profileRequirement(
  game: Pick<Game, 'providerId' | 'requiredProfile'>,
  profile: ProfileForGame,
): ProfileRequirement {
  const needed = new Set<ProfileRequirementField>(REQUIRED_PROFILE_FIELDS[game.requiredProfile]);
  if (needsBirthdayByProvider(game.providerId)) needed.add('birthday');
  const missing = PROFILE_REQUIREMENT_FIELDS.filter(
    (field) => needed.has(field) && !profile[field]?.trim(),
  );
  if (missing.length === 0) return { satisfied: true, missing: [] };
  const onlyBirthday = missing.length === 1 && missing[0] === 'birthday';
  return {
    satisfied: false,
    missing,
    messageKey: onlyBirthday ? 'errors.nonFilledBirth' : 'errors.profileIncomplete',
  };
}

// Game cards (SPEC.md section 2).

export interface GameCardBadges {
  new: boolean;
  top: boolean;
  /** The game counts towards wagering and the player has bonus money. */
  wagering: boolean;
  live: boolean;
  dropsAndWins: boolean;
}

function hasBadgeCategory(game: Pick<Game, 'categories'>, id: number): boolean {
  return game.categories.some((category) => category.id === id);
}

export function gameCardBadges(
  game: Pick<Game, 'categories' | 'isWagering' | 'source'>,
  { bonusCasino, isUk }: { bonusCasino: number; isUk: boolean },
): GameCardBadges {
  return {
    new: hasBadgeCategory(game, GAME_BADGE_CATEGORY_IDS.new),
    top: hasBadgeCategory(game, GAME_BADGE_CATEGORY_IDS.top),
    wagering: game.isWagering && bonusCasino > 0,
    live: game.source === 'casino_live',
    // The drops-and-wins promotion is hidden for UK visitors, its badge with it.
    dropsAndWins: !isUk && hasBadgeCategory(game, GAME_BADGE_CATEGORY_IDS.dropsAndWins),
  };
}

export function isPlayDisabled(game: Pick<Game, 'geo_link'>): boolean {
  return !game.geo_link?.trim();
}

// Game paths (SPEC.md section 2): /game/{id}-{slug}[/demo].

/** A URL slug of a game name: lowercase ASCII letters and digits joined by single hyphens. */
export function gameSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface GamePathOptions {
  demo?: boolean;
  /** A language path prefix such as 'de'; English has none. */
  prefix?: string;
}

export function gamePath(
  game: Pick<Game, 'id' | 'name'>,
  { demo = false, prefix }: GamePathOptions = {},
): string {
  const slug = gameSlug(game.name);
  const segment = slug ? `${game.id}-${slug}` : String(game.id);
  return `${prefix ? `/${prefix}` : ''}/game/${segment}${demo ? '/demo' : ''}`;
}

/** The game id of a game/{gameId} route segment; the slug is decoration and not checked. */
export function parseGamePathSegment(segment: string): number | null {
  const match = /^([1-9]\d*)(?:-.*)?$/.exec(segment);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : null;
}

// Carousels (SPEC.md section 9).

export function carouselSlides(viewportWidth: number): number {
  const step = CAROUSEL_SLIDES.find((entry) => viewportWidth >= entry.minWidth);
  return step?.slides ?? Math.min(...CAROUSEL_SLIDES.map((entry) => entry.slides));
}
