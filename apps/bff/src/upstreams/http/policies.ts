import {
  BrokenCircuitError,
  BulkheadRejectedError,
  CircuitState,
  ExponentialBackoff,
  IsolatedCircuitError,
  bulkhead,
  circuitBreaker,
  handleWhen,
  retry,
  wrap,
} from 'cockatiel';
import type { UpstreamName, UpstreamPolicySettings } from '../../config.js';
import { ConsecutiveOrRateBreaker } from '../breaker.js';
import type { BreakerState, UpstreamHooks, UpstreamLogger } from '../http-client.js';
import { UpstreamError } from '../upstream-error.js';
import type { Attempt } from './attempt.js';
import type { Call, RawResponse } from './call.js';

export const DEFAULT_POLICY: UpstreamPolicySettings = {
  connections: 32,
  maxConcurrent: 64,
  maxQueue: 256,
  breakerThreshold: 5,
  breakerFailureRate: 0.5,
  breakerWindow: 20,
  breakerHalfOpenMs: 10_000,
  retries: 2,
};

export const DEFAULT_RETRY_DELAY_MS = { initial: 100, max: 2_000 };

const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

const BREAKER_STATES: Readonly<Record<CircuitState, BreakerState>> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half_open',
  [CircuitState.Isolated]: 'isolated',
};

/** Failures that say the upstream is unhealthy; a 4xx is an answer, not a failure. */
function isBreakerFailure(error: Error): boolean {
  return (
    error instanceof UpstreamError &&
    (error.kind === 'timeout' ||
      error.kind === 'unavailable' ||
      (error.kind === 'http' && (error.status ?? 0) >= 500))
  );
}

/** Only what may succeed on a second try: timeouts, connection errors and 502/503/504. */
function isRetryable(error: Error): boolean {
  return (
    error instanceof UpstreamError &&
    (error.kind === 'timeout' ||
      error.kind === 'unavailable' ||
      (error.kind === 'http' && RETRYABLE_STATUSES.has(error.status ?? 0)))
  );
}

export interface CallPoliciesOptions {
  name: UpstreamName;
  policy: UpstreamPolicySettings;
  retryDelay: { initial: number; max: number };
  logger: UpstreamLogger;
  hooks: UpstreamHooks;
}

export interface CallPolicies {
  /** The call's attempts through the policies; their refusals as UpstreamErrors. */
  send: (call: Call, route: string, attempt: Attempt) => Promise<RawResponse>;
  breakerState: () => BreakerState;
}

/** The circuit breaker, the bulkhead and the retries (GET only) of one upstream. */
export function createCallPolicies(options: CallPoliciesOptions): CallPolicies {
  const { name, policy, retryDelay, logger, hooks } = options;
  // Retry is outermost so that each attempt passes the bulkhead and the breaker again: an open
  // circuit stops retries at once, and a retry waiting for its backoff holds no bulkhead slot.
  // The breaker is innermost, asked when a call's turn in the bulkhead comes: a call queued while
  // the circuit was closed is refused if it opened meanwhile, so nothing reaches an upstream
  // whose circuit is open.
  const breaker = circuitBreaker(handleWhen(isBreakerFailure), {
    halfOpenAfter: policy.breakerHalfOpenMs,
    breaker: new ConsecutiveOrRateBreaker(policy),
  });
  const limiter = bulkhead(policy.maxConcurrent, policy.maxQueue);
  const retries = retry(handleWhen(isRetryable), {
    maxAttempts: policy.retries,
    backoff: new ExponentialBackoff({ initialDelay: retryDelay.initial, maxDelay: retryDelay.max }),
  });
  const unsafeMethods = wrap(limiter, breaker);
  const safeMethods = wrap(retries, limiter, breaker);

  breaker.onStateChange((state) => {
    const label = BREAKER_STATES[state];
    if (label === 'open') logger.warn({ upstream: name }, 'upstream circuit opened');
    hooks.onBreakerStateChange?.({ upstream: name, state: label });
  });

  async function send(call: Call, route: string, attempt: Attempt): Promise<RawResponse> {
    try {
      return call.method === 'GET'
        ? await safeMethods.execute(
            (context) => attempt(call, route, context.signal, context.attempt + 1),
            call.options.signal,
          )
        : await unsafeMethods.execute(
            (context) => attempt(call, route, context.signal, 1),
            call.options.signal,
          );
    } catch (error) {
      if (error instanceof BrokenCircuitError || error instanceof IsolatedCircuitError) {
        throw new UpstreamError({
          upstream: name,
          kind: 'circuit_open',
          method: call.method,
          route,
          cause: error,
        });
      }
      if (error instanceof BulkheadRejectedError) {
        throw new UpstreamError({
          upstream: name,
          kind: 'overloaded',
          method: call.method,
          route,
          cause: error,
        });
      }
      throw error;
    }
  }

  return { send, breakerState: () => BREAKER_STATES[breaker.state] };
}
