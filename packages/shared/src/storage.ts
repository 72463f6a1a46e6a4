import { z } from 'zod';
import { bonusIdSchema } from './bonus.js';
import { gameIdSchema } from './game.js';
import { gamificationActionSchema } from './gamification.js';
import { parseJsonAs } from './json.js';
import { languageCodeSchema } from './language-schemas.js';
import { referralFlagSchema } from './language-schemas.js';
import { localDateKey } from './local-date.js';
import { localDateKeySchema } from './local-date-schemas.js';
import { gptGameViewSchema } from './mini-game.js';
import { modalNameSchema } from './modal-schemas.js';
import { userIdSchema } from './user.js';

/**
 * What waits for registration to finish, so the flow continues after sign-up, even after a
 * reload (SPEC-NOTES).
 */
export const signUpContinuationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('play_game'), gameId: gameIdSchema, demo: z.boolean().optional() }),
  z.object({ kind: z.literal('activate_bonus'), bonusId: bonusIdSchema }),
  z.object({ kind: z.literal('deposit') }),
  /** A guest pressed a mini-game or the daily bonus: GPT_GAME_MODAL opens on it after sign-up. */
  z.object({ kind: z.literal('open_mini_game'), view: gptGameViewSchema }),
  /** A guest pressed a gamification entry: its panel opens after sign-up. */
  z.object({ kind: z.literal('open_gamification'), action: gamificationActionSchema }),
]);
export type SignUpContinuation = z.infer<typeof signUpContinuationSchema>;

const recentSearchesSchema = z.array(z.string().min(1));

/**
 * Local-storage keys and the schema of each stored value. accessToken and email are not here
 * on purpose: the browser never keeps them (SPEC-NOTES security decisions).
 */
export const LOCAL_STORAGE_SCHEMAS = {
  language: languageCodeSchema,
  /** Error-boundary reloads of this page load. */
  reload_count: z.number().int().nonnegative(),
  statusSignUp: signUpContinuationSchema,
  cookiesAccepted: z.literal(true),
  gameRecentSearches: recentSearchesSchema,
  providerRecentSearches: recentSearchesSchema,
  /** Kept for the welcome-back modal after logout. */
  prevUserEmail: z.email(),
  userId: userIdSchema,
  openedModalName: modalNameSchema,
  prevFreespins: z.number().int().nonnegative(),
  /** Jackpot-win ids whose no-wager modal was already shown. */
  completedNoWagerJackpots: z.array(z.number().int().positive()),
  /** Set by the sspermission query parameter; only 'enabled' opens the sportsbook. */
  sspermission: z.literal('enabled'),
  /** Our contract: the referral query parameters of the landing visit, name to value. */
  referralSearchParams: z.record(z.string().min(1), z.string()),
  /** Banner id to the ISO time it stays hidden until. */
  dismissedBanners: z.record(z.string().min(1), z.iso.datetime({ offset: true })),
} as const;

export const SESSION_STORAGE_SCHEMAS = {
  referralFlag: referralFlagSchema,
  /**
   * Our contract: the total balance read as the player left for the payment provider; the balance
   * is asked again every 3 s until it moves, then the value is removed.
   */
  depositBalanceBefore: z.number(),
  /**
   * Our contract: the deposit modal that opens after a login has opened in this tab (SPEC.md
   * section 4: once per session); a logout removes it.
   */
  depositModalShown: z.literal(true),
  /**
   * Mock mode: QA hid the QA panel's floating control in this tab (for screenshots; the journeys'
   * harness sets it, so that only the QA panel's own journeys meet the control).
   */
  qaControlHidden: z.literal(true),
} as const;

export type LocalStorageKey = keyof typeof LOCAL_STORAGE_SCHEMAS;
export type SessionStorageKey = keyof typeof SESSION_STORAGE_SCHEMAS;

export const LOCAL_STORAGE_KEYS = Object.keys(LOCAL_STORAGE_SCHEMAS) as LocalStorageKey[];
export const SESSION_STORAGE_KEYS = Object.keys(SESSION_STORAGE_SCHEMAS) as SessionStorageKey[];

const DAILY_SHOWN_FLAG_INFIX = 'IsAlreadyShowed_';

/** The per-user daily-shown flag of a gpt game: `<game>IsAlreadyShowed_<userId>`. */
export type DailyShownFlagKey = `${string}IsAlreadyShowed_${number}`;

export function dailyShownFlagKey(gameName: string, userId: number): DailyShownFlagKey {
  return `${gameName}${DAILY_SHOWN_FLAG_INFIX}${userId}`;
}

/** A daily-shown flag holds the local day it was shown on ('YYYY-MM-DD'). */
export const dailyShownFlagSchema = localDateKeySchema;

/** The flag value that marks a modal as shown today. */
export function dailyShownFlagValue(now: Date): string {
  return localDateKey(now);
}

/** Whether a stored flag says the modal was already shown on the local day of `now`. */
export function isShownToday(flag: string | undefined, now: Date): boolean {
  return flag === localDateKey(now);
}

const STORED_VALUE_SCHEMAS = { ...LOCAL_STORAGE_SCHEMAS, ...SESSION_STORAGE_SCHEMAS };

type StaticStorageKey = keyof typeof STORED_VALUE_SCHEMAS;

/** Any key the product stores under, in local or session storage. */
export type StorageKey = StaticStorageKey | DailyShownFlagKey;

/** The type of the value stored under `K`. */
export type StoredValue<K extends StorageKey> = K extends StaticStorageKey
  ? z.infer<(typeof STORED_VALUE_SCHEMAS)[K]>
  : string;

function schemaFor(key: StorageKey): z.ZodType {
  return Object.hasOwn(STORED_VALUE_SCHEMAS, key)
    ? STORED_VALUE_SCHEMAS[key as StaticStorageKey]
    : dailyShownFlagSchema;
}

/**
 * The value stored under `key`, or undefined when nothing is stored or the stored text is not
 * valid JSON of the right shape (old versions, hand edits). Never throws.
 */
export function parseStoredValue<K extends StorageKey>(
  key: K,
  raw: string | null,
): StoredValue<K> | undefined {
  if (raw === null) return undefined;
  return parseJsonAs(schemaFor(key), raw) as StoredValue<K> | undefined;
}
