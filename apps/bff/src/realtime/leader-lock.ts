import type { RedisClient } from '../redis-client.js';

// One poller per cluster: a Redis lock with an expiry, renewed by its holder. When the holder
// dies the lock expires and the next instance to try takes it.

export interface LeaderLock {
  /** Takes the lock, or renews it when this instance holds it; answers whether it holds it. */
  acquire: () => Promise<boolean>;
  /** Gives the lock up (shutdown), so another instance takes over without waiting the expiry. */
  release: () => Promise<void>;
}

/** Without Redis there is one instance, and it leads. */
export const SOLE_LEADER: LeaderLock = {
  acquire: () => Promise.resolve(true),
  release: () => Promise.resolve(),
};

const ACQUIRE = `
local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
if holder == false then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0`;

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0`;

export function createRedisLeaderLock(
  client: RedisClient,
  key: string,
  nodeId: string,
  expiryMs: number,
): LeaderLock {
  return {
    acquire: async () => (await client.eval(ACQUIRE, 1, key, nodeId, String(expiryMs))) === 1,
    release: async () => {
      await client.eval(RELEASE, 1, key, nodeId);
    },
  };
}
