import { type Cache } from '../cache/cache.js';
import { type UpstreamCallContext } from '../upstreams/call-context.js';
import { type UpstreamClients } from '../upstreams/clients.js';

/** What a read service needs from the request it serves: the cache and the upstream clients. */
export interface DataContext {
  readonly cache: Cache;
  readonly clients: UpstreamClients;
  /** Forwarded to every upstream call (the request id). */
  readonly upstreamCall: UpstreamCallContext;
}

/** A shared read: the value, and whether it is an old copy served because its upstream failed. */
export interface Served<T> {
  value: T;
  stale: boolean;
}
