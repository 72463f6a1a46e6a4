import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';

// The response headers that tell browsers what the SPA may load, embed and be embedded by.
// See docs/decisions/006-security-headers-and-rate-limits.md.

/** A CSP source list entry computed per request (helmet calls it with the raw request). */
type DynamicSource = (request: IncomingMessage) => string;
export type CspDirectives = Record<string, (string | DynamicSource)[]>;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

// A Host header is the client's to write: only a plain host[:port] may reach the header.
const HOST_PATTERN = /^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/;

/** The origin of a configured URL, or null when it is unset. */
function originOf(url: string | null): string | null {
  return url === null ? null : new URL(url).origin;
}

/** Each source once, in the order given, leaving out the unset ones. */
function sources(...values: (string | null | readonly string[])[]): string[] {
  const found: string[] = [];
  for (const value of values.flat()) {
    if (value !== null && !found.includes(value)) found.push(value);
  }
  return found;
}

/**
 * The websocket origin of the BFF itself. Older browsers do not let 'self' cover ws: and wss:, so
 * the realtime channel is allowed by name; behind TLS only wss.
 */
function ownWebSocketOrigin(secure: boolean): DynamicSource {
  return (request) => {
    const host = request.headers.host;
    if (host === undefined || !HOST_PATTERN.test(host)) return "'self'";
    return `${secure ? 'wss' : 'ws'}://${host}`;
  };
}

/**
 * The CSP of the SPA and the API. `mockOrigin` is the mock world's origin in mock mode, which
 * serves the game, payment, sportsbook and chat pages and the game art there.
 */
export function contentSecurityDirectives(
  config: Config,
  mockOrigin: string | null,
): CspDirectives {
  const { product, security } = config;
  const secure = config.session.cookieSecure;
  const directives: CspDirectives = {
    'default-src': ["'self'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    // Consent-gated third-party scripts are allowed by their origin, nothing else from outside.
    'script-src': sources(
      "'self'",
      product.thirdPartyScripts.map((url) => new URL(url).origin),
    ),
    'script-src-attr': ["'none'"],
    // React's style attributes are inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Game art comes from upstream CDNs (https), uploads are previewed from blob: URLs.
    'img-src': sources("'self'", 'data:', 'blob:', 'https:', mockOrigin),
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ownWebSocketOrigin(secure)],
    'frame-src': sources(
      "'self'",
      product.gameFrameOrigins,
      originOf(product.sportFrameUrl),
      originOf(product.gamificationPanelUrl),
      originOf(product.supportChatUrl),
      mockOrigin,
    ),
    'frame-ancestors': [...security.frameAncestors],
    'form-action': sources("'self'", security.paymentOrigins, mockOrigin),
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
  // Over plain HTTP away from localhost this would break every asset, so only behind TLS.
  if (secure) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * X-Frame-Options for browsers without frame-ancestors. It cannot name other origins, so with
 * partners allowed to frame the SPA it is left to frame-ancestors alone.
 */
export function frameguardFor(frameAncestors: readonly string[]) {
  if (frameAncestors.length === 1 && frameAncestors[0] === "'none'") {
    return { action: 'deny' as const };
  }
  if (frameAncestors.length === 1 && frameAncestors[0] === "'self'") {
    return { action: 'sameorigin' as const };
  }
  return false as const;
}

/** Sets a response's security headers on the raw response (helmet's middleware, built once). */
type SecurityHeaders = (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void;

declare module 'fastify' {
  interface RouteShorthandOptions {
    /** This route's headers over the app's (merged at the top level), or none at all (false). */
    helmet?: HelmetOptions | false;
  }
  interface FastifyContextConfig {
    /** The route's own security headers, built when the route is added; null for none. */
    securityHeaders?: SecurityHeaders | null;
  }
}

/**
 * Security headers on every response: the CSP above, nosniff, a strict referrer policy, HSTS only
 * behind TLS (COOKIE_SECURE). Registered after the upstreams plugin, which knows the mock world.
 * helmet's middleware is built once for the app and once per route with headers of its own
 * (@fastify/helmet rebuilt it, parsing every directive, on each request).
 */
export const helmetPlugin = fp(
  (fastify, _options, done) => {
    const { config } = fastify;
    const mockOrigin = fastify.mockWorld === null ? null : new URL(fastify.mockWorld.url).origin;
    const options: HelmetOptions = {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityDirectives(config, mockOrigin),
      },
      strictTransportSecurity: config.session.cookieSecure
        ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: false }
        : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Payment providers may open a popup that reports back to its opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      xFrameOptions: frameguardFor(config.security.frameAncestors),
    };
    const appHeaders: SecurityHeaders = helmet(options);

    fastify.addHook('onRoute', (route) => {
      const own = route.helmet;
      if (own === undefined) return;
      route.config = {
        ...route.config,
        // Merged at the top level, as @fastify/helmet merged a route's options.
        securityHeaders: own === false ? null : helmet({ ...options, ...own } as HelmetOptions),
      };
    });
    fastify.addHook('onRequest', (request, reply, next) => {
      const own = request.routeOptions.config.securityHeaders;
      if (own === null) {
        next();
        return;
      }
      (own ?? appHeaders)(request.raw, reply.raw, next);
    });
    done();
  },
  { name: 'helmet', dependencies: ['config', 'upstreams'] },
);
