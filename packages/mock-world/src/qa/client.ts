import type { RealtimeMessage } from '@casino/shared';
import type { z } from 'zod';
import {
  type CatchGameFacts,
  type ClockView,
  type Counters,
  type WorldView,
  type AnnouncedEvent,
  type FiredEvent,
  type GamificationView,
  type GamstopRegister,
  type ProtectionState,
  type GeoSettings,
  type JackpotBumps,
  type MiniGamesView,
  type NextSpinsAnswer,
  type PlayerState,
  type PlayerSummary,
  type QaMail,
  type QaPlayer,
  type QaUpstreamName,
  type Readiness,
  type SportSettings,
  type UpstreamSettings,
  type UpstreamsSettings,
  catchGameFactsSchema,
  clockViewSchema,
  countersSchema,
  worldViewSchema,
  announcedEventSchema,
  firedEventSchema,
  gamificationViewSchema,
  gamstopRegisterSchema,
  protectionStateSchema,
  geoSettingsSchema,
  jackpotBumpsSchema,
  jackpotWinAnswerSchema,
  mailboxSchema,
  miniGamesViewSchema,
  miniGamesWorldSchema,
  nextSpinsAnswerSchema,
  passwordResetSchema,
  playerLimitsAnswerSchema,
  playerListSchema,
  playerStateSchema,
  qaErrorBodySchema,
  qaPlayerSchema,
  readinessSchema,
  sessionUuidSchema,
  sportSettingsSchema,
  upstreamSettingsSchema,
  upstreamsSettingsSchema,
} from './answers.js';
import type {
  CatchGamePatch,
  ClockPatch,
  GamificationAnnouncementRequest,
  GamificationPatch,
  GeoPatch,
  JackpotBump,
  JackpotWinAward,
  LimitsAge,
  LimitsPatch,
  MiniGamesPatch,
  MiniGamesWorldPatch,
  NextSpins,
  PlayerStatePatch,
  QaGamstopPatch,
  QaPlayerRequest,
  QaProtection,
  SportSettingsPatch,
  UpstreamSettingsPatch,
} from './schemas.js';

// The typed client of QA's controls (docs/UPSTREAMS.md, "QA controls"), one for every caller:
// the journeys' harness sends through Playwright's request context, the SPA's QA panel through
// fetch. Bodies are typed by the controls' own schemas (schemas.ts) and every answer is parsed
// (answers.ts), so a caller fails at the call that went wrong. A new control is one method here
// (its body's schema in schemas.ts, its answer's in answers.ts) and, for the panel, one control.

export type QaHttpMethod = 'GET' | 'POST' | 'PUT';

/** What a transport hands back: the status and the body's text ('' when there is none). */
export interface QaTransportAnswer {
  status: number;
  text: string;
}

/** Sends one call to the BFF (paths start with /qa, or /readyz); the body is JSON when given. */
export type QaSend = (
  method: QaHttpMethod,
  path: string,
  body?: unknown,
) => Promise<QaTransportAnswer>;

/** A call /qa refused or could not answer: its status, and the error body's code and message. */
export class QaError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly details: readonly { path: string; message: string }[];

  constructor(method: QaHttpMethod, path: string, status: number, text: string) {
    const body = qaErrorBodySchema.safeParse(safeJson(text));
    const reason = body.success ? body.data.error.message : text.slice(0, 300);
    super(`QA ${method} ${path} answered ${String(status)}: ${reason}`);
    this.name = 'QaError';
    this.status = status;
    this.code = body.success ? body.data.error.code : null;
    this.details = body.success ? (body.data.error.details ?? []) : [];
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A player by id, email, or anything that carries its id (a QaPlayer). */
export type PlayerRef = number | string | { readonly id: number };

function playerPath(player: PlayerRef): string {
  const reference = typeof player === 'object' ? String(player.id) : String(player);
  return `/qa/players/${encodeURIComponent(reference)}`;
}

/** The demo players a fresh player can be copied from (README, "Demo players"). */
export const DEMO_PLAYERS = {
  bonus: 'bonus@demo.lumo.test',
  unverified: 'unverified@demo.lumo.test',
  uk: 'uk@demo.lumo.test',
  noBirthday: 'nobirthday@demo.lumo.test',
  vip: 'vip@demo.lumo.test',
  plain: 'plain@demo.lumo.test',
} as const;

export class QaClient {
  readonly #send: QaSend;

  constructor(send: QaSend) {
    this.#send = send;
  }

  async #call<S extends z.ZodType>(
    method: QaHttpMethod,
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<z.output<S>> {
    const answer = await this.#send(method, path, body);
    if (answer.status < 200 || answer.status > 299) {
      throw new QaError(method, path, answer.status, answer.text);
    }
    return schema.parse(answer.text === '' ? undefined : JSON.parse(answer.text));
  }

  /** Every upstream's latency and error rate. */
  upstreams(): Promise<UpstreamsSettings> {
    return this.#call('GET', '/qa/upstreams', upstreamsSettingsSchema);
  }

  /** An upstream's latency and (deterministic, "fail every Nth") error rate. */
  setUpstream(name: QaUpstreamName, patch: UpstreamSettingsPatch): Promise<UpstreamSettings> {
    return this.#call('PUT', `/qa/upstreams/${name}`, upstreamSettingsSchema, patch);
  }

  /** The BFF's readiness: each upstream's circuit breaker as the BFF reports it. */
  readiness(): Promise<Readiness> {
    return this.#call('GET', '/readyz', readinessSchema);
  }

  clock(): Promise<ClockView> {
    return this.#call('GET', '/qa/clock', clockViewSchema);
  }

  /** The mock world's clock: `{ offsetMs }` from real time, or `{ now }`. */
  setClock(patch: ClockPatch): Promise<ClockView> {
    return this.#call('PUT', '/qa/clock', clockViewSchema, patch);
  }

  geo(): Promise<GeoSettings> {
    return this.#call('GET', '/qa/geo', geoSettingsSchema);
  }

  /** The visitor's country as the world reports it, and countries blocked on top of the BFF's. */
  setGeo(patch: GeoPatch): Promise<GeoSettings> {
    return this.#call('PUT', '/qa/geo', geoSettingsSchema, patch);
  }

  /** Every account of the world: the demo players, QA's copies and sign-ups. */
  players(): Promise<PlayerSummary[]> {
    return this.#call('GET', '/qa/players', playerListSchema);
  }

  /** A fresh account copied from a demo player's seed (plain unless named), demo password. */
  createPlayer(request: QaPlayerRequest = {}): Promise<QaPlayer> {
    return this.#call('POST', '/qa/players', qaPlayerSchema, request);
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

  /**
   * A realtime message into the player's feed, as the casino would send it. A journey that wants
   * to see it in the page fires it once the page's socket is up.
   */
  fireEvent(player: PlayerRef, message: RealtimeMessage): Promise<FiredEvent> {
    return this.#call('POST', `${playerPath(player)}/events`, firedEventSchema, message);
  }

  /** A pending jackpot win (gold and wagered unless told otherwise), fed to the player at once. */
  awardJackpotWin(
    player: PlayerRef,
    award: JackpotWinAward = {},
  ): Promise<z.output<typeof jackpotWinAnswerSchema>> {
    return this.#call('POST', `${playerPath(player)}/jackpot-win`, jackpotWinAnswerSchema, award);
  }

  jackpots(): Promise<JackpotBumps> {
    return this.#call('GET', '/qa/jackpots', jackpotBumpsSchema);
  }

  /** Raises one tier, or every tier, by `amount` euros at once (1,000 unless given). */
  bumpJackpots(bump: JackpotBump = {}): Promise<JackpotBumps> {
    return this.#call('POST', '/qa/jackpots/bump', jackpotBumpsSchema, bump);
  }

  sport(): Promise<SportSettings> {
    return this.#call('GET', '/qa/sport', sportSettingsSchema);
  }

  /** How long sportsbook tokens handed out from now live (the BFF refreshes 30 s before). */
  async setSportTokenLifetime(tokenLifetimeMs: SportSettingsPatch['tokenLifetimeMs']) {
    await this.#call('PUT', '/qa/sport', sportSettingsSchema, { tokenLifetimeMs });
  }

  /**
   * What the player's next real-money spins on a game page pay, in order: win amounts in the
   * player's currency or stake multiples (replacing any still queued); seeded outcomes follow.
   */
  setNextSpins(player: PlayerRef, request: NextSpins): Promise<NextSpinsAnswer> {
    return this.#call('POST', `${playerPath(player)}/next-spins`, nextSpinsAnswerSchema, request);
  }

  /** Whether every mini-game is closed for every player. */
  miniGamesWorld(): Promise<{ closed: boolean }> {
    return this.#call('GET', '/qa/mini-games', miniGamesWorldSchema);
  }

  /** Closes every mini-game for every player (or opens them again). */
  setMiniGamesWorld(patch: MiniGamesWorldPatch): Promise<{ closed: boolean }> {
    return this.#call('PUT', '/qa/mini-games', miniGamesWorldSchema, patch);
  }

  /** The player's mini-game plays and chances today, and the daily bonus's day. */
  miniGames(player: PlayerRef): Promise<MiniGamesView> {
    return this.#call('GET', `${playerPath(player)}/mini-games`, miniGamesViewSchema);
  }

  /**
   * Sets today's plays by game (`{ plays: { wheel: 0 } }` gives the chance back), the daily
   * bonus's day (1-7) and whether today's is collected. Level gates: setPlayerState's userLevel.
   */
  setMiniGames(player: PlayerRef, patch: MiniGamesPatch): Promise<MiniGamesView> {
    return this.#call('PUT', `${playerPath(player)}/mini-games`, miniGamesViewSchema, patch);
  }

  /** The player's limits as their newest session reads them. */
  limits(player: PlayerRef) {
    return this.#call('GET', `${playerPath(player)}/limits`, playerLimitsAnswerSchema);
  }

  /** Limits in force at once (no cooling-off), the prompt's answer and the last review. */
  setLimits(player: PlayerRef, patch: LimitsPatch) {
    return this.#call('PUT', `${playerPath(player)}/limits`, playerLimitsAnswerSchema, patch);
  }

  /** Everything the player's limits count, moved back by `hours` for that player alone. */
  ageLimits(player: PlayerRef, age: LimitsAge) {
    return this.#call('POST', `${playerPath(player)}/limits/age`, playerLimitsAnswerSchema, age);
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

  /** The player's coins and missions as the gamification service holds them. */
  gamification(player: PlayerRef): Promise<GamificationView> {
    return this.#call('GET', `${playerPath(player)}/gamification`, gamificationViewSchema);
  }

  /** Sets the coins held and missions' progress (missions finished later pay on top). */
  setGamification(player: PlayerRef, patch: GamificationPatch): Promise<GamificationView> {
    return this.#call('PUT', `${playerPath(player)}/gamification`, gamificationViewSchema, patch);
  }

  /** Announces an event to the player: GAMIFICATION_EVENT on their feed, EVENT in the page. */
  announceGamificationEvent(
    player: PlayerRef,
    announcement: GamificationAnnouncementRequest,
  ): Promise<AnnouncedEvent> {
    return this.#call(
      'POST',
      `${playerPath(player)}/gamification/announcements`,
      announcedEventSchema,
      announcement,
    );
  }

  /** The player's time-out or self-exclusion, if any. */
  protection(player: PlayerRef): Promise<ProtectionState> {
    return this.#call('GET', `${playerPath(player)}/protection`, protectionStateSchema);
  }

  /**
   * Starts a time-out or self-exclusion at once (the player's casino sessions end), or lifts it
   * (`{ kind: null }`).
   */
  setProtection(player: PlayerRef, protection: QaProtection): Promise<ProtectionState> {
    return this.#call('PUT', `${playerPath(player)}/protection`, protectionStateSchema, protection);
  }

  /** Moves the player's protection back by some hours: its end or cooling-off comes closer. */
  ageProtection(player: PlayerRef, hours: number): Promise<ProtectionState> {
    return this.#call('POST', `${playerPath(player)}/protection/age`, protectionStateSchema, {
      hours,
    });
  }

  /** The addresses on the mock GAMSTOP register. */
  gamstop(): Promise<GamstopRegister> {
    return this.#call('GET', '/qa/gamstop', gamstopRegisterSchema);
  }

  /** Puts an address on the mock GAMSTOP register, or takes it off. */
  setGamstop(patch: QaGamstopPatch): Promise<GamstopRegister> {
    return this.#call('PUT', '/qa/gamstop', gamstopRegisterSchema, patch);
  }

  /** Which world answers: this start's id and its seed. */
  world(): Promise<WorldView> {
    return this.#call('GET', '/qa/world', worldViewSchema);
  }

  /** The upstream calls the world served since the last reset, by upstream and route. */
  counters(): Promise<Counters> {
    return this.#call('GET', '/qa/counters', countersSchema);
  }

  /** The world back to its seed: players, clock, geo, faults, bumps, counters. */
  async reset(): Promise<void> {
    const answer = await this.#send('POST', '/qa/reset');
    if (answer.status !== 204 && answer.status !== 200) {
      throw new QaError('POST', '/qa/reset', answer.status, answer.text);
    }
  }
}

/**
 * A QaSend over the browser's (or Node's) fetch, against `origin` ('' for the page's own); the
 * global fetch is looked up at each call unless one is given.
 */
export function fetchQaSend(origin = '', fetchImpl?: typeof fetch): QaSend {
  return async (method, path, body) => {
    const response = await (fetchImpl ?? fetch)(`${origin}${path}`, {
      method,
      credentials: 'same-origin',
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    return { status: response.status, text: await response.text() };
  };
}
