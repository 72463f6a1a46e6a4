import fp from 'fastify-plugin';
import { UPSTREAM_NAMES, type Config, type UpstreamName } from '../../config.js';
import {
  createUpstreamHttpClient,
  type UpstreamHooks,
  type UpstreamHttpClient,
  type UpstreamLogger,
} from '../../upstreams/http-client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The HTTP clients of the four upstreams, or null when none are configured. */
    upstreams: UpstreamRegistry | null;
  }
}

export type UpstreamRegistry = Readonly<Record<UpstreamName, UpstreamHttpClient>>;

export interface UpstreamRegistryOptions {
  logger?: UpstreamLogger;
  hooks?: UpstreamHooks;
}

/**
 * One client per upstream with the configured timeouts and policies. Mock and live mode both go
 * through it, so mock mode exercises the same HTTP path; only the base URLs differ.
 */
export function createUpstreamRegistry(
  config: Config,
  baseUrls: Readonly<Record<UpstreamName, string>>,
  options: UpstreamRegistryOptions = {},
): UpstreamRegistry {
  const client = (name: UpstreamName) =>
    createUpstreamHttpClient({
      name,
      baseUrl: baseUrls[name],
      timeoutMs: config.upstreams[name].timeoutMs,
      policy: config.upstreamPolicy,
      ...options,
    });
  return {
    casino: client('casino'),
    sport: client('sport'),
    cms: client('cms'),
    jackpot: client('jackpot'),
  };
}

/** Live mode's base URLs; config.ts guarantees all four are set in live mode. */
function liveBaseUrls(config: Config): Record<UpstreamName, string> | null {
  const urls: Partial<Record<UpstreamName, string>> = {};
  for (const name of UPSTREAM_NAMES) {
    const { url } = config.upstreams[name];
    if (url === null) return null;
    urls[name] = url;
  }
  return urls as Record<UpstreamName, string>;
}

export interface UpstreamsPluginOptions {
  /** Clients built by the caller (tests, the mock world's starter); the caller closes them. */
  upstreams?: UpstreamRegistry;
  hooks?: UpstreamHooks;
}

/**
 * Decorates `fastify.upstreams`. In live mode without injected clients it builds them from the
 * configured URLs and closes their connection pools when the app closes.
 */
export const upstreamsPlugin = fp<UpstreamsPluginOptions>(
  (fastify, options, done) => {
    const { config } = fastify;
    const urls = config.upstreamMode === 'live' ? liveBaseUrls(config) : null;
    const owned =
      options.upstreams === undefined && urls !== null
        ? createUpstreamRegistry(config, urls, { logger: fastify.log, hooks: options.hooks })
        : null;
    fastify.decorate('upstreams', options.upstreams ?? owned);
    if (owned !== null) {
      fastify.addHook('onClose', async () => {
        await Promise.all(UPSTREAM_NAMES.map((name) => owned[name].close()));
      });
    }
    done();
  },
  { name: 'upstreams', dependencies: ['config'] },
);
