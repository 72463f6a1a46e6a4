import {
  CARD_HOLDER_NAME_MAX_LENGTH,
  WALLET_ADDRESS_MAX_LENGTH,
  WALLET_TAG_MAX_LENGTH,
  bonusSchema,
  countryAlpha3Schema,
  currencyCodeSchema,
  gameIdSchema,
  languageCodeSchema,
  marketingPreferencesSchema,
  paymentMethodIdSchema,
  realtimeMessageSchema,
  userIdSchema,
  userSchema,
} from '@casino/shared';
import { z } from 'zod';

// The upstream contract's own shapes (docs/UPSTREAMS.md), for what the shared domain does not
// already describe. None of it depends on the mock: the typed upstream clients may import it.

/** Every error code of the contract, with its HTTP status. */
export const UPSTREAM_ERROR_STATUS = {
  invalid_request: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  game_restricted: 403,
  level_too_low: 403,
  /** A limit the player set stops the action (details: kind, resetsAt). */
  limit_reached: 403,
  /**
   * A time-out or a self-exclusion keeps the player out (details: state, kind, until, the
   * ISO instant or empty).
   */
  account_protected: 403,
  /** The email is on the (mock) GAMSTOP national self-exclusion register. */
  gamstop_registered: 403,
  not_found: 404,
  email_taken: 409,
  insufficient_balance: 409,
  invalid_state: 409,
  no_attempts_left: 409,
  already_collected: 409,
  validation_failed: 422,
  promo_code_invalid: 422,
  wrong_password: 422,
  internal_error: 500,
  service_unavailable: 503,
} as const;
export type UpstreamErrorCode = keyof typeof UPSTREAM_ERROR_STATUS;
export const UPSTREAM_ERROR_CODES = Object.keys(UPSTREAM_ERROR_STATUS) as UpstreamErrorCode[];

/** Which field failed and why (a message key of the shared catalogue where one applies). */
export const upstreamErrorDetailSchema = z.object({ path: z.string(), message: z.string() });
export type UpstreamErrorDetail = z.infer<typeof upstreamErrorDetailSchema>;

/** The body of every error answer. Unknown codes are kept as strings: new ones may appear. */
export const upstreamErrorBodySchema = z.object({
  error: z.object({
    code: z.string().min(1),
    message: z.string(),
    details: z.array(upstreamErrorDetailSchema).optional(),
  }),
});
export type UpstreamErrorBody = z.infer<typeof upstreamErrorBodySchema>;

/** The four upstream services. */
export const UPSTREAM_NAMES = ['casino', 'sport', 'cms', 'jackpot'] as const;
export const upstreamNameSchema = z.enum(UPSTREAM_NAMES);
export type UpstreamName = z.infer<typeof upstreamNameSchema>;

/** Login, sign-up and session redemption: the player's upstream token and the player. */
export const authResultSchema = z.object({ token: z.string().min(1), user: userSchema });
export type AuthResult = z.infer<typeof authResultSchema>;

export const loginRequestSchema = z.object({
  email: z.string().max(254),
  password: z.string().max(128),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Sign-up; the casino applies the product's rules (email, password, promo code, country). */
export const signUpRequestSchema = z.object({
  email: z.string().max(254),
  password: z.string().max(128),
  currency: currencyCodeSchema,
  language: languageCodeSchema.optional(),
  country: countryAlpha3Schema.optional(),
  promoCode: z.string().max(64).optional(),
  /** Marketing per product and channel; absent: none. */
  marketing: marketingPreferencesSchema.optional(),
  /** Referral parameters (stag and the like), kept with the account. */
  referral: z.record(z.string().max(64), z.string().max(256)).optional(),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** A realtime event of a player's feed; ids increase across the whole feed. */
export const realtimeEventSchema = z.object({
  id: z.number().int().positive(),
  createdAt: z.iso.datetime({ offset: true }),
  message: realtimeMessageSchema,
});
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/** GET /events: events after the cursor, oldest first, and the newest id the feed has issued. */
export const eventsFeedSchema = z.object({
  items: z.array(realtimeEventSchema),
  lastId: z.number().int().nonnegative(),
});
export type EventsFeed = z.infer<typeof eventsFeedSchema>;

/** GET /events/all: every player's events, for one poller per cluster. */
export const serviceEventsFeedSchema = z.object({
  items: z.array(realtimeEventSchema.extend({ userId: userIdSchema })),
  lastId: z.number().int().nonnegative(),
});
export type ServiceEventsFeed = z.infer<typeof serviceEventsFeedSchema>;

export const GAME_MODES = ['demo', 'real'] as const;
export const gameModeSchema = z.enum(GAME_MODES);
export type GameMode = z.infer<typeof gameModeSchema>;

/** GET /games/{id}/launch: the URL the game frame opens. */
export const gameLaunchSchema = z.object({
  gameId: gameIdSchema,
  mode: gameModeSchema,
  url: z.url(),
});
export type GameLaunch = z.infer<typeof gameLaunchSchema>;

/** The sport token answer, with its expiry (the shared schema reads data.token only). */
export const sportTokenWithExpirySchema = z.object({
  data: z.object({ token: z.string(), expiresAt: z.iso.datetime({ offset: true }) }),
});
export type SportTokenWithExpiry = z.infer<typeof sportTokenWithExpirySchema>;

/** GET /geo: the country of a visitor's IP and whether the casino serves it. */
export const geoSchema = z.object({
  ip: z.string(),
  country: countryAlpha3Schema.nullable(),
  blocked: z.boolean(),
});
export type Geo = z.infer<typeof geoSchema>;

/** POST /payments/deposits: a deposit waiting at the payment provider's page. */
export const depositRequestSchema = z.object({
  amount: z.number().positive(),
  currency: currencyCodeSchema,
  method: z.string().min(1).max(64),
  returnUrl: z.url({ protocol: /^https?$/ }),
  successUrl: z.url({ protocol: /^https?$/ }).optional(),
  failureUrl: z.url({ protocol: /^https?$/ }).optional(),
  cancelUrl: z.url({ protocol: /^https?$/ }).optional(),
});
export type DepositRequest = z.infer<typeof depositRequestSchema>;

export const DEPOSIT_OUTCOMES = ['success', 'failure', 'cancel'] as const;
export const depositOutcomeSchema = z.enum(DEPOSIT_OUTCOMES);
export type DepositOutcome = z.infer<typeof depositOutcomeSchema>;

export const depositIntentSchema = z.object({
  paymentId: z.string().min(1),
  redirectUrl: z.url(),
});
export type DepositIntent = z.infer<typeof depositIntentSchema>;

/** POST /withdrawals: money leaving the real balance by a banking or a crypto method. */
export const withdrawalRequestSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('bank'),
    methodId: paymentMethodIdSchema,
    amount: z.number().positive(),
    currency: currencyCodeSchema,
    cardHolderName: z.string().min(1).max(CARD_HOLDER_NAME_MAX_LENGTH),
  }),
  z.object({
    method: z.literal('crypto'),
    methodId: paymentMethodIdSchema,
    amount: z.number().positive(),
    currency: currencyCodeSchema,
    walletAddress: z.string().min(1).max(WALLET_ADDRESS_MAX_LENGTH),
    walletTag: z.string().min(1).max(WALLET_TAG_MAX_LENGTH),
  }),
]);
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

/** POST /auth/password-reset: sends a reset link to the address (204 whether or not it exists). */
export const passwordResetRequestBodySchema = z.object({
  email: z.string().max(254),
  language: languageCodeSchema.optional(),
});
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBodySchema>;

/** POST /auth/password-reset/complete: the link's one-time token and the new password. */
export const passwordResetCompleteBodySchema = z.object({
  token: z.string().max(256),
  password: z.string().max(128),
});
export type PasswordResetCompleteBody = z.infer<typeof passwordResetCompleteBodySchema>;

/** POST /me/verification/files: one stored file, to be attached to a submission by its id. */
export const verificationFileSchema = z.object({
  fileId: z.string().min(1).max(64),
  name: z.string(),
  type: z.string(),
  size: z.number().int().positive(),
});
export type VerificationFile = z.infer<typeof verificationFileSchema>;

/** GET /catch-game: what the casino counts for the catch game today (its clock's UTC day). */
export const catchGameFactsSchema = z.object({
  depositsToday: z.number().int().nonnegative(),
  triesUsedToday: z.number().int().nonnegative(),
  snowflakes: z.number().int().nonnegative(),
});
export type CatchGameFacts = z.infer<typeof catchGameFactsSchema>;

/** POST /catch-game/play: one try; a catch gives a pending deposit bonus of the day's percent. */
export const catchGamePlaySchema = z.object({
  caught: z.boolean(),
  bonus: bonusSchema.nullable(),
  triesUsedToday: z.number().int().positive(),
});
export type CatchGamePlay = z.infer<typeof catchGamePlaySchema>;

/** PUT /casino/limits/:kind: the limit's new value in the account currency (minutes for the
 * session limit), or null to remove it. */
export const limitRequestSchema = z.object({ value: z.number().nullable() }).strict();
export type LimitRequest = z.infer<typeof limitRequestSchema>;

/**
 * POST /casino/protection: a time-out (days) or a self-exclusion (months, null: indefinite),
 * in force at once; every casino session of the player ends. POST /casino/auth/return: a
 * self-excluded player whose period is over asks to return (email and password, since no login
 * is possible).
 */
export const returnRequestSchema = z
  .object({ email: z.string().max(254), password: z.string().max(128) })
  .strict();
export type ReturnRequest = z.infer<typeof returnRequestSchema>;
