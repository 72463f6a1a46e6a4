import { opsInstanceFiguresSchema, type OpsInstanceFigures } from '@casino/shared';
import type { RedisClient } from '../redis-client.js';

// The instance registry on Redis: each BFF instance writes its figures under a key of its own
// that expires unless written again, and an index (a sorted set scored by each entry's expiry)
// says which keys to read. An instance that dies stops writing and drops out within the TTL; one
// that closes removes itself at once. The keys share one hash tag, so that reading them all is one
// slot under Redis Cluster.

export const OPS_REGISTRY_KEYS = {
  index: 'ops:{instances}',
  entry: (id: string) => `ops:{instances}:${id}`,
} as const;

export interface InstanceRegistry {
  /** Writes this instance's figures, alive for `ttlMs` from `now`. */
  publish: (figures: OpsInstanceFigures, now: number) => Promise<void>;
  /** Every entry alive at `now`, by id; entries that do not parse are left out. */
  list: (now: number) => Promise<OpsInstanceFigures[]>;
  /** Removes an instance's entry (it is closing). */
  remove: (id: string) => Promise<void>;
}

export interface InstanceRegistryOptions {
  client: RedisClient;
  ttlMs: number;
}

export function createInstanceRegistry({
  client,
  ttlMs,
}: InstanceRegistryOptions): InstanceRegistry {
  return {
    publish: async (figures, now) => {
      await client
        .multi()
        .set(OPS_REGISTRY_KEYS.entry(figures.id), JSON.stringify(figures), 'PX', ttlMs)
        .zadd(OPS_REGISTRY_KEYS.index, now + ttlMs, figures.id)
        .zremrangebyscore(OPS_REGISTRY_KEYS.index, '-inf', now)
        // The index itself goes when every instance has gone.
        .pexpire(OPS_REGISTRY_KEYS.index, ttlMs)
        .exec();
    },
    list: async (now) => {
      const ids = await client.zrangebyscore(OPS_REGISTRY_KEYS.index, now, '+inf');
      if (ids.length === 0) return [];
      const values = await client.mget(ids.map((id) => OPS_REGISTRY_KEYS.entry(id)));
      const entries: OpsInstanceFigures[] = [];
      for (const value of values) {
        if (value === null) continue;
        let json: unknown;
        try {
          json = JSON.parse(value);
        } catch {
          continue;
        }
        const parsed = opsInstanceFiguresSchema.safeParse(json);
        if (parsed.success) entries.push(parsed.data);
      }
      return entries.sort((a, b) => a.id.localeCompare(b.id));
    },
    remove: async (id) => {
      await client
        .multi()
        .del(OPS_REGISTRY_KEYS.entry(id))
        .zrem(OPS_REGISTRY_KEYS.index, id)
        .exec();
    },
  };
}
