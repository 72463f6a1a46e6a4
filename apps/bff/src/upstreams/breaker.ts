import { CircuitState, type IBreaker } from 'cockatiel';
import type { UpstreamPolicySettings } from '../config.js';

type BreakerPolicy = Pick<
  UpstreamPolicySettings,
  'breakerThreshold' | 'breakerFailureRate' | 'breakerWindow'
>;

/**
 * Opens on `breakerThreshold` failures in a row, or when at least `breakerFailureRate` of the last
 * `breakerWindow` attempts failed (a full window; 0 turns the rate off): an upstream failing every
 * other call never fails five in a row, yet is as unhealthy. In half-open, one trial decides: a
 * failure opens again, a success closes with a clean slate.
 */
export class ConsecutiveOrRateBreaker implements IBreaker {
  readonly #threshold: number;
  readonly #rate: number;
  readonly #window: boolean[];
  #next = 0;
  #filled = 0;
  #failures = 0;
  #consecutive = 0;

  constructor({ breakerThreshold, breakerFailureRate, breakerWindow }: BreakerPolicy) {
    this.#threshold = breakerThreshold;
    this.#rate = breakerFailureRate;
    this.#window = Array.from({ length: Math.max(1, breakerWindow) }, () => true);
  }

  get state(): unknown {
    return {
      window: [...this.#window],
      next: this.#next,
      filled: this.#filled,
      failures: this.#failures,
      consecutive: this.#consecutive,
    };
  }

  set state(value: unknown) {
    const saved = value as Partial<{
      window: boolean[];
      next: number;
      filled: number;
      failures: number;
      consecutive: number;
    }>;
    if (saved.window?.length !== this.#window.length) return;
    this.#window.splice(0, this.#window.length, ...saved.window);
    this.#next = saved.next ?? 0;
    this.#filled = saved.filled ?? 0;
    this.#failures = saved.failures ?? 0;
    this.#consecutive = saved.consecutive ?? 0;
  }

  success(state: CircuitState): void {
    if (state === CircuitState.HalfOpen) this.#reset();
    this.#consecutive = 0;
    this.#record(true);
  }

  failure(state: CircuitState): boolean {
    this.#consecutive += 1;
    this.#record(false);
    if (state !== CircuitState.Closed) return true;
    if (this.#consecutive >= this.#threshold) return true;
    return (
      this.#rate > 0 &&
      this.#filled === this.#window.length &&
      this.#failures >= this.#rate * this.#filled
    );
  }

  #record(success: boolean): void {
    if (this.#filled === this.#window.length && this.#window[this.#next] === false) {
      this.#failures -= 1;
    }
    this.#window[this.#next] = success;
    if (!success) this.#failures += 1;
    this.#filled = Math.min(this.#window.length, this.#filled + 1);
    this.#next = (this.#next + 1) % this.#window.length;
  }

  #reset(): void {
    this.#window.fill(true);
    this.#next = 0;
    this.#filled = 0;
    this.#failures = 0;
    this.#consecutive = 0;
  }
}
