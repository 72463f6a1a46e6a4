import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  SERVICE_WORKER_PATH,
  WEB_MANIFEST_CONTENT_TYPE,
  WEB_MANIFEST_PATH,
  webManifest,
  type LanguageCode,
} from '@casino/shared';
import { preferredEncoding } from '../../http/compression.js';
import { EncodedBody } from '../../http/json-answer.js';
import { browserLanguages } from '../../services/bootstrap.js';

// The installed app's two files that are not the build's as it is (docs/decisions/036-pwa.md):
// the web manifest, made from the brand's name (runtime configuration) in the browser's language,
// and the service worker, with the configured revision written into it. Both are revalidated on
// every load, as index.html is.

const REVALIDATE = 'no-cache';

/** The manifest's language: the browser's first one the product speaks (the language menu's). */
export function manifestLanguage(acceptLanguage: string | undefined): LanguageCode {
  for (const tag of browserLanguages(acceptLanguage)) {
    const [primary = ''] = tag.toLowerCase().split('-');
    if (isLanguageCode(primary) && primary !== 'gb') return primary;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The worker the browser gets: the build's, and with a revision a comment line naming it. A
 * browser compares a worker's bytes: any change is a new version that waits for the page's prompt.
 */
export function serviceWorkerSource(built: string, revision: string | null): string {
  return revision === null ? built : `${built}\n// revision: ${revision}\n`;
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
): FastifyReply | Promise<FastifyReply> {
  void reply.header('cache-control', REVALIDATE);
  if (!body.compressible) return reply.send(body.identity);
  void reply.header(
    'vary',
    [reply.getHeader('vary'), 'accept-encoding'].filter(Boolean).join(', '),
  );
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(body.identity);
  const variant = body.variant(encoding);
  if (Buffer.isBuffer(variant)) return reply.header('content-encoding', encoding).send(variant);
  return variant.then((bytes) => reply.header('content-encoding', encoding).send(bytes));
}

/** dist/build.json as the web build writes it (apps/web/vite.config.ts). */
const buildInfoSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/) });

/** The build's id from dist/build.json; null without one (an older build) or when unreadable. */
export function webBuildId(root: string): string | null {
  try {
    const parsed = buildInfoSchema.safeParse(
      JSON.parse(readFileSync(join(root, 'build.json'), 'utf8')),
    );
    return parsed.success ? parsed.data.id : null;
  } catch {
    return null;
  }
}

/**
 * The manifest's and the worker's routes, in the scope that serves the build at `root`; the
 * served build's id and worker revision go to the metrics (web_build_info).
 */
export function registerPwaFiles(scope: FastifyInstance, root: string): void {
  const buildId = webBuildId(root);
  if (buildId !== null) {
    scope.metrics.webBuild({
      id: buildId,
      serviceWorkerRevision: scope.config.serviceWorkerRevision,
    });
  }
  const { brandName } = scope.config.product;
  const manifests = new Map<LanguageCode, EncodedBody>();
  scope.get(WEB_MANIFEST_PATH, (request, reply) => {
    const language = manifestLanguage(request.headers['accept-language']);
    let body = manifests.get(language);
    if (body === undefined) {
      body = new EncodedBody(JSON.stringify(webManifest(brandName, language)));
      manifests.set(language, body);
    }
    void reply.header('content-type', WEB_MANIFEST_CONTENT_TYPE).header('vary', 'accept-language');
    return send(request, reply, body);
  });

  const workerFile = join(root, SERVICE_WORKER_PATH.slice(1));
  // A build without the PWA plugin (an older one) has no worker: the URL stays a 404.
  if (!existsSync(workerFile)) return;
  const worker = new EncodedBody(
    serviceWorkerSource(readFileSync(workerFile, 'utf8'), scope.config.serviceWorkerRevision),
  );
  scope.get(SERVICE_WORKER_PATH, (request, reply) => {
    void reply.header('content-type', 'text/javascript; charset=utf-8');
    return send(request, reply, worker);
  });
}
