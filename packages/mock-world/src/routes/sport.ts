import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SportTokenWithExpiry } from '@casino/upstream-contract';
import type { MockContext } from '../context.js';
import { SPORTS } from '../data/sports.js';
import { requirePlayer } from '../http/auth.js';
import { MockHttpError } from '../http/errors.js';
import { parseRequest } from '../http/parse.js';
import { randomToken } from '../state/passwords.js';

/** How long a sportsbook token lives (mock clock) unless QA shortens it. */
export const SPORT_TOKEN_TTL_MS = 10 * 60_000;

const tokenQuerySchema = z.object({ 'sport-id': z.coerce.number().int().positive() });

export function registerSportRoutes(app: FastifyInstance, context: MockContext): void {
  app.get('/sports', () => SPORTS);

  app.get('/token', (request): SportTokenWithExpiry => {
    const account = requirePlayer(request, context.store);
    const query = parseRequest(tokenQuerySchema, request.query, 'query');
    if (!SPORTS.some((sport) => sport.sport_id === query['sport-id'])) {
      throw new MockHttpError('not_found', 'No such sport');
    }
    const token = randomToken(24);
    const expiresAtMs = context.clock.now() + context.sportTokenLifetimeMs;
    context.sportTokens.set(token, { playerId: account.id, expiresAtMs });
    return { data: { token, expiresAt: new Date(expiresAtMs).toISOString() } };
  });
}
