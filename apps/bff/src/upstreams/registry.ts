import type { Config, UpstreamName } from '../config.js';
import {
  createUpstreamHttpClient,
  type UpstreamHooks,
  type UpstreamHttpClient,
  type UpstreamLogger,
} from './http-client.js';

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
