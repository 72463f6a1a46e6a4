import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { preferredEncoding } from '../../http/compression.js';
import { MOCK_MEDIA_PREFIX } from '../../upstreams/media-urls.js';
import type { FirstScreenRenderer } from '@casino/shared';
import { createFirstScreenPages, type FirstScreenHtml } from './first-screen.js';
import { registerPwaFiles } from './pwa-files.js';

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
/** Served by their own routes (plugins/app/pwa-files.ts), not as the build wrote them. */
const PWA_FILES = ['sw.js', 'manifest.webmanifest'];

/** Vite writes content-hashed files under assets/: a new build gives them new names. */
const HASHED_ASSETS_DIR = 'assets';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html, the service worker and the manifest must be checked on every load. */
export const REVALIDATE_CACHE = 'no-cache';
/** A player's page carries their bootstrap: no shared cache may keep it. */
export const PRIVATE_REVALIDATE_CACHE = 'private, no-cache';

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
 * Sends index.html with the first screen in it (plugins/app/first-screen.ts). It differs by the
 * session cookie, the country and the language the visitor's answers depend on.
 */
function sendFirstScreen(
  request: FastifyRequest,
  reply: FastifyReply,
  { body, shared }: FirstScreenHtml,
  countryHeader: string,
): FastifyReply | Promise<FastifyReply> {
  void reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', shared ? REVALIDATE_CACHE : PRIVATE_REVALIDATE_CACHE)
    .header(
      'vary',
      `accept-encoding, accept-language, cookie, ${countryHeader}, sec-ch-ua-mobile, user-agent`,
    );
  const encoding = body.compressible ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (encoding === null) return reply.send(body.identity);
  const variant = body.variant(encoding);
  if (Buffer.isBuffer(variant)) return reply.header('content-encoding', encoding).send(variant);
  return variant.then((bytes) => reply.header('content-encoding', encoding).send(bytes));
}

/** The web app's server build sits beside its browser build (apps/web/vite.config.ts). */
const SERVER_ENTRY = join('..', 'dist-server', 'entry-server.js');

interface Log {
  info: (o: object, m: string) => void;
  error: (o: object, m: string) => void;
}

/** The module's renderFirstScreen; undefined (and logged) when it does not load or has none. */
async function importRenderer(entry: string, log: Log): Promise<FirstScreenRenderer | undefined> {
  try {
    const loaded: unknown = await import(pathToFileURL(entry).href);
    const render =
      typeof loaded === 'object' && loaded !== null && 'renderFirstScreen' in loaded
        ? loaded.renderFirstScreen
        : undefined;
    if (typeof render === 'function') return render as FirstScreenRenderer;
    log.error({ entry }, "the web app's server build has no renderFirstScreen");
  } catch (error) {
    log.error({ err: error }, "the web app's server build could not be loaded");
  }
  return undefined;
}

/**
 * The web app's first-screen renderer (docs/decisions/031); undefined without a server build. Its
 * module (a megabyte of bundled React) loads on the first page to draw, not at start-up: a BFF that
 * draws no page never pays for it, and the first page's render bound covers the load. A module that
 * does not load leaves every page with its data alone.
 */
function lazyRenderer(root: string, log: Log): FirstScreenRenderer | undefined {
  const entry = join(root, SERVER_ENTRY);
  if (!existsSync(entry)) {
    log.info(
      { entry: relative(dirname(root), entry) },
      'no server build of the web app: no first-screen markup',
    );
    return undefined;
  }
  let loading: Promise<FirstScreenRenderer | undefined> | undefined;
  return async (input) => {
    loading ??= importRenderer(entry, log);
    const render = await loading;
    return render === undefined ? null : render(input);
  };
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
    const template = readFileSync(join(root, 'index.html'), 'utf8');
    const { countryHeader } = fastify.config.geo;
    const render = lazyRenderer(root, fastify.log);
    // Without a head to write into (a bare build), index.html goes out as it is.
    const pages = template.includes('</head>')
      ? createFirstScreenPages({
          template,
          read: fastify.pageReads.read,
          now: fastify.pageReads.now,
          sessionCookie: fastify.sessions.cookieName,
          countryHeader,
          render,
          renderMs: fastify.config.firstScreenRenderMs,
          waitMs: fastify.config.firstScreenWaitMs,
        })
      : null;
    if (pages !== null) fastify.qaOverrides.onInvalidate(pages.forget);

    /** A navigation: index.html with the first screen when it can be had, else as it is. */
    async function spaPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
      const page = pages === null ? null : await pages.pageFor(request, reply);
      if (page !== null) return sendFirstScreen(request, reply, page, countryHeader);
      return reply.header('cache-control', REVALIDATE_CACHE).sendFile('index.html');
    }

    await fastify.register(async (scope) => {
      // One metrics label for all the files, whose routes come one per file of the build; and
      // the files are served while the instance sheds load (a navigation is shed, not the files
      // of a page already sent).
      scope.addHook('onRoute', (route) => {
        if (route.url !== SPA_ROUTE && route.url !== '/') {
          route.config = { ...route.config, metricsRoute: FILES_LABEL, neverShed: true };
        }
      });
      await scope.register(fastifyStatic, {
        root,
        wildcard: false,
        // `/` is the main page's navigation (below), not the file.
        index: false,
        // The build writes x.br and x.gz beside each text file (apps/web/vite.config.ts): the
        // browser's Accept-Encoding picks br, else gzip, else the file itself, with
        // `Vary: Accept-Encoding` and the original file's Content-Type; sendFile (the SPA
        // fallback) does the same for index.html.
        preCompressed: true,
        // The compressed siblings are representations of their file, not URLs of their own.
        globIgnore: [...COMPRESSED_SIBLINGS, ...PWA_FILES],
        cacheControl: false,
        setHeaders: (reply, file) => {
          void reply.header('cache-control', cacheControlFor(root, file));
        },
      });
      registerPwaFiles(scope, root);
      scope.get('/', spaPage);
      scope.get(SPA_ROUTE, async (request, reply) => {
        if (wantsSpa(request)) return spaPage(request, reply);
        reply.callNotFound();
        return reply;
      });
    });
  },
  {
    name: 'static-web',
    dependencies: ['config', 'error-handling', 'sessions', 'trpc', 'upstreams'],
  },
);
