import { z } from 'zod';
import { DEFAULT_LOYALTY_LEVEL, DEFAULT_LOYALTY_LEVEL_COUNT } from './constants.js';
import { currencyCodeSchema } from './currency.js';
import { countryAlpha3Schema, languageCodeSchema } from './language-schemas.js';

/** Player levels gate some mini-games; they are not the loyalty levels 1 to 9 (SPEC-NOTES). */
export const USER_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export const userLevelSchema = z.enum(USER_LEVELS);
export type UserLevel = z.infer<typeof userLevelSchema>;

/** Whether `level` is `required` or above (USER_LEVELS runs from lowest to highest). */
export function hasUserLevel(level: UserLevel, required: UserLevel): boolean {
  return USER_LEVELS.indexOf(level) >= USER_LEVELS.indexOf(required);
}

export const KYC_STATUSES = [
  'not_verified',
  'verified',
  'documents_expired',
  'less_than_18_years',
] as const;
export const kycStatusSchema = z.enum(KYC_STATUSES);
export type KycStatus = z.infer<typeof kycStatusSchema>;

export const SEXES = ['m', 'f'] as const;
export const sexSchema = z.enum(SEXES);
export type Sex = z.infer<typeof sexSchema>;

/**
 * A date of birth as an ISO calendar date 'YYYY-MM-DD' (a real date), the one representation the
 * domain uses; the birth-date form's day, month and year are converted to it.
 */
export const birthdaySchema = z.iso.date();
export type Birthday = z.infer<typeof birthdaySchema>;

export const userIdSchema = z.number().int().positive();
export type UserId = z.infer<typeof userIdSchema>;

const digitsSchema = z.string().regex(/^\d+$/, 'errors.onlyNumbers');

/** Profile fields; each is null while the player has not filled it in (our contract). */
export const profileSchema = z.object({
  firstName: z.string().min(1).nullable(),
  lastName: z.string().min(1).nullable(),
  postcode: z.string().min(1).nullable(),
  city: z.string().min(1).nullable(),
  phoneNumber: digitsSchema.nullable(),
  /** The international dialling code, digits only ('40' for Romania). */
  phonePrefix: digitsSchema.nullable(),
  address: z.string().min(1).nullable(),
  country: countryAlpha3Schema.nullable(),
  sex: sexSchema.nullable(),
  birthday: birthdaySchema.nullable(),
  referralLink: z.url().nullable(),
  email: z.email('errors.invalidEmail'),
});
export type Profile = z.infer<typeof profileSchema>;

export const PROFILE_FIELDS = profileSchema.keyof().options;
export const profileFieldSchema = profileSchema.keyof();
export type ProfileField = z.infer<typeof profileFieldSchema>;

/** The fields among `fields` the player has not filled in, in the order asked (FORM_FIELDS). */
export function missingProfileFields(
  profile: Readonly<Profile>,
  fields: readonly ProfileField[],
): ProfileField[] {
  return fields.filter((field) => profile[field] === null);
}

/**
 * The player. The spec shows only the birthday and the profile fields; id, login, currency,
 * language, KYC status and user level are our contract, what a casino account needs.
 */
export const userSchema = profileSchema.extend({
  id: userIdSchema,
  login: z.string().min(1),
  currency: currencyCodeSchema,
  language: languageCodeSchema,
  kycStatus: kycStatusSchema,
  userLevel: userLevelSchema,
});
export type User = z.infer<typeof userSchema>;

export const loyaltyLevelNumberSchema = z.number().int().min(1);

export const loyaltyFullInfoSchema = z.object({
  level: loyaltyLevelNumberSchema.default(DEFAULT_LOYALTY_LEVEL),
  points: z.number().nonnegative(),
  email: z.email('errors.invalidEmail'),
  id: userIdSchema,
  language: languageCodeSchema,
  birthday: birthdaySchema.nullable(),
});
export type LoyaltyFullInfo = z.infer<typeof loyaltyFullInfoSchema>;

export const loyaltyLevelSchema = z.object({
  title: z.string().min(1),
  levelInfo: z.object({
    level: loyaltyLevelNumberSchema,
    /** Points from which this level is reached, that amount included. */
    fromPoints: z.number().nonnegative(),
  }),
});
export type LoyaltyLevel = z.infer<typeof loyaltyLevelSchema>;

export const loyaltyLevelsSchema = z.object({
  levels: z.array(loyaltyLevelSchema),
  totalLevels: z.number().int().positive().default(DEFAULT_LOYALTY_LEVEL_COUNT),
});
export type LoyaltyLevels = z.infer<typeof loyaltyLevelsSchema>;

export interface LoyaltyProgress {
  level: number;
  /** Null on the top level. */
  nextLevel: number | null;
  /** Share of the way from the current level's points to the next level's, 0 to 1. */
  progress: number;
}

/**
 * Where `points` put a player on the loyalty ladder. Below every threshold the player is on the
 * default level, counting from 0 points; on the top level the bar is full.
 */
export function loyaltyProgress(points: number, levels: readonly LoyaltyLevel[]): LoyaltyProgress {
  if (levels.length === 0) return { level: DEFAULT_LOYALTY_LEVEL, nextLevel: null, progress: 0 };
  const earned = Math.max(points, 0);
  const ladder = levels.map((entry) => entry.levelInfo).sort((a, b) => a.fromPoints - b.fromPoints);
  const current = ladder.findLast((step) => step.fromPoints <= earned) ?? {
    level: DEFAULT_LOYALTY_LEVEL,
    fromPoints: 0,
  };
  const next = ladder.find((step) => step.fromPoints > earned);
  if (next === undefined) return { level: current.level, nextLevel: null, progress: 1 };
  const progress = (earned - current.fromPoints) / (next.fromPoints - current.fromPoints);
  return {
    level: current.level,
    nextLevel: next.level,
    progress: Math.min(Math.max(progress, 0), 1),
  };
}

/**
 * The points still to earn to reach the next loyalty level (at least 1), or null on the top
 * level and without levels.
 */
export function loyaltyPointsToNextLevel(
  points: number,
  levels: readonly LoyaltyLevel[],
): number | null {
  const earned = Math.max(points, 0);
  const next = levels
    .map((entry) => entry.levelInfo.fromPoints)
    .filter((fromPoints) => fromPoints > earned)
    .sort((a, b) => a - b)[0];
  return next === undefined ? null : Math.ceil(next - earned);
}
