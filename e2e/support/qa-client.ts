import type {
  CatchGamePatch,
  ClockPatch,
  GeoPatch,
  JackpotBump,
  JackpotWinAward,
  MiniGamesPatch,
  NextSpins,
  PlayerStatePatch,
  QaPlayerRequest,
  UpstreamSettingsPatch,
} from '@casino/mock-world/qa';
import type { RealtimeMessage } from '@casino/shared';
import type { APIRequestContext } from '@playwright/test';
import { z } from 'zod';

// A typed client of a worker's /qa (the BFF forwards it to its mock world; docs/UPSTREAMS.md,
// "QA controls"). Bodies are typed by the mock's own schemas; answers are parsed here, so a
// journey fails at the call that went wrong rather than at a later assertion.

/** The demo players a fresh player can be copied from (README, "Demo players"). */
export const DEMO_PLAYERS = {
  bonus: 'bonus@demo.lumo.test',
  unverified: 'unverified@demo.lumo.test',
  uk: 'uk@demo.lumo.test',
  noBirthday: 'nobirthday@demo.lumo.test',
  vip: 'vip@demo.lumo.test',
  plain: 'plain@demo.lumo.test',
} as const;

export const UPSTREAM_NAMES = ['casino', 'sport', 'cms', 'jackpot'] as const;
export type UpstreamName = (typeof UPSTREAM_NAMES)[number];

const qaPlayerSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  password: z.string(),
});
/** A fresh account of the worker's mock world: what a journey signs in with. */
export type QaPlayer = z.infer<typeof qaPlayerSchema>;

/** A player by id, email, or anything that carries its id (a QaPlayer). */
export type PlayerRef = number | string | { readonly id: number };

const moneySchema = z.number();
const balancesSchema = z.object({
  main: moneySchema,
  bonusCasino: moneySchema,
  cashback: moneySchema,
});
const playerStateSchema = z
  .object({
    id: z.number(),
    email: z.string(),
    country: z.string().nullable(),
    currency: z.string(),
    language: z.string(),
    kycStatus: z.string(),
    userLevel: z.string(),
    loyaltyLevel: z.number(),
    balances: balancesSchema,
    wageringGames: z.array(z.number()).nullable(),
  })
  .loose();
export type PlayerState = z.infer<typeof playerStateSchema>;

const clockSchema = z.object({ offsetMs: z.number(), now: z.string() });
export type ClockView = z.infer<typeof clockSchema>;

const geoSchema = z.object({
  country: z.string().nullable(),
  blockedCountries: z.array(z.string()),
});
const upstreamSettingsSchema = z.object({ latencyMs: z.number(), errorRate: z.number() });
const jackpotSchema = z
  .object({ tier: z.string(), amount: z.number(), currency: z.string() })
  .loose();
const jackpotBumpsSchema = z.object({
  bumpsEur: z.record(z.string(), z.number()),
  jackpots: z.array(jackpotSchema),
});
const sportSettingsSchema = z.object({ tokenLifetimeMs: z.number() });
const firedEventSchema = z.object({ id: z.number(), createdAt: z.string() }).loose();
const jackpotWinSchema = z
  .object({ id: z.number(), amount: z.number(), currency: z.string() })
  .loose();
const nextSpinsSchema = z.object({
  outcomes: z.array(z.union([z.object({ win: z.number() }), z.object({ multiplier: z.number() })])),
});
const miniGamesSchema = z.object({
  plays: z.record(z.string(), z.number()),
  attemptsLeft: z.record(z.string(), z.number()),
  depositsToday: z.number(),
  dailyBonus: z.object({ currentDay: z.number(), collectedToday: z.boolean() }),
});
export type MiniGamesView = z.infer<typeof miniGamesSchema>;
const sessionUuidSchema = z.object({ sessionUuid: z.string() });
const passwordResetSchema = z.object({ token: z.string() });
const mailboxSchema = z.object({
  items: z.array(
    z.object({ to: z.string(), subject: z.string(), text: z.string(), link: z.string() }).loose(),
  ),
});
/** A mail the casino sent a player; `link` is relative to the site. */
export type QaMail = z.infer<typeof mailboxSchema>['items'][number];
const countersSchema = z.object({
  total: z.number(),
  byUpstream: z.record(z.string(), z.number()),
  byRoute: z.record(z.string(), z.number()),
});
export type Counters = z.infer<typeof countersSchema>;

const catchGameFactsSchema = z.object({
  depositsToday: z.number().int().nonnegative(),
  triesUsedToday: z.number().int().nonnegative(),
  snowflakes: z.number().int().nonnegative(),
});
export type CatchGameFacts = z.infer<typeof catchGameFactsSchema>;

function playerPath(player: PlayerRef): string {
  const reference = typeof player === 'object' ? String(player.id) : String(player);
  return `/qa/players/${encodeURIComponent(reference)}`;
}

const miniGamesWorldSchema = z.object({ closed: z.boolean() });

export class QaClient {
  readonly #request: APIRequestContext;

  constructor(request: APIRequestContext) {
    this.#request = request;
  }

  async #call<S extends z.ZodType>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<z.output<S>> {
    const response = await this.#request.fetch(path, {
      method,
      ...(body === undefined ? {} : { data: body }),
    });
    const text = await response.text();
    if (!response.ok()) {
      throw new Error(`QA ${method} ${path} answered ${response.status()}: ${text}`);
    }
    return schema.parse(text === '' ? undefined : JSON.parse(text));
  }

  /** A fresh account copied from a demo player's seed (plain unless named), demo password. */
  createPlayer(request: QaPlayerRequest = {}): Promise<QaPlayer> {
    return this.#call('POST', '/qa/players', qaPlayerSchema, request);
  }

  /** Closes every mini-game for every player (or opens them again). */
  setMiniGamesWorld(patch: { closed: boolean }): Promise<{ closed: boolean }> {
    return this.#call('PUT', '/qa/mini-games', miniGamesWorldSchema, patch);
  }

  playerState(player: PlayerRef): Promise<PlayerState> {
    return this.#call('GET', `${playerPath(player)}/state`, playerStateSchema);
  }

  /** Country, currency, language, KYC, levels, birthday, balances, wagering list, free spins. */
  setPlayerState(player: PlayerRef, patch: PlayerStatePatch): Promise<PlayerState> {
    return this.#call('PUT', `${playerPath(player)}/state`, playerStateSchema, patch);
  }

  /** The snowflakes the player holds and the catch-game tries used today (the world's UTC day). */
  setCatchGame(player: PlayerRef, patch: CatchGamePatch): Promise<CatchGameFacts> {
    return this.#call('PUT', `${playerPath(player)}/catch-game`, catchGameFactsSchema, patch);
  }

  clock(): Promise<ClockView> {
    return this.#call('GET', '/qa/clock', clockSchema);
  }

  /** The mock world's clock: `{ offsetMs }` from real time, or `{ now }`. */
  setClock(patch: ClockPatch): Promise<ClockView> {
    return this.#call('PUT', '/qa/clock', clockSchema, patch);
  }

  /** The visitor's country as the world reports it, and countries blocked on top of the BFF's. */
  setGeo(patch: GeoPatch): Promise<z.output<typeof geoSchema>> {
    return this.#call('PUT', '/qa/geo', geoSchema, patch);
  }

  /** An upstream's latency and (deterministic) error rate. */
  setUpstream(
    name: UpstreamName,
    patch: UpstreamSettingsPatch,
  ): Promise<z.output<typeof upstreamSettingsSchema>> {
    return this.#call('PUT', `/qa/upstreams/${name}`, upstreamSettingsSchema, patch);
  }

  /** Raises one tier, or every tier, by `amount` euros at once (1,000 unless given). */
  bumpJackpots(bump: JackpotBump = {}): Promise<z.output<typeof jackpotBumpsSchema>> {
    return this.#call('POST', '/qa/jackpots/bump', jackpotBumpsSchema, bump);
  }

  /** How long sportsbook tokens handed out from now live (the BFF refreshes 30 s before). */
  async setSportTokenLifetime(tokenLifetimeMs: number): Promise<void> {
    await this.#call('PUT', '/qa/sport', sportSettingsSchema, { tokenLifetimeMs });
  }

  /**
   * A realtime message into the player's feed, as the casino would send it. To see it in the
   * page, fire it after `realtime.playerReady()`.
   */
  fireEvent(
    player: PlayerRef,
    message: RealtimeMessage,
  ): Promise<z.output<typeof firedEventSchema>> {
    return this.#call('POST', `${playerPath(player)}/events`, firedEventSchema, message);
  }

  /** A pending jackpot win (gold and wagered unless told otherwise). */
  awardJackpotWin(
    player: PlayerRef,
    award: JackpotWinAward = {},
  ): Promise<z.output<typeof jackpotWinSchema>> {
    return this.#call('POST', `${playerPath(player)}/jackpot-win`, jackpotWinSchema, award);
  }

  /**
   * What the player's next real-money spins on a game page pay, in order: win amounts in the
   * player's currency or stake multiples (replacing any still queued); seeded outcomes follow.
   */
  setNextSpins(player: PlayerRef, request: NextSpins): Promise<z.output<typeof nextSpinsSchema>> {
    return this.#call('POST', `${playerPath(player)}/next-spins`, nextSpinsSchema, request);
  }

  /** The player's mini-game plays and chances today, and the daily bonus's day. */
  miniGames(player: PlayerRef): Promise<MiniGamesView> {
    return this.#call('GET', `${playerPath(player)}/mini-games`, miniGamesSchema);
  }

  /**
   * Sets today's plays by game (`{ plays: { wheel: 0 } }` gives the chance back), the daily
   * bonus's day (1-7) and whether today's is collected. Level gates: setPlayerState's userLevel.
   */
  setMiniGames(player: PlayerRef, patch: MiniGamesPatch): Promise<MiniGamesView> {
    return this.#call('PUT', `${playerPath(player)}/mini-games`, miniGamesSchema, patch);
  }

  /** A one-time session uuid for the session callback (`/auth?session_uuid=…`). */
  async sessionUuid(player: PlayerRef): Promise<string> {
    return (await this.#call('POST', `${playerPath(player)}/session`, sessionUuidSchema))
      .sessionUuid;
  }

  /** The token the last password reset email to the player carried. */
  async passwordReset(player: PlayerRef): Promise<string> {
    return (await this.#call('GET', `${playerPath(player)}/password-reset`, passwordResetSchema))
      .token;
  }

  /** The mails the casino sent the player, newest first (a password reset's link). */
  async mail(player: PlayerRef): Promise<QaMail[]> {
    return (await this.#call('GET', `${playerPath(player)}/mail`, mailboxSchema)).items;
  }

  /** The upstream calls the world served since the last reset, by upstream and route. */
  counters(): Promise<Counters> {
    return this.#call('GET', '/qa/counters', countersSchema);
  }

  /** The world back to its seed: players, clock, geo, faults, bumps, counters. */
  async reset(): Promise<void> {
    await this.#call('POST', '/qa/reset', z.undefined());
  }
}
