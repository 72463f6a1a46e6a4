import {
  GAME_CATEGORIES,
  JACKPOT_TIERS,
  JACKPOT_WAGERING_MULTIPLIER,
  type Jackpot,
  type JackpotTier,
  type JackpotWinItem,
  realtimeMessageSchema,
} from '@casino/shared';
import {
  type CatchGameFacts,
  type RealtimeEvent,
  type UpstreamName,
  upstreamNameSchema,
} from '@casino/upstream-contract';
import type { MockContext } from '../context.js';
import { COUNTRIES } from '../data/countries.js';
import { jackpotAt, jackpotsAt, noJackpotBumps } from '../data/jackpots.js';
import { loyaltyLevelOf, loyaltyPointsFor } from '../data/loyalty.js';
import { DEMO_PASSWORD } from '../data/players.js';
import { roundMoney } from '../data/seeded.js';
import { MockHttpError } from '../http/errors.js';
import { parseRequest } from '../http/parse.js';
import { setCatchGameFacts } from '../routes/casino/shops.js';
import { creditJackpotWin, toJackpotWinItem } from '../routes/jackpot.js';
import { SPORT_TOKEN_TTL_MS } from '../routes/sport.js';
import { utcDay } from '../state/clock.js';
import type { CountersSnapshot } from '../state/counters.js';
import { DEFAULT_GEO, type GeoSettings, type UpstreamQaSettings } from '../state/faults.js';
import type {
  JackpotWinRecord,
  MockMail,
  PlayerAccount,
  SpinOutcome,
} from '../state/player-store.js';
import { type MiniGamesView, miniGamesView, setMiniGames } from './mini-games.js';
import {
  type CatchGamePatch,
  type ClockPatch,
  type MiniGamesPatch,
  type MiniGamesWorld,
  type MiniGamesWorldPatch,
  miniGamesWorldPatchSchema,
  type GeoPatch,
  type JackpotBump,
  type JackpotWinAward,
  type NextSpins,
  type PlayerStatePatch,
  type QaPlayerRequest,
  type SportSettingsPatch,
  catchGamePatchSchema,
  clockPatchSchema,
  geoPatchSchema,
  jackpotBumpSchema,
  jackpotWinAwardSchema,
  nextSpinsSchema,
  playerReferenceSchema,
  playerStatePatchSchema,
  qaPlayerRequestSchema,
  sportSettingsPatchSchema,
  upstreamSettingsPatchSchema,
  type UpstreamSettingsPatch,
} from './schemas.js';

/** What QA sees of a player, and can change through setPlayerState. */
export interface PlayerStateView {
  id: number;
  email: string;
  login: string;
  demo: boolean;
  country: string | null;
  currency: PlayerAccount['currency'];
  language: PlayerAccount['language'];
  kycStatus: PlayerAccount['kycStatus'];
  userLevel: PlayerAccount['userLevel'];
  loyaltyLevel: number;
  loyaltyPoints: number;
  birthday: string | null;
  balances: PlayerAccount['balances'];
  wageringGames: number[] | null;
  freeSpins: PlayerAccount['freeSpins'];
}

export interface PlayerSummary {
  id: number;
  email: string;
  login: string;
  demo: boolean;
}

export interface ClockView {
  offsetMs: number;
  now: string;
}

/** A fresh account QA made from a demo player: what a journey signs in with. */
export interface QaPlayer {
  id: number;
  email: string;
  password: string;
}

export interface JackpotBumpsView {
  /** Euros QA added to each tier so far. */
  bumpsEur: Record<JackpotTier, number>;
  /** The jackpots now, in euros, with the bumps. */
  jackpots: Jackpot[];
}

export interface SportSettings {
  tokenLifetimeMs: number;
}

const knownCountries = new Set(COUNTRIES.map((country) => country.alpha3));

function stateView(account: PlayerAccount): PlayerStateView {
  return {
    id: account.id,
    email: account.email,
    login: account.login,
    demo: account.demo,
    country: account.profile.country,
    currency: account.currency,
    language: account.language,
    kycStatus: account.kycStatus,
    userLevel: account.userLevel,
    loyaltyLevel: loyaltyLevelOf(account.loyaltyPoints),
    loyaltyPoints: account.loyaltyPoints,
    birthday: account.profile.birthday,
    balances: { ...account.balances },
    wageringGames: account.wageringGames === null ? null : [...account.wageringGames],
    freeSpins: { ...account.freeSpins },
  };
}

/**
 * QA's controls of the mock world. The /qa HTTP routes call these, and a test (or the BFF in the
 * same process) may call them directly: every input is parsed here, the same way.
 */
export class MockControls {
  readonly #context: MockContext;

  constructor(context: MockContext) {
    this.#context = context;
  }

  #player(reference: string): PlayerAccount {
    const parsed = parseRequest(playerReferenceSchema, reference, 'path');
    const account = this.#context.store.resolve(parsed);
    if (account === undefined) throw new MockHttpError('not_found', 'No such player');
    return account;
  }

  #upstreamName(name: string): UpstreamName {
    return parseRequest(upstreamNameSchema, name, 'path');
  }

  upstreams(): Record<UpstreamName, UpstreamQaSettings> {
    return this.#context.faults.all();
  }

  upstream(name: string): UpstreamQaSettings {
    return this.#context.faults.get(this.#upstreamName(name));
  }

  setUpstream(name: string, patch: UpstreamSettingsPatch): UpstreamQaSettings {
    const upstream = this.#upstreamName(name);
    return this.#context.faults.set(
      upstream,
      parseRequest(upstreamSettingsPatchSchema, patch, 'body'),
    );
  }

  clock(): ClockView {
    const { clock } = this.#context;
    return { offsetMs: clock.offsetMs, now: new Date(clock.now()).toISOString() };
  }

  setClock(patch: ClockPatch): ClockView {
    const parsed = parseRequest(clockPatchSchema, patch, 'body');
    if ('offsetMs' in parsed) this.#context.clock.setOffset(parsed.offsetMs);
    else this.#context.clock.setNow(Date.parse(parsed.now));
    return this.clock();
  }

  /**
   * A fresh account copied from a demo player's seeded state (POST /qa/players): a journey that
   * changes a player changes its own, and journeys running side by side never share one.
   */
  createPlayer(request: QaPlayerRequest = {}): QaPlayer {
    const parsed = parseRequest(qaPlayerRequestSchema, request, 'body');
    const { store } = this.#context;
    const template = store.demoTemplate(parsed.template);
    if (template === undefined) throw new MockHttpError('not_found', 'No such demo player');
    const account = store.copyDemoPlayer(template, parsed.email);
    if (account === 'email_taken') {
      throw new MockHttpError('email_taken', 'The email is already taken', [
        { path: 'email', message: 'errors.emailTaken' },
      ]);
    }
    return { id: account.id, email: account.email, password: DEMO_PASSWORD };
  }

  players(): PlayerSummary[] {
    return this.#context.store.all().map((account) => ({
      id: account.id,
      email: account.email,
      login: account.login,
      demo: account.demo,
    }));
  }

  playerState(reference: string): PlayerStateView {
    return stateView(this.#player(reference));
  }

  setPlayerState(reference: string, patch: PlayerStatePatch): PlayerStateView {
    const account = this.#player(reference);
    const parsed = parseRequest(playerStatePatchSchema, patch, 'body');
    if (parsed.country != null && !knownCountries.has(parsed.country)) {
      throw new MockHttpError('invalid_request', 'The country is not in the country list', [
        { path: 'country', message: 'errors.noSuchCountry' },
      ]);
    }
    if (parsed.wageringGames?.some((id) => !this.#context.world.catalog.byId.has(id)) === true) {
      throw new MockHttpError(
        'invalid_request',
        'The wagering list names a game that does not exist',
        [{ path: 'wageringGames', message: 'errors.noSuchOption' }],
      );
    }
    const active = account.bonuses.find((bonus) => bonus.status === 'activated');
    if (parsed.activeBonusWagered !== undefined && active === undefined) {
      throw new MockHttpError('invalid_state', 'The player has no active bonus', [
        { path: 'activeBonusWagered', message: 'errors.bonusNotFound' },
      ]);
    }
    if (parsed.country !== undefined) account.profile.country = parsed.country;
    if (parsed.currency !== undefined) account.currency = parsed.currency;
    if (parsed.language !== undefined) account.language = parsed.language;
    if (parsed.kycStatus !== undefined) account.kycStatus = parsed.kycStatus;
    if (parsed.userLevel !== undefined) account.userLevel = parsed.userLevel;
    if (parsed.loyaltyLevel !== undefined)
      account.loyaltyPoints = loyaltyPointsFor(parsed.loyaltyLevel);
    if (parsed.loyaltyPoints !== undefined) account.loyaltyPoints = parsed.loyaltyPoints;
    if (parsed.birthday !== undefined) account.profile.birthday = parsed.birthday;
    if (parsed.balances !== undefined)
      account.balances = { ...account.balances, ...parsed.balances };
    if (parsed.wageringGames !== undefined) account.wageringGames = parsed.wageringGames;
    if (parsed.freeSpins !== undefined)
      account.freeSpins = { ...account.freeSpins, ...parsed.freeSpins };
    if (parsed.activeBonusWagered !== undefined && active !== undefined) {
      active.wagered = roundMoney(parsed.activeBonusWagered);
    }
    return stateView(account);
  }

  fireEvent(reference: string, message: unknown): RealtimeEvent {
    const account = this.#player(reference);
    const parsed = parseRequest(realtimeMessageSchema, message, 'body');
    const event = this.#context.store.appendEvent(account, parsed, this.#context.clock.now());
    return {
      id: event.id,
      createdAt: new Date(event.createdAtMs).toISOString(),
      message: event.message,
    };
  }

  awardJackpotWin(reference: string, award: JackpotWinAward = {}): JackpotWinItem {
    const account = this.#player(reference);
    const parsed = parseRequest(jackpotWinAwardSchema, award, 'body');
    const { world, clock, store } = this.#context;
    if (parsed.gameId !== undefined && !world.catalog.byId.has(parsed.gameId)) {
      throw new MockHttpError('invalid_request', 'No such game', [
        { path: 'gameId', message: 'errors.noSuchOption' },
      ]);
    }
    const now = clock.now();
    const tier = world.jackpotTiers.find((entry) => entry.tier === parsed.tier);
    const amount =
      parsed.amount ??
      (tier === undefined
        ? 100
        : jackpotAt(tier, now, account.currency, this.#context.jackpotBumpsEur[tier.tier]).amount);
    const tierGames =
      world.catalog.byParam.get(GAME_CATEGORIES[`jackpot-${parsed.tier}`].param) ?? [];
    const wager = parsed.wager
      ? { amount: amount * JACKPOT_WAGERING_MULTIPLIER, wagered: 0 }
      : null;
    const win: JackpotWinRecord = {
      id: store.newJackpotWinId(),
      tier: parsed.tier,
      amount,
      currency: account.currency,
      gameId: parsed.gameId ?? tierGames[0]?.id ?? world.catalog.all[0]?.id ?? 1,
      wager,
      wonAtMs: now,
      // A win without wagering is credited to real money at once, and is complete.
      completedAtMs: wager === null ? now : null,
      status: wager === null ? 'complete' : 'pending',
    };
    account.jackpotWins.unshift(win);
    if (wager === null) creditJackpotWin(this.#context, account, win);
    // Published at once, so the player's page opens the win without waiting for its poll.
    store.appendEvent(
      account,
      {
        type: 'JACKPOT_WIN',
        data: {
          bonusId: win.id,
          amount: win.amount,
          currency: win.currency,
          gameId: win.gameId,
          hasWager: wager !== null,
        },
      },
      now,
    );
    if (wager === null) store.appendEvent(account, { type: 'BALANCE_CHANGED', data: {} }, now);
    return toJackpotWinItem(win);
  }

  /**
   * What the player's next real-money spins pay, in order (POST /qa/players/:id/next-spins):
   * a journey knows what its spin wins. Seeded outcomes follow once the queue is used up.
   */
  setNextSpins(reference: string, request: NextSpins): { outcomes: SpinOutcome[] } {
    const account = this.#player(reference);
    const parsed = parseRequest(nextSpinsSchema, request, 'body');
    account.play.nextOutcomes = parsed.outcomes.map((outcome) => ({ ...outcome }));
    return { outcomes: account.play.nextOutcomes.map((outcome) => ({ ...outcome })) };
  }

  /** The snowflakes a player holds and the catch-game tries used today (the world's UTC day). */
  setCatchGame(reference: string, patch: CatchGamePatch): CatchGameFacts {
    const account = this.#player(reference);
    const parsed = parseRequest(catchGamePatchSchema, patch, 'body');
    return setCatchGameFacts(account, utcDay(this.#context.clock.now()), parsed);
  }

  /** The player's mini-game plays and daily bonus today (GET /qa/players/:id/mini-games). */
  miniGames(reference: string): MiniGamesView {
    return miniGamesView(this.#context, this.#player(reference));
  }

  /** Resets or sets today's mini-game plays, the daily bonus's day and whether it is collected. */
  setMiniGames(reference: string, patch: MiniGamesPatch): MiniGamesView {
    return setMiniGames(this.#context, this.#player(reference), patch);
  }

  /** A one-time session uuid for the session callback (auth?session_uuid=...). */
  issueSessionUuid(reference: string): string {
    return this.#context.store.issueSessionUuid(this.#player(reference));
  }

  /** The token of the last password reset link sent to the player (what the email carried). */
  sentPasswordReset(reference: string): { token: string } {
    const token = this.#context.store.sentPasswordReset(this.#player(reference));
    if (token === undefined) throw new MockHttpError('not_found', 'No unused reset link was sent');
    return { token };
  }

  /** The mails the casino sent the player (a password reset's link), newest first. */
  mailbox(reference: string): { items: MockMail[] } {
    return { items: [...this.#context.store.mailbox(this.#player(reference))] };
  }

  jackpotBumps(): JackpotBumpsView {
    const { world, clock, jackpotBumpsEur } = this.#context;
    return {
      bumpsEur: { ...jackpotBumpsEur },
      jackpots: jackpotsAt(world.jackpotTiers, clock.now(), 'EUR', jackpotBumpsEur),
    };
  }

  /**
   * Raises the jackpots now (one tier, or every tier), on top of their growth, until the next
   * reset: a journey sees the live total move without waiting for the clock.
   */
  bumpJackpots(bump: JackpotBump = {}): JackpotBumpsView {
    const parsed = parseRequest(jackpotBumpSchema, bump, 'body');
    const bumps = this.#context.jackpotBumpsEur;
    for (const tier of parsed.tier === undefined ? JACKPOT_TIERS : [parsed.tier]) {
      bumps[tier] = roundMoney(bumps[tier] + parsed.amount);
    }
    return this.jackpotBumps();
  }

  sport(): SportSettings {
    return { tokenLifetimeMs: this.#context.sportTokenLifetimeMs };
  }

  /** How long the sportsbook tokens handed out from now on live (earlier ones keep theirs). */
  setSport(patch: SportSettingsPatch): SportSettings {
    const parsed = parseRequest(sportSettingsPatchSchema, patch, 'body');
    this.#context.sportTokenLifetimeMs = parsed.tokenLifetimeMs;
    return this.sport();
  }

  /** Whether every mini-game is closed for every player. */
  miniGamesWorld(): MiniGamesWorld {
    return { closed: this.#context.miniGamesClosed };
  }

  /** Closes (or opens again) every mini-game for every player. */
  setMiniGamesWorld(patch: MiniGamesWorldPatch): MiniGamesWorld {
    this.#context.miniGamesClosed = parseRequest(miniGamesWorldPatchSchema, patch, 'body').closed;
    return this.miniGamesWorld();
  }

  geo(): GeoSettings {
    const { geo } = this.#context;
    return { country: geo.country, blockedCountries: [...geo.blockedCountries] };
  }

  setGeo(patch: GeoPatch): GeoSettings {
    const parsed = parseRequest(geoPatchSchema, patch, 'body');
    if (parsed.country !== undefined) this.#context.geo.country = parsed.country;
    if (parsed.blockedCountries !== undefined)
      this.#context.geo.blockedCountries = parsed.blockedCountries;
    return this.geo();
  }

  /** Which world this is: this start's id and the seed it was generated from. */
  world(): { id: string; seed: number } {
    return { id: this.#context.worldId, seed: this.#context.world.seed };
  }

  counters(): CountersSnapshot {
    return this.#context.counters.snapshot();
  }

  /**
   * Counters, QA settings, the clock, geo, jackpot bumps, the sportsbook token lifetime and
   * players back to their seeded state.
   */
  reset(): void {
    const context = this.#context;
    const { counters, faults, clock, store, geo, sportTokens, launchGrants } = context;
    counters.reset();
    faults.reset();
    clock.reset();
    store.reset();
    sportTokens.clear();
    launchGrants.clear();
    geo.country = DEFAULT_GEO.country;
    geo.blockedCountries = [...DEFAULT_GEO.blockedCountries];
    context.jackpotBumpsEur = noJackpotBumps();
    context.sportTokenLifetimeMs = SPORT_TOKEN_TTL_MS;
    context.miniGamesClosed = false;
  }
}
