import { Cluster, type Redis } from 'ioredis';

// What every user of Redis holds: one connection to a server (REDIS_URL, or the master Sentinel
// names), or a Cluster client (REDIS_CLUSTER_NODES). Their commands are the same; under Cluster a
// command's keys must all hash to one slot, so a command on several keys goes through here
// (docs/decisions/042-traces-and-redis-ha.md).

export type RedisClient = Redis | Cluster;

export function isCluster(client: RedisClient): client is Cluster {
  return client instanceof Cluster;
}

/**
 * The values of several keys, in their order (null where absent). One MGET on a single server;
 * under Cluster, where one MGET may not span slots, a GET per key, which the client's automatic
 * pipelining sends as one batch per node. Fails as a whole when any read fails.
 */
export async function getMany(
  client: RedisClient,
  keys: readonly string[],
): Promise<(string | null)[]> {
  if (keys.length === 0) return [];
  if (isCluster(client)) return Promise.all(keys.map((key) => client.get(key)));
  return client.mget(...keys);
}

/**
 * Deletes several keys: one DEL on a single server; under Cluster, where one DEL may not span
 * slots, a DEL per key (pipelined per node by the client). Fails as a whole when any fails.
 */
export async function deleteMany(client: RedisClient, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  if (isCluster(client)) {
    await Promise.all(keys.map((key) => client.del(key)));
    return;
  }
  await client.del(...keys);
}

/** A second connection to the same Redis with the same options (pub/sub needs its own). */
export function duplicateClient(client: RedisClient): RedisClient {
  return isCluster(client) ? client.duplicate() : client.duplicate();
}
