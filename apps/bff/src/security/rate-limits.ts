import { createHash } from 'node:crypto';
import { type Redis } from 'ioredis';
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
} from './rate-limit-policies.js';

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
  redis: Redis | null;
}

function limiterFor(rule: LimitRule, keyPrefix: string, redis: Redis | null): RateLimiterAbstract {
  const memory = new RateLimiterMemory({
    points: rule.points,
    duration: rule.durationSeconds,
    keyPrefix,
  });
  if (redis === null) return memory;
  return new RateLimiterRedis({
    storeClient: redis,
    points: rule.points,
    duration: rule.durationSeconds,
    keyPrefix,
    // While disconnected, straight to memory instead of waiting for a command to fail.
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

/** Accounts are counted under a digest: no email address sits in Redis keys. */
function storedKey(scope: RateLimitScope, key: string): string {
  return scope === 'account' ? createHash('sha256').update(key).digest('base64url') : key;
}

function retryAfterSeconds(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}

export function createRateLimits({ policies, redis }: RateLimitsOptions): RateLimits {
  const limiters = new Map<string, RateLimiterAbstract>();
  for (const name of RATE_LIMIT_POLICY_NAMES) {
    const { ip, account } = policies[name];
    limiters.set(`${name}:ip`, limiterFor(ip, `${RATE_LIMIT_KEY_PREFIX}:${name}:ip`, redis));
    if (account !== undefined) {
      const prefix = `${RATE_LIMIT_KEY_PREFIX}:${name}:account`;
      limiters.set(`${name}:account`, limiterFor(account, prefix, redis));
    }
  }
  const limiterOf = (policy: RateLimitPolicyName, scope: RateLimitScope): RateLimiterAbstract => {
    const found = limiters.get(`${policy}:${scope}`);
    if (found === undefined) throw new Error(`the ${policy} policy has no ${scope} limit`);
    return found;
  };

  return {
    policies,
    consume: async (policy, scope, key) => {
      try {
        await limiterOf(policy, scope).consume(storedKey(scope, key));
        return { allowed: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: retryAfterSeconds(rejection.msBeforeNext) };
        }
        throw rejection;
      }
    },
    refund: async (policy, scope, key) => {
      await limiterOf(policy, scope).reward(storedKey(scope, key));
    },
    reset: async (policy, scope, key) => {
      await limiterOf(policy, scope).delete(storedKey(scope, key));
    },
  };
}
