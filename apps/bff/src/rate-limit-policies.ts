// The limits on the procedures that guess at or create accounts. Numbers are what a person who
// mistypes a password never meets and a credential-stuffing script meets at once; RATE_LIMITS
// overrides them (docs/decisions/006-security-headers-and-rate-limits.md).

export const RATE_LIMIT_SCOPES = ['ip', 'account'] as const;
/** What a limit counts by: the client's IP address, or the account (email) a call names. */
export type RateLimitScope = (typeof RATE_LIMIT_SCOPES)[number];

export interface LimitRule {
  /** Calls allowed in one window; the next one is refused until the window ends. */
  readonly points: number;
  /** The window, from the first counted call. */
  readonly durationSeconds: number;
}

export interface AccountLimitRule extends LimitRule {
  /**
   * `failures`: only calls that fail on the account's credentials count, and a success clears the
   * count; `attempts`: every call counts.
   */
  readonly counts: 'attempts' | 'failures';
}

export interface RateLimitPolicy {
  /** Every call from one IP address counts. */
  readonly ip: LimitRule;
  readonly account?: AccountLimitRule;
}

export const RATE_LIMIT_POLICY_NAMES = ['login', 'signUp', 'passwordReset', 'promoCode'] as const;
export type RateLimitPolicyName = (typeof RATE_LIMIT_POLICY_NAMES)[number];

export type RateLimitPolicies = Readonly<Record<RateLimitPolicyName, RateLimitPolicy>>;

export const DEFAULT_RATE_LIMIT_POLICIES: RateLimitPolicies = {
  // Enough for a household or an office behind one address; not enough to spray passwords.
  login: {
    ip: { points: 20, durationSeconds: 60 },
    account: { points: 5, durationSeconds: 60, counts: 'failures' },
  },
  signUp: { ip: { points: 5, durationSeconds: 600 } },
  // Each call may send an email: counted per address too, so nobody's inbox is flooded.
  passwordReset: {
    ip: { points: 5, durationSeconds: 900 },
    account: { points: 5, durationSeconds: 900, counts: 'attempts' },
  },
  // A promo code checked as it is typed into the sign-up form: room for typos, not for guessing.
  promoCode: { ip: { points: 30, durationSeconds: 600 } },
};

export interface RateLimitOverride {
  readonly policy: RateLimitPolicyName;
  readonly scope: RateLimitScope;
  readonly rule: LimitRule;
}

/** The default policies with some windows replaced; an account rule keeps what it counts. */
export function withOverrides(
  policies: RateLimitPolicies,
  overrides: readonly RateLimitOverride[],
): RateLimitPolicies {
  const result: Record<RateLimitPolicyName, RateLimitPolicy> = { ...policies };
  for (const { policy, scope, rule } of overrides) {
    const current = result[policy];
    if (scope === 'ip') {
      result[policy] = { ...current, ip: rule };
    } else if (current.account !== undefined) {
      result[policy] = { ...current, account: { ...current.account, ...rule } };
    }
  }
  return result;
}
