import {
  JACKPOT_TIERS,
  MINI_GAMES,
  birthdaySchema,
  countryAlpha3Schema,
  currencyCodeSchema,
  freeSpinsSchema,
  jackpotSchema,
  jackpotWinItemSchema,
  kycStatusSchema,
  languageCodeSchema,
  playerLimitsSchema,
  realtimeMessageSchema,
  userLevelSchema,
} from '@casino/shared';
import { z } from 'zod';
import { spinOutcomeSchema } from './schemas.js';

// What QA's controls answer (GET/PUT/POST /qa/...), beside their bodies in schemas.ts: the typed
// client (client.ts) parses every answer with these, and a test holds them to the mock world's
// real answers (client.test.ts). Browser-safe: zod and the shared domain only.

/** The four upstreams QA can slow down or break. */
export const QA_UPSTREAM_NAMES = ['casino', 'sport', 'cms', 'jackpot'] as const;
export const qaUpstreamNameSchema = z.enum(QA_UPSTREAM_NAMES);
export type QaUpstreamName = z.infer<typeof qaUpstreamNameSchema>;

export const upstreamSettingsSchema = z.object({
  latencyMs: z.number().int().nonnegative(),
  errorRate: z.number().min(0).max(1),
});
export type UpstreamSettings = z.infer<typeof upstreamSettingsSchema>;

export const upstreamsSettingsSchema = z.object({
  casino: upstreamSettingsSchema,
  sport: upstreamSettingsSchema,
  cms: upstreamSettingsSchema,
  jackpot: upstreamSettingsSchema,
});
export type UpstreamsSettings = z.infer<typeof upstreamsSettingsSchema>;

export const clockViewSchema = z.object({
  offsetMs: z.number().int(),
  now: z.iso.datetime({ offset: true }),
});
export type ClockView = z.infer<typeof clockViewSchema>;

export const geoSettingsSchema = z.object({
  country: countryAlpha3Schema.nullable(),
  blockedCountries: z.array(countryAlpha3Schema),
});
export type GeoSettings = z.infer<typeof geoSettingsSchema>;

export const playerSummarySchema = z.object({
  id: z.number().int().positive(),
  email: z.string().min(1),
  login: z.string(),
  /** One of the seeded demo players (README, "Demo players"), not a copy or a sign-up. */
  demo: z.boolean(),
});
export type PlayerSummary = z.infer<typeof playerSummarySchema>;
export const playerListSchema = z.array(playerSummarySchema);

/** A fresh account of the mock world, copied from a demo player: what a journey signs in with. */
export const qaPlayerSchema = z.object({
  id: z.number().int().positive(),
  email: z.string().min(1),
  password: z.string().min(1),
});
export type QaPlayer = z.infer<typeof qaPlayerSchema>;

export const playerStateSchema = z.object({
  id: z.number().int().positive(),
  email: z.string().min(1),
  login: z.string(),
  demo: z.boolean(),
  country: countryAlpha3Schema.nullable(),
  currency: currencyCodeSchema,
  language: languageCodeSchema,
  kycStatus: kycStatusSchema,
  userLevel: userLevelSchema,
  loyaltyLevel: z.number().int().positive(),
  loyaltyPoints: z.number().nonnegative(),
  birthday: birthdaySchema.nullable(),
  balances: z.object({
    main: z.number(),
    bonusCasino: z.number(),
    cashback: z.number(),
  }),
  /** Null: no wager; an empty list: a wager every game counts towards. */
  wageringGames: z.array(z.number().int().positive()).nullable(),
  freeSpins: freeSpinsSchema,
});
export type PlayerState = z.infer<typeof playerStateSchema>;

/** A realtime message appended to the player's feed, as the casino would send it. */
export const firedEventSchema = z.object({
  id: z.number().int().nonnegative(),
  createdAt: z.iso.datetime({ offset: true }),
  message: realtimeMessageSchema,
});
export type FiredEvent = z.infer<typeof firedEventSchema>;

export const jackpotWinAnswerSchema = jackpotWinItemSchema;

const tierAmountsSchema = z.object(
  Object.fromEntries(JACKPOT_TIERS.map((tier) => [tier, z.number().nonnegative()])) as Record<
    (typeof JACKPOT_TIERS)[number],
    z.ZodNumber
  >,
);

export const jackpotBumpsSchema = z.object({
  /** Euros QA added to each tier so far. */
  bumpsEur: tierAmountsSchema,
  /** The jackpots now, in euros, bumps included. */
  jackpots: z.array(jackpotSchema),
});
export type JackpotBumps = z.infer<typeof jackpotBumpsSchema>;

export const sportSettingsSchema = z.object({ tokenLifetimeMs: z.number().int().positive() });
export type SportSettings = z.infer<typeof sportSettingsSchema>;

export const miniGamesWorldSchema = z.object({ closed: z.boolean() });

export const nextSpinsAnswerSchema = z.object({ outcomes: z.array(spinOutcomeSchema) });
export type NextSpinsAnswer = z.infer<typeof nextSpinsAnswerSchema>;

const byMiniGameSchema = z.object(
  Object.fromEntries(MINI_GAMES.map((game) => [game, z.number().int().nonnegative()])) as Record<
    (typeof MINI_GAMES)[number],
    z.ZodNumber
  >,
);

export const miniGamesViewSchema = z.object({
  plays: byMiniGameSchema,
  attemptsLeft: byMiniGameSchema,
  depositsToday: z.number().int().nonnegative(),
  dailyBonus: z.object({
    currentDay: z.number().int().min(1).max(7),
    collectedToday: z.boolean(),
  }),
});
export type MiniGamesView = z.infer<typeof miniGamesViewSchema>;

export const catchGameFactsSchema = z.object({
  depositsToday: z.number().int().nonnegative(),
  triesUsedToday: z.number().int().nonnegative(),
  snowflakes: z.number().int().nonnegative(),
});
export type CatchGameFacts = z.infer<typeof catchGameFactsSchema>;

export const sessionUuidSchema = z.object({ sessionUuid: z.string().min(1) });
export const passwordResetSchema = z.object({ token: z.string().min(1) });

export const mailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** Relative to the site. */
  link: z.string(),
  sentAt: z.iso.datetime({ offset: true }),
});
export type QaMail = z.infer<typeof mailSchema>;
export const mailboxSchema = z.object({ items: z.array(mailSchema) });

/** Which world answers: this start's id (another after a restart) and its seed. */
export const worldViewSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{8}$/),
  seed: z.number().int().nonnegative(),
});
export type WorldView = z.infer<typeof worldViewSchema>;

export const countersSchema = z.object({
  total: z.number().int().nonnegative(),
  byUpstream: z.record(z.string(), z.number().int().nonnegative()),
  byRoute: z.record(z.string(), z.number().int().nonnegative()),
});
export type Counters = z.infer<typeof countersSchema>;

export const playerLimitsAnswerSchema = playerLimitsSchema;

/** The BFF's readiness body (docs/OPERATIONS.md, "Readiness"): each upstream's breaker. */
export const BREAKER_STATES = ['closed', 'half_open', 'open', 'isolated'] as const;
export const readinessSchema = z.object({
  status: z.enum(['starting', 'ready', 'draining']),
  degraded: z.boolean(),
  checks: z.object({
    redis: z.object({ state: z.enum(['up', 'down', 'disabled']) }),
    upstreams: z.record(qaUpstreamNameSchema, z.object({ breaker: z.enum(BREAKER_STATES) })),
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** What /qa answers with a refused call: the contract's error body. */
export const qaErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});

/** A player's coins and missions as the gamification service holds them. */
export const gamificationViewSchema = z
  .object({
    coins: z.number().int().nonnegative(),
    missions: z.array(
      z
        .object({ id: z.string(), progress: z.number(), target: z.number(), done: z.boolean() })
        .loose(),
    ),
  })
  .loose();
export type GamificationView = z.infer<typeof gamificationViewSchema>;

/** An event announced to a player: its feed's event id and what EVENT shows. */
export const announcedEventSchema = z.object({
  eventId: z.number(),
  announcement: z.object({ id: z.number(), title: z.string(), text: z.string() }),
});
export type AnnouncedEvent = z.infer<typeof announcedEventSchema>;

/** A player's time-out or self-exclusion as the casino holds it (null: none). */
export const protectionStateSchema = z.object({
  protection: z
    .object({
      kind: z.enum(['timeOut', 'selfExclusion']),
      startedAt: z.string(),
      endsAt: z.string().nullable(),
      returnRequestedAt: z.string().nullable(),
    })
    .nullable(),
});
export type ProtectionState = z.infer<typeof protectionStateSchema>;

/** The addresses on the mock GAMSTOP register. */
export const gamstopRegisterSchema = z.object({ emails: z.array(z.string()) });
export type GamstopRegister = z.infer<typeof gamstopRegisterSchema>;
