import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { HelmetOptions } from 'helmet';
import { request as upstreamRequest } from 'undici';
import { z } from 'zod';
import { MOCK_MEDIA_PREFIX } from '../../upstreams/media-urls.js';
import { frameguardFor } from '../external/helmet.js';
import { REQUEST_ID_HEADER } from '../../request-id.js';

// Mock mode serves the mock world's game art and game pages from the BFF's own origin
// (upstreams/media-urls.ts rewrites the URLs), so that they load wherever the SPA does: on a
// phone on the network, in the docker compose stack. Live mode's URLs point at the providers and
// none of this exists. See docs/decisions/018-lobby-games-and-play.md.

const MEDIA_TIMEOUT_MS = 10_000;

/** The parts of a media URL, checked: nothing else of the request reaches the mock world. */
const artParamsSchema = z.object({
  id: z.string().regex(/^[1-9]\d{0,9}$/),
  file: z.enum(['desktop.svg', 'mobile.svg']),
});
const artQuerySchema = z.object({
  v: z
    .string()
    .regex(/^[\w-]{1,32}$/)
    .optional(),
});
const gamePageParamsSchema = z.object({ id: z.string().regex(/^[1-9]\d{0,9}$/) });
const launchTokenSchema = z.string().regex(/^[\w-]{1,64}$/);
const gamePageQuerySchema = z.object({ launch: launchTokenSchema.optional() });
const spinQuerySchema = z.object({ launch: launchTokenSchema });
/** A spin's body is small JSON; the page sends it as text/plain, a simple request. */
const SPIN_BODY_LIMIT = 1_024;
const spinRequestSchema = z.object({ stake: z.number().positive() }).strict();
const spinBodySchema = z.union([
  z
    .string()
    .max(SPIN_BODY_LIMIT)
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

/** What the mock answered, as the BFF passes it on. */
interface MediaAnswer {
  status: number;
  contentType: string | undefined;
  cacheControl: string | undefined;
  body: Buffer;
}

/** A CSP source for inline text: its SHA-256, so that exactly that text may run or apply. */
export function inlineHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The game page's CSP: its own inline style and script by hash, images from the BFF (its art),
 * its spins to the BFF (the provider's spin endpoint beside the page), nothing else; framed only
 * where the SPA may be. `sandbox allow-scripts` gives the page an opaque origin: served from the
 * BFF's origin, it must not reach the SPA's DOM, cookies or API. It still talks to the SPA
 * through postMessage, whose messages then come from origin "null", and its spins are CORS
 * requests from origin "null", which only the spin route answers.
 */
export function gamePageDirectives(
  inline: { styles: readonly string[]; scripts: readonly string[] },
  /** FRAME_ANCESTORS: the partners who may frame the SPA frame the game inside it. */
  frameAncestors: readonly string[],
): Record<string, string[]> {
  const ancestors = frameAncestors.filter((source) => source !== "'self'" && source !== "'none'");
  return {
    'default-src': ["'none'"],
    'script-src': inline.scripts.map(inlineHash),
    'style-src': inline.styles.map(inlineHash),
    'img-src': ["'self'"],
    'connect-src': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'self'", ...ancestors],
    sandbox: ['allow-scripts'],
  };
}

/** Art is an image: opened as a document (an SVG can hold scripts) it may do nothing. */
export const ART_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  sandbox: [],
};

export const mockMediaPlugin = fp(
  async (fastify) => {
    const world = fastify.mockWorld;
    if (world === null) return;
    // Mock mode only, so the mock's page is only loaded here.
    const { GAME_PAGE_SCRIPT, PAGE_STYLE } = await import('@casino/mock-world/game-page');
    const pageDirectives = gamePageDirectives(
      { styles: [PAGE_STYLE], scripts: [GAME_PAGE_SCRIPT] },
      fastify.config.security.frameAncestors,
    );
    const { origin } = new URL(world.url);

    async function fetchMedia(
      request: FastifyRequest,
      path: string,
      post?: { json: string },
    ): Promise<MediaAnswer> {
      const answer = await upstreamRequest(new URL(path, origin), {
        method: post === undefined ? 'GET' : 'POST',
        headers: {
          [REQUEST_ID_HEADER]: request.id,
          ...(post === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(post === undefined ? {} : { body: post.json }),
        headersTimeout: MEDIA_TIMEOUT_MS,
        bodyTimeout: MEDIA_TIMEOUT_MS,
      });
      const body = Buffer.from(await answer.body.arrayBuffer());
      // A failing mock is this route's failure: the error handler says only errors.unexpected.
      if (answer.statusCode >= 500) {
        throw Object.assign(new Error(`mock media answered ${String(answer.statusCode)}`), {
          statusCode: 502,
        });
      }
      const header = (name: string) => {
        const value = answer.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      return {
        status: answer.statusCode,
        contentType: header('content-type'),
        cacheControl: header('cache-control'),
        body,
      };
    }

    function send(reply: FastifyReply, answer: MediaAnswer, cacheControl: string): FastifyReply {
      if (answer.contentType !== undefined) void reply.header('content-type', answer.contentType);
      return reply.status(answer.status).header('cache-control', cacheControl).send(answer.body);
    }

    const artRoute: HelmetOptions = {
      contentSecurityPolicy: { useDefaults: false, directives: ART_DIRECTIVES },
      // The sandboxed game page (an opaque origin) shows this art too.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    };
    fastify.get(
      `${MOCK_MEDIA_PREFIX}/art/games/:id/:file`,
      { helmet: artRoute },
      async (request, reply) => {
        const params = artParamsSchema.safeParse(request.params);
        const query = artQuerySchema.safeParse(request.query);
        if (!params.success || !query.success) {
          reply.callNotFound();
          return reply;
        }
        const search = query.data.v === undefined ? '' : `?v=${query.data.v}`;
        const answer = await fetchMedia(
          request,
          `/art/games/${params.data.id}/${params.data.file}${search}`,
        );
        // The mock says how long its art keeps (versioned: a year, immutable); no error is kept.
        return send(
          reply,
          answer,
          answer.status === 200 ? (answer.cacheControl ?? 'no-store') : 'no-store',
        );
      },
    );

    const pageRoute: HelmetOptions = {
      contentSecurityPolicy: { useDefaults: false, directives: pageDirectives },
      xFrameOptions: frameguardFor(pageDirectives['frame-ancestors'] ?? []),
    };
    fastify.get(
      `${MOCK_MEDIA_PREFIX}/pages/game/:id`,
      { helmet: pageRoute },
      async (request, reply) => {
        const params = gamePageParamsSchema.safeParse(request.params);
        const query = gamePageQuerySchema.safeParse(request.query);
        if (!params.success || !query.success) {
          reply.callNotFound();
          return reply;
        }
        const search = query.data.launch === undefined ? '' : `?launch=${query.data.launch}`;
        const answer = await fetchMedia(request, `/pages/game/${params.data.id}${search}`);
        // Each launch URL opens once: no cache may keep the page.
        return send(reply, answer, 'no-store');
      },
    );

    // The game page's spins (the mock provider's endpoint beside its page). The sandboxed page
    // posts from origin "null": that origin, and no other, may read the answer, on this route
    // alone. The page sends text/plain, so no preflight comes.
    fastify.post(
      `${MOCK_MEDIA_PREFIX}/pages/game/:id/spin`,
      { bodyLimit: SPIN_BODY_LIMIT },
      async (request, reply) => {
        const params = gamePageParamsSchema.safeParse(request.params);
        const query = spinQuerySchema.safeParse(request.query);
        if (!params.success || !query.success) {
          reply.callNotFound();
          return reply;
        }
        if (request.headers.origin === 'null') {
          void reply.header('access-control-allow-origin', 'null');
        }
        void reply.header('vary', 'Origin');
        const body = spinBodySchema.safeParse(request.body);
        if (!body.success) {
          return reply
            .status(400)
            .header('cache-control', 'no-store')
            .send({ error: { code: 'invalid_request', message: 'The body is not a spin' } });
        }
        const answer = await fetchMedia(
          request,
          `/pages/game/${params.data.id}/spin?launch=${query.data.launch}`,
          { json: JSON.stringify(body.data) },
        );
        return send(reply, answer, 'no-store');
      },
    );
  },
  { name: 'mock-media', dependencies: ['config', 'upstreams', 'helmet', 'error-handling'] },
);
