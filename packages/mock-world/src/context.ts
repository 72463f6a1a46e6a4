import type { CurrencyCode, GameId, JackpotTier, LanguageCode } from '@casino/shared';
import type { FastifyRequest } from 'fastify';
import type { GameMode } from '@casino/upstream-contract';
import type { MockWorld } from './data/world.js';
import type { MockClock } from './state/clock.js';
import type { CallCounters } from './state/counters.js';
import type { GeoSettings, UpstreamFaults } from './state/faults.js';
import type { PlayerStore } from './state/player-store.js';

/**
 * What one launch URL opens, once: the game, the mode and the language. Once its page has opened,
 * the same token is the page's game session: it authorises the page's spins until it expires.
 */
export interface LaunchGrant {
  gameId: GameId;
  mode: GameMode;
  lang: LanguageCode;
  expiresAtMs: number;
  /** Who launched: real play bets through this player's wallet; null for a guest's demo. */
  playerId: number | null;
  /**
   * The casino session real play was launched in: the game session ends with it (a logout),
   * as a casino closes a player's game sessions when the player's session ends. Null in a demo.
   */
  sessionToken: string | null;
  /** The currency the page plays in: the player's, or EUR for a guest. */
  currency: CurrencyCode;
  /** Whether the page has opened (a launch URL opens once). */
  opened: boolean;
  /** When the launching session began (the session-time limit); null for a guest. */
  sessionStartedAtMs: number | null;
  /** A demo's play money and spin count, kept per launch; null in real play. */
  demo: { balance: number; spins: number } | null;
}

/** What every route of the mock reads and changes. */
export interface MockContext {
  /**
   * This start's id, random: what others keep about the world (the BFF's Redis keys) is kept
   * under it, so that a world started again, whose players, event ids and origin are new, finds
   * nothing of the last one (QA: GET /qa/world).
   */
  worldId: string;
  world: MockWorld;
  /** The version game art URLs carry (data/games.ts, artVersion). */
  artVersion: string;
  clock: MockClock;
  store: PlayerStore;
  faults: UpstreamFaults;
  counters: CallCounters;
  geo: GeoSettings;
  /** Sportsbook tokens handed out, for the mock sportsbook page to recognise. */
  sportTokens: Map<string, { playerId: number; expiresAtMs: number }>;
  /** Launch tokens handed out and not yet used: each opens its game page once. */
  launchGrants: Map<string, LaunchGrant>;
  /**
   * Every mini-game closed for every player (QA: PUT /qa/mini-games), as if each had used today's
   * chances: no button, banner or opening by itself. Journeys about something else close them.
   */
  miniGamesClosed: boolean;
  /** How long a sportsbook token handed out now lives (QA shortens it: PUT /qa/sport). */
  sportTokenLifetimeMs: number;
  /** Euros QA added to each jackpot tier on top of its growth (POST /qa/jackpots/bump). */
  jackpotBumpsEur: Record<JackpotTier, number>;
  /** The origin URLs in answers point at; when unset, the origin the caller used. */
  publicUrl: string | undefined;
}

/** The origin for the URLs an answer carries (art, game pages, the payment page). */
export function originOf(request: FastifyRequest, context: MockContext): string {
  return context.publicUrl ?? `${request.protocol}://${request.host}`;
}
