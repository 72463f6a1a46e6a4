import { gameIdSchema } from '@casino/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MockContext } from '../context.js';
import { MockHttpError } from '../http/errors.js';
import { parseRequest } from '../http/parse.js';
import { launchPlayer } from './casino/games.js';
import {
  INSUFFICIENT_BALANCE,
  type SpinResult,
  playDemoSpin,
  playRealSpin,
  spinStakes,
} from '../state/game-play.js';
import { checkPlayLimits } from '../state/limits.js';

// The mock provider's spin endpoint, beside its game page (routes/pages.ts): the page's script
// posts here, with the launch token of its own URL as its game session. A provider's server
// answers its own page; in real play it bets through the casino's wallet (state/game-play.ts).

const spinParamsSchema = z.object({ id: z.coerce.number().pipe(gameIdSchema) });
const spinQuerySchema = z.object({ launch: z.string().min(1).max(64) });
const spinRequestSchema = z.object({ stake: z.number().positive().max(1_000_000) }).strict();

/**
 * The body: JSON, sent as text/plain by the page (a simple request) or as application/json by
 * anything else; either way one schema reads it.
 */
const spinBodySchema = z.union([
  z
    .string()
    .max(1_024)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'The body is not JSON' });
        return z.NEVER;
      }
    })
    .pipe(spinRequestSchema),
  spinRequestSchema,
]);

export function registerGameSpinRoutes(app: FastifyInstance, context: MockContext): void {
  const { world, store, clock } = context;

  app.post('/game/:id/spin', (request, reply): SpinResult => {
    // The page is sandboxed: its requests come from the opaque origin "null", and may read this
    // answer. Nothing else of the mock answers it.
    if (request.headers.origin === 'null') {
      void reply.header('access-control-allow-origin', 'null');
    }
    void reply.header('vary', 'Origin').header('cache-control', 'no-store');
    const { id } = parseRequest(spinParamsSchema, request.params, 'path');
    const { launch } = parseRequest(spinQuerySchema, request.query, 'query');
    const { stake } = parseRequest(spinBodySchema, request.body, 'body');
    const now = clock.now();
    const grant = context.launchGrants.get(launch);
    if (grant?.gameId !== id || !grant.opened || grant.expiresAtMs <= now) {
      throw new MockHttpError('unauthorized', 'The game session has ended');
    }
    const player = launchPlayer(store, grant);
    if (grant.mode === 'real' && player === undefined) {
      throw new MockHttpError('unauthorized', 'The game session has ended');
    }
    const currency = player?.currency ?? grant.currency;
    if (!spinStakes(currency).includes(stake)) {
      throw new MockHttpError('validation_failed', 'The stake is not one the game offers', [
        { path: 'stake', message: 'errors.noSuchOption' },
      ]);
    }
    let result: SpinResult | typeof INSUFFICIENT_BALANCE;
    if (player !== undefined) {
      // A limit the player set stops the bet before it is placed (state/limits.ts).
      checkPlayLimits(store, player, grant.sessionStartedAtMs, stake, now, grant.lang);
      result = playRealSpin(
        {
          seed: world.seed,
          catalog: world.catalog,
          tournaments: world.tournaments,
          store,
          nowMs: now,
        },
        player,
        id,
        stake,
      );
    } else if (grant.demo !== null) {
      result = playDemoSpin(world.seed, id, grant.demo, currency, stake);
    } else {
      throw new MockHttpError('unauthorized', 'The game session has ended');
    }
    if (result === INSUFFICIENT_BALANCE) {
      throw new MockHttpError('insufficient_balance', 'Insufficient balance to place a bet', [
        { path: 'stake', message: 'errors.insufficientBalance' },
      ]);
    }
    return result;
  });
}
