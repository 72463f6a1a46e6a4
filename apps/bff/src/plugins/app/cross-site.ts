import { TRPCError } from '@trpc/server';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import { DomainError } from '../../errors.js';
import { isTrustedOrigin } from '../../security/origins.js';
import { formatError } from '../../trpc/error-mapper.js';
import { TRPC_PREFIX } from './trpc.js';

// Cross-site request forgery defence for the API: a page on another site can make a browser send
// a form, text/plain or multipart POST with the player's cookie, but it cannot send a JSON one
// without a CORS preflight, and the browser names the page's origin. Both are checked before the
// body is read. See docs/decisions/006-security-headers-and-rate-limits.md.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TRUSTED_FETCH_SITES = new Set(['same-origin', 'none']);

export type CrossSiteVerdict =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: 'untrusted_origin' | 'not_json' };

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The media type of a Content-Type header, without parameters, lower-cased. */
export function mediaTypeOf(contentType: string | undefined): string | undefined {
  return contentType?.split(';', 1)[0]?.trim().toLowerCase();
}

/**
 * Whether a state-changing request comes from a trusted origin: its Origin header when it has
 * one, else its Sec-Fetch-Site. Routes that take other bodies than JSON (the verification upload)
 * check this alone.
 */
export function isTrustedRequestOrigin(
  request: Pick<FastifyRequest, 'headers' | 'host'>,
  config: Pick<Config, 'trustedOrigins' | 'session'>,
): boolean {
  const origin = headerValue(request.headers.origin);
  const fetchSite = headerValue(request.headers['sec-fetch-site'])?.toLowerCase();
  return origin !== undefined
    ? isTrustedOrigin(origin, request.host, config)
    : fetchSite === undefined || TRUSTED_FETCH_SITES.has(fetchSite);
}

/**
 * The verdict on a state-changing request. Browsers send Origin with every cross-origin POST and
 * Sec-Fetch-Site with every request; a request with neither is not a browser's (curl, a server),
 * and only browsers attach a player's cookies on another site's behalf.
 */
export function crossSiteVerdict(
  request: Pick<FastifyRequest, 'headers' | 'host'>,
  config: Pick<Config, 'trustedOrigins' | 'session'>,
): CrossSiteVerdict {
  if (!isTrustedRequestOrigin(request, config)) {
    return { allowed: false, reason: 'untrusted_origin' };
  }
  if (mediaTypeOf(request.headers['content-type']) !== 'application/json') {
    return { allowed: false, reason: 'not_json' };
  }
  return { allowed: true };
}

function refusal(reason: 'untrusted_origin' | 'not_json'): TRPCError {
  return reason === 'untrusted_origin'
    ? new TRPCError({
        code: 'FORBIDDEN',
        cause: new DomainError({
          code: 'untrusted_origin',
          status: 'FORBIDDEN',
          messageKey: 'errors.accessDenied',
        }),
      })
    : new TRPCError({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'tRPC calls that change state take a JSON body (Content-Type: application/json)',
      });
}

/** The procedure paths of a tRPC URL: one, or several joined by commas in a batch. */
function trpcPaths(request: FastifyRequest): string[] {
  const params = request.params as { path?: unknown } | undefined;
  const path = typeof params?.path === 'string' ? params.path : '';
  return path.split(',');
}

/**
 * Refuses state-changing tRPC requests that are not JSON (415) or come from an untrusted origin
 * (403) before their body is read, so they reach no procedure and no upstream. The answer has the
 * tRPC error shape, one error per call of a batch, so the SPA's client reads it as any other.
 */
export const crossSitePlugin = fp(
  (fastify, _options, done) => {
    const { config } = fastify;
    // A callback hook: reads, the bulk of the traffic, pass without a promise of their own.
    fastify.addHook('onRequest', (request, reply, next) => {
      if (SAFE_METHODS.has(request.method)) {
        next();
        return;
      }
      if (request.routeOptions.url?.startsWith(`${TRPC_PREFIX}/`) !== true) {
        next();
        return;
      }
      const verdict = crossSiteVerdict(request, config);
      if (verdict.allowed) {
        next();
        return;
      }

      request.log.info(
        { reason: verdict.reason, origin: request.headers.origin },
        'cross-site request refused',
      );
      const error = refusal(verdict.reason);
      const paths = trpcPaths(request);
      const errors = paths.map((path) => ({
        error: formatError({ error, path, requestId: request.id }),
      }));
      const isBatch = (request.query as { batch?: unknown } | undefined)?.batch !== undefined;
      const status = verdict.reason === 'untrusted_origin' ? 403 : 415;
      void reply.code(status).send(isBatch ? errors : errors[0]);
    });
    done();
  },
  { name: 'cross-site', dependencies: ['config'] },
);
