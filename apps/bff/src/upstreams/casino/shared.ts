import { z } from 'zod';
import type { UpstreamHttpClient } from '../http-client.js';
import { withDomainErrors, type NotFoundMapping } from '../upstream-domain-errors.js';

/** An answer without a body (204): the schema takes the empty body as undefined. */
export const noContent = z.undefined();

/** What every part of the casino client calls through. */
export interface CasinoUpstream {
  http: UpstreamHttpClient;
  /** The call with the upstream's refusals as domain errors; a 404 as `notFound` says. */
  mapped: <T>(call: Promise<T>, notFound?: NotFoundMapping) => Promise<T>;
}

export function casinoUpstream(http: UpstreamHttpClient): CasinoUpstream {
  return {
    http,
    mapped: (call, notFound) => withDomainErrors(call, { notFound }),
  };
}
