import { type FastifyRequest } from 'fastify';
import { type MockWorld } from './data/world.js';
import { type MockClock } from './state/clock.js';
import { type CallCounters } from './state/counters.js';
import { type GeoSettings, type UpstreamFaults } from './state/faults.js';
import { type PlayerStore } from './state/player-store.js';

/** What every route of the mock reads and changes. */
export interface MockContext {
  world: MockWorld;
  clock: MockClock;
  store: PlayerStore;
  faults: UpstreamFaults;
  counters: CallCounters;
  geo: GeoSettings;
  /** Sportsbook tokens handed out, for the mock sportsbook page to recognise. */
  sportTokens: Map<string, { playerId: number; expiresAtMs: number }>;
  /** The origin URLs in answers point at; when unset, the origin the caller used. */
  publicUrl: string | undefined;
}

/** The origin for the URLs an answer carries (art, game pages, the payment page). */
export function originOf(request: FastifyRequest, context: MockContext): string {
  return context.publicUrl ?? `${request.protocol}://${request.host}`;
}
