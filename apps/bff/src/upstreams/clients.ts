import { createCasinoClient, type CasinoClient } from './casino-client.js';
import { createCmsClient, type CmsClient } from './cms-client.js';
import type { UpstreamLogger } from './http-client.js';
import { createJackpotClient, type JackpotClient } from './jackpot-client.js';
import type { MediaUrlRewriter } from './media-urls.js';
import type { UpstreamRegistry } from './registry.js';
import { createSportClient, type SportClient } from './sport-client.js';

/** The typed clients services call: domain types in, domain types out. */
export interface UpstreamClients {
  casino: CasinoClient;
  sport: SportClient;
  cms: CmsClient;
  jackpot: JackpotClient;
}

export interface UpstreamClientsOptions {
  logger?: UpstreamLogger;
  /** Mock mode's way of serving game art and game pages from the BFF's origin. */
  mediaUrls?: MediaUrlRewriter;
}

export function createUpstreamClients(
  registry: UpstreamRegistry,
  { logger, mediaUrls }: UpstreamClientsOptions = {},
): UpstreamClients {
  return {
    casino: createCasinoClient(registry.casino, { mediaUrls }),
    sport: createSportClient(registry.sport, { logger }),
    cms: createCmsClient(registry.cms),
    jackpot: createJackpotClient(registry.jackpot),
  };
}
