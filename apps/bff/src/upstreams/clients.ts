import { type UpstreamRegistry } from '../plugins/app/upstreams.js';
import { createCasinoClient, type CasinoClient } from './casino-client.js';
import { createCmsClient, type CmsClient } from './cms-client.js';
import { type UpstreamLogger } from './http-client.js';
import { createJackpotClient, type JackpotClient } from './jackpot-client.js';
import { createSportClient, type SportClient } from './sport-client.js';

/** The typed clients services call: domain types in, domain types out. */
export interface UpstreamClients {
  casino: CasinoClient;
  sport: SportClient;
  cms: CmsClient;
  jackpot: JackpotClient;
}

export function createUpstreamClients(
  registry: UpstreamRegistry,
  logger?: UpstreamLogger,
): UpstreamClients {
  return {
    casino: createCasinoClient(registry.casino),
    sport: createSportClient(registry.sport, { logger }),
    cms: createCmsClient(registry.cms),
    jackpot: createJackpotClient(registry.jackpot),
  };
}
