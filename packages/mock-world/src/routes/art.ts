import { gameIdSchema } from '@casino/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  ART_VARIANTS,
  type ArtVariant,
  renderBonusArt,
  renderGameArt,
  renderLicenceSeal,
} from '../art/game-art.js';
import type { MockContext } from '../context.js';
import { MockHttpError } from '../http/errors.js';
import { parseRequest } from '../http/parse.js';

const gameArtParamsSchema = z.object({
  id: z.coerce.number().pipe(gameIdSchema),
  file: z
    .enum(ART_VARIANTS.map((variant) => `${variant}.svg`) as [string, ...string[]])
    .transform((file): ArtVariant => (file === 'mobile.svg' ? 'mobile' : 'desktop')),
});
/** A versioned game art URL carries the art's version (data/games.ts, artVersion). */
const gameArtQuerySchema = z.object({ v: z.string().max(32).optional() });
const bonusArtParamsSchema = z.object({
  file: z
    .string()
    .regex(/^[0-9]{1,12}\.svg$/)
    .transform((file) => Number(file.replace(/\.svg$/, ''))),
});

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An unversioned game art URL would keep its name if the drawings changed. */
const REVALIDATED_DAILY = 'public, max-age=86400';

/** Art never changes for a seed: let browsers and the BFF keep it for a year. */
function sendSvg(reply: FastifyReply, svg: string, cacheControl = IMMUTABLE): FastifyReply {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', cacheControl)
    .send(svg);
}

export function registerArtRoutes(app: FastifyInstance, context: MockContext): void {
  const { world } = context;

  app.get('/games/:id/:file', (request, reply) => {
    const { id, file } = parseRequest(gameArtParamsSchema, request.params, 'path');
    const { v } = parseRequest(gameArtQuerySchema, request.query, 'query');
    const game = world.catalog.byId.get(id);
    if (game === undefined) throw new MockHttpError('not_found', 'No such game');
    // A URL names one drawing: another version's is not here.
    if (v !== undefined && v !== context.artVersion) {
      throw new MockHttpError('not_found', 'No such version of the art');
    }
    const provider = world.catalog.providerById.get(game.providerId);
    const svg = renderGameArt(game, provider?.name ?? '', file, world.seed);
    return sendSvg(reply, svg, v === undefined ? REVALIDATED_DAILY : IMMUTABLE);
  });

  app.get('/bonuses/:file', (request, reply) => {
    const { file } = parseRequest(bonusArtParamsSchema, request.params, 'path');
    return sendSvg(reply, renderBonusArt(file, world.seed));
  });

  app.get('/licence.svg', (_request, reply) => sendSvg(reply, renderLicenceSeal()));
}
