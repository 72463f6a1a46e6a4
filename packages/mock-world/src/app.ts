import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { upstreamNameSchema } from '@casino/upstream-contract';
import type { MockContext } from './context.js';
import { DEFAULT_MOCK_SEED } from './data/seeded.js';
import { artVersion } from './data/games.js';
import { noJackpotBumps } from './data/jackpots.js';
import { createMockWorld } from './data/world.js';
import { MockHttpError, registerErrorHandling } from './http/errors.js';
import { MockControls } from './qa/controls.js';
import { registerLimitsQaRoutes } from './qa/limits.js';
import { registerGamificationQaRoutes } from './qa/gamification.js';
import { registerProtectionQaRoutes } from './qa/protection.js';
import { registerArtRoutes } from './routes/art.js';
import { registerAccountRoutes } from './routes/casino/account.js';
import { registerAuthRoutes } from './routes/casino/auth.js';
import { registerBonusRoutes } from './routes/casino/bonuses.js';
import { registerEventRoutes } from './routes/casino/events.js';
import { registerGameRoutes } from './routes/casino/games.js';
import { registerSummaryRoutes } from './routes/casino/summaries.js';
import { registerProtectionRoutes } from './routes/casino/protection.js';
import { registerLimitRoutes } from './routes/casino/limits.js';
import { registerMiniGameRoutes } from './routes/casino/mini-games.js';
import { registerPasswordResetRoutes } from './routes/casino/password-reset.js';
import { registerPaymentRoutes } from './routes/casino/payments.js';
import { registerShopRoutes } from './routes/casino/shops.js';
import { registerGamificationRoutes } from './routes/casino/gamification.js';
import { registerTournamentRoutes } from './routes/casino/tournaments.js';
import { registerTransactionRoutes } from './routes/casino/transactions.js';
import { registerVerificationRoutes } from './routes/casino/verification.js';
import { registerCmsRoutes } from './routes/cms.js';
import { registerGameSpinRoutes } from './routes/game-spin.js';
import { registerJackpotRoutes } from './routes/jackpot.js';
import { registerPageRoutes } from './routes/pages.js';
import { registerQaRoutes } from './routes/qa.js';
import { SPORT_TOKEN_TTL_MS, registerSportRoutes } from './routes/sport.js';
import { registerSportsbookRoutes } from './routes/sportsbook.js';
import { registerGamificationPanelRoutes } from './routes/gamification-panel.js';
import { MockClock } from './state/clock.js';
import { CallCounters } from './state/counters.js';
import { DEFAULT_GEO, UpstreamFaults } from './state/faults.js';
import { PlayerStore } from './state/player-store.js';

export interface MockAppOptions {
  /** The world's seed (DEFAULT_MOCK_SEED when absent): equal seeds give equal worlds. */
  seed?: number;
  logger?: FastifyServerOptions['logger'];
  /** The origin URLs in answers point at; by default the origin each caller used. */
  publicUrl?: string;
  /** Real time for the mock clock (tests pass a fixed one); QA's offset is added to it. */
  now?: () => number;
}

export interface MockApp {
  app: FastifyInstance;
  controls: MockControls;
  context: MockContext;
}

/** Registers routes under a prefix, in a scope of their own. */
function mount(
  app: FastifyInstance,
  prefix: string,
  register: (scope: FastifyInstance) => void,
): void {
  void app.register(
    (scope, _options, done) => {
      register(scope);
      done();
    },
    { prefix },
  );
}

/** A start's id: a UUID's first group, short enough for a Redis key prefix. */
function newWorldId(): string {
  return randomUUID().slice(0, 8);
}

/** Paths that are not upstream calls and are not counted. */
const UNCOUNTED = new Set(['qa', 'healthz']);

/**
 * The mock upstreams as one Fastify instance of their own: /casino, /sport, /cms and /jackpot
 * (the contract of docs/UPSTREAMS.md), /art and /pages (what the answers link to) and /qa.
 */
export function buildMockApp(options: MockAppOptions = {}): MockApp {
  const world = createMockWorld(options.seed ?? DEFAULT_MOCK_SEED);
  const context: MockContext = {
    worldId: newWorldId(),
    world,
    artVersion: artVersion(world.seed),
    clock: new MockClock(options.now),
    store: new PlayerStore(world),
    faults: new UpstreamFaults(),
    counters: new CallCounters(),
    geo: { country: DEFAULT_GEO.country, blockedCountries: [...DEFAULT_GEO.blockedCountries] },
    sportTokens: new Map(),
    launchGrants: new Map(),
    miniGamesClosed: false,
    sportTokenLifetimeMs: SPORT_TOKEN_TTL_MS,
    jackpotBumpsEur: noJackpotBumps(),
    publicUrl: options.publicUrl?.replace(/\/+$/, ''),
  };
  const controls = new MockControls(context);
  const app = Fastify({
    logger: options.logger ?? false,
    requestIdHeader: 'x-request-id',
    routerOptions: { ignoreTrailingSlash: true },
  });

  registerErrorHandling(app);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    const segment = request.url.split('?')[0]?.split('/')[1] ?? '';
    if (UNCOUNTED.has(segment)) return;
    const route = request.routeOptions.url ?? `/${segment}/(unmatched)`;
    context.counters.record(segment || '(root)', `${request.method} ${route}`);
    const upstream = upstreamNameSchema.safeParse(segment);
    if (!upstream.success) return;
    const decision = context.faults.next(upstream.data);
    if (decision.latencyMs > 0) await sleep(decision.latencyMs);
    if (decision.fail) {
      throw new MockHttpError(
        'service_unavailable',
        `The ${upstream.data} upstream is failing (QA)`,
      );
    }
  });

  app.get('/healthz', () => ({ ok: true }));

  mount(app, '/casino', (scope) => {
    registerAuthRoutes(scope, context);
    registerAccountRoutes(scope, context);
    registerGameRoutes(scope, context);
    registerBonusRoutes(scope, context);
    registerTransactionRoutes(scope, context);
    registerTournamentRoutes(scope, context);
    registerMiniGameRoutes(scope, context);
    registerEventRoutes(scope, context);
    registerPaymentRoutes(scope, context);
    registerPasswordResetRoutes(scope, context);
    registerVerificationRoutes(scope, context);
    registerShopRoutes(scope, context);
    registerLimitRoutes(scope, context);
    registerGamificationRoutes(scope, context);
    registerProtectionRoutes(scope, context);
    registerSummaryRoutes(scope, context);
  });
  mount(app, '/sport', (scope) => {
    registerSportRoutes(scope, context);
  });
  mount(app, '/cms', (scope) => {
    registerCmsRoutes(scope, context);
  });
  mount(app, '/jackpot', (scope) => {
    registerJackpotRoutes(scope, context);
  });
  mount(app, '/art', (scope) => {
    registerArtRoutes(scope, context);
  });
  mount(app, '/pages', (scope) => {
    registerPageRoutes(scope, context);
    registerSportsbookRoutes(scope, context);
    registerGamificationPanelRoutes(scope);
    registerGameSpinRoutes(scope, context);
  });
  mount(app, '/qa', (scope) => {
    registerQaRoutes(scope, controls);
    registerLimitsQaRoutes(scope, context);
    registerGamificationQaRoutes(scope, context);
    registerProtectionQaRoutes(scope, context);
  });

  return { app, controls, context };
}
