import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MOCK_MEDIA_PREFIX } from '../../upstreams/media-urls.js';

/** Paths that belong to the BFF itself: never answered with the SPA. */
export const NON_SPA_PREFIXES = [
  '/trpc',
  '/qa',
  MOCK_MEDIA_PREFIX,
  '/ws',
  '/healthz',
  '/readyz',
  '/metrics',
];

const SPA_ROUTE = '/*';
/** The HTTP metrics' route label of every file of the build. */
export const FILES_LABEL = '(web files)';

const COMPRESSED_SIBLINGS = ['**/*.br', '**/*.gz'];

/** Vite writes content-hashed files under assets/: a new build gives them new names. */
const HASHED_ASSETS_DIR = 'assets';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html, the service worker and the manifest must be checked on every load. */
export const REVALIDATE_CACHE = 'no-cache';

export function cacheControlFor(root: string, file: string): string {
  const [top] = relative(root, file).split(sep);
  return top === HASHED_ASSETS_DIR ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * A browser navigating to a client route (/de/games/slots) asks for HTML; the SPA's router
 * handles the path. Anything else that matched no file stays a 404.
 */
export function wantsSpa(request: FastifyRequest): boolean {
  const pathname = request.url.split('?', 1)[0] ?? '';
  const accept = request.headers.accept ?? '';
  return (
    accept.includes('text/html') && !NON_SPA_PREFIXES.some((prefix) => isUnder(pathname, prefix))
  );
}

/**
 * Serves the built SPA (WEB_DIST_DIR) when it holds an index.html, with the SPA fallback for
 * client routes; without a build the BFF serves its API alone. The files are listed once at
 * start-up (a route per file), so a new build needs a restart, as a deployment does anyway.
 */
export const staticWebPlugin = fp(
  async (fastify) => {
    const root = fastify.config.webDistDir;
    if (!existsSync(join(root, 'index.html'))) {
      fastify.log.info({ webDistDir: root }, 'no web build found: serving the API only');
      return;
    }
    await fastify.register(async (scope) => {
      // One metrics label for all the files, whose routes come one per file of the build.
      scope.addHook('onRoute', (route) => {
        if (route.url !== SPA_ROUTE) route.config = { ...route.config, metricsRoute: FILES_LABEL };
      });
      await scope.register(fastifyStatic, {
        root,
        wildcard: false,
        // The build writes x.br and x.gz beside each text file (apps/web/vite.config.ts): the
        // browser's Accept-Encoding picks br, else gzip, else the file itself, with
        // `Vary: Accept-Encoding` and the original file's Content-Type; sendFile (the SPA
        // fallback) does the same for index.html.
        preCompressed: true,
        // The compressed siblings are representations of their file, not URLs of their own.
        globIgnore: COMPRESSED_SIBLINGS,
        cacheControl: false,
        setHeaders: (reply, file) => {
          void reply.header('cache-control', cacheControlFor(root, file));
        },
      });
      scope.get(SPA_ROUTE, (request, reply) => {
        if (wantsSpa(request)) {
          return reply.header('cache-control', REVALIDATE_CACHE).sendFile('index.html');
        }
        reply.callNotFound();
        return reply;
      });
    });
  },
  { name: 'static-web', dependencies: ['config', 'error-handling'] },
);
