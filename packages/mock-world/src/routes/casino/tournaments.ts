import { tournamentFilterSchema } from '@casino/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { MockContext } from '../../context.js';
import { EUR_RATES } from '../../data/rates.js';
import {
  DEMO_PLACE,
  type TournamentViewer,
  findLocalInstance,
  findNetworkInstance,
  tournamentAt,
  tournamentsAt,
} from '../../data/tournaments.js';
import { optionalPlayer } from '../../http/auth.js';
import { MockHttpError } from '../../http/errors.js';
import { parseRequest } from '../../http/parse.js';

const listQuerySchema = z.object({ filter: tournamentFilterSchema.default('all') });
const localParamsSchema = z.object({ id: z.coerce.number().int().positive() });
const networkParamsSchema = z.object({ code: z.string().regex(/^[a-z0-9-]{1,80}$/) });

export function registerTournamentRoutes(app: FastifyInstance, context: MockContext): void {
  const { world, clock, store } = context;
  const viewerOf = (request: FastifyRequest): TournamentViewer | null => {
    const player = optionalPlayer(request, store);
    if (player === null) return null;
    return {
      id: player.id,
      login: player.login,
      currency: player.currency,
      ratePerEur: EUR_RATES[player.currency],
      demoPlace: player.demoPersonaId === null ? null : DEMO_PLACE,
      earnedPoints: player.play.tournamentPoints,
    };
  };

  app.get('/tournaments', (request) => {
    const { filter } = parseRequest(listQuerySchema, request.query, 'query');
    return tournamentsAt(world.tournaments, filter, clock.now(), viewerOf(request), world.seed);
  });

  app.get('/tournaments/local/:id', (request) => {
    const { id } = parseRequest(localParamsSchema, request.params, 'path');
    const found = findLocalInstance(world.tournaments, id);
    if (found === undefined) throw new MockHttpError('not_found', 'No such tournament');
    return tournamentAt(found.template, found.instance, clock.now(), viewerOf(request), world.seed);
  });

  app.get('/tournaments/network/:code', (request) => {
    const { code } = parseRequest(networkParamsSchema, request.params, 'path');
    const found = findNetworkInstance(world.tournaments, code);
    if (found === undefined) throw new MockHttpError('not_found', 'No such tournament');
    return tournamentAt(found.template, found.instance, clock.now(), viewerOf(request), world.seed);
  });
}
