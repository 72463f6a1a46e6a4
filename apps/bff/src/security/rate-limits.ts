import { createHash } from 'node:crypto';
import type { RedisClient } from '../redis-client.js';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import {
  RATE_LIMIT_POLICY_NAMES,
  type LimitRule,
  type RateLimitPolicies,
  type RateLimitPolicyName,
  type RateLimitScope,
} from '../rate-limit-policies.js';

// The counters behind the rate limits: in Redis when it is configured, so every instance counts
// together; in the instance's memory without it, and while Redis is away. Never none (SPEC-NOTES,
// "Security decisions"): an outage must not open the door to password spraying.

/** Where the counters live in Redis, under the client's own key prefix. */
export const RATE_LIMIT_KEY_PREFIX = 'rate-limit';

export type RateLimitVerdict =
  { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

export interface RateLimits {
  readonly policies: RateLimitPolicies;
  /** Counts a call; refused when the window's calls are used up. */
  consume: (
    policy: RateLimitPolicyName,
    scope: RateLimitScope,
    key: string,
  ) => Promise<RateLimitVerdict>;
  /** Gives back a counted call that turned out not to count (an account's non-failures). */
  refund: (policy: RateLimitPolicyName, scope: RateLimitScope, key: string) => Promise<void>;
  /** Clears the count (a successful login clears its account's failures). */
  reset: (policy: RateLimitPolicyName, scope: RateLimitScope, key: string) => Promise<void>;
}

export interface RateLimitsOptions {
  policies: RateLimitPolicies;
  /**
   * A fail-fast client (createRedisClient: no offline queue, a command timeout), or null for
   * memory only. A command that fails is answered by the memory limiter at once.
   */
  redis: RedisClient | null;
}

/**
 * One rule's counters: Redis's, shared by the instances, and this instance's memory, which
 * follows every count Redis gives it. When a Redis command fails (away, or slower than its
 * timeout) the memory answers from where Redis left off, not from zero; and a Redis that comes
 * back empty cannot hand out again what the memory has already counted.
 */
interface Counter {
  points: number;
  store: RateLimiterRedis | null;
  memory: RateLimiterMemory;
}

function counterFor(rule: LimitRule, keyPrefix: string, redis: RedisClient | null): Counter {
  const memory = new RateLimiterMemory({
    points: rule.points,
    duration: rule.durationSeconds,
    keyPrefix,
  });
  const store =
    redis === null
      ? null
      : new RateLimiterRedis({
          storeClient: redis,
          points: rule.points,
          duration: rule.durationSeconds,
          keyPrefix,
          // While disconnected, a failure at once instead of a wait for a command to fail.
          rejectIfRedisNotReady: true,
        });
  return { points: rule.points, store, memory };
}

function secondsLeft(result: RateLimiterRes): number {
  return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
}

/** Counts a call; refused when the window's calls are used up. */
async function consumeOn(counter: Counter, key: string): Promise<RateLimitVerdict> {
  const { store, memory, points } = counter;
  let counted: RateLimiterRes;
  try {
    counted = await (store ?? memory).consume(key);
    if (store === null) return { allowed: true };
  } catch (failure) {
    if (failure instanceof RateLimiterRes) {
      if (store === null) return refusal(failure);
      counted = failure;
    } else if (store !== null) {
      // Redis did not answer: the memory, which has followed it, counts on.
      return consumeOn({ points, store: null, memory }, key);
    } else {
      throw failure;
    }
  }
  const local = await memory.get(key);
  const consumed = Math.max(counted.consumedPoints, (local?.consumedPoints ?? 0) + 1);
  await memory.set(key, consumed, secondsLeft(counted));
  return consumed > points ? refusal(counted) : { allowed: true };
}

/** Runs a change on Redis (a failure there is the memory's alone to carry) and on the memory. */
async function changeBoth(
  counter: Counter,
  change: (limiter: RateLimiterAbstract) => Promise<unknown>,
): Promise<void> {
  if (counter.store !== null) {
    try {
      await change(counter.store);
    } catch {
      // Redis away: its own window ends the count there.
    }
  }
  await change(counter.memory);
}

/** Accounts are counted under a digest: no email address sits in Redis keys. */
function storedKey(scope: RateLimitScope, key: string): string {
  return scope === 'account' ? createHash('sha256').update(key).digest('base64url') : key;
}

function refusal(result: RateLimiterRes): RateLimitVerdict {
  return { allowed: false, retryAfterSeconds: secondsLeft(result) };
}

export function createRateLimits({ policies, redis }: RateLimitsOptions): RateLimits {
  const counters = new Map<string, Counter>();
  for (const name of RATE_LIMIT_POLICY_NAMES) {
    const { ip, account } = policies[name];
    counters.set(`${name}:ip`, counterFor(ip, `${RATE_LIMIT_KEY_PREFIX}:${name}:ip`, redis));
    if (account !== undefined) {
      const prefix = `${RATE_LIMIT_KEY_PREFIX}:${name}:account`;
      counters.set(`${name}:account`, counterFor(account, prefix, redis));
    }
  }
  const counterOf = (policy: RateLimitPolicyName, scope: RateLimitScope): Counter => {
    const found = counters.get(`${policy}:${scope}`);
    if (found === undefined) throw new Error(`the ${policy} policy has no ${scope} limit`);
    return found;
  };

  return {
    policies,
    consume: async (policy, scope, key) =>
      consumeOn(counterOf(policy, scope), storedKey(scope, key)),
    refund: async (policy, scope, key) => {
      const stored = storedKey(scope, key);
      await changeBoth(counterOf(policy, scope), (limiter) => limiter.reward(stored));
    },
    reset: async (policy, scope, key) => {
      const stored = storedKey(scope, key);
      await changeBoth(counterOf(policy, scope), (limiter) => limiter.delete(stored));
    },
  };
}
