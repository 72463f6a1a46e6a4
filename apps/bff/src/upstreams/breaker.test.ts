import { CircuitState } from 'cockatiel';
import { describe, expect, it } from 'vitest';
import { ConsecutiveOrRateBreaker } from './breaker.js';

const policy = { breakerThreshold: 5, breakerFailureRate: 0.5, breakerWindow: 10 };

/** Feeds outcomes to a closed breaker; answers the index of the one that opened it, or -1. */
function openedAt(breaker: ConsecutiveOrRateBreaker, outcomes: readonly boolean[]): number {
  for (const [index, success] of outcomes.entries()) {
    if (success) breaker.success(CircuitState.Closed);
    else if (breaker.failure(CircuitState.Closed)) return index;
  }
  return -1;
}

describe('ConsecutiveOrRateBreaker', () => {
  it('opens on failures in a row', () => {
    expect(
      openedAt(new ConsecutiveOrRateBreaker(policy), [true, false, false, false, false, false]),
    ).toBe(5);
  });

  it('opens when half of a full window failed, never in a row', () => {
    const everyOther = Array.from({ length: 30 }, (_, index) => index % 2 === 0);
    expect(openedAt(new ConsecutiveOrRateBreaker(policy), everyOther)).toBe(9);
  });

  it('stays closed below the rate, and with the rate turned off', () => {
    const oneInThree = Array.from({ length: 60 }, (_, index) => index % 3 !== 0);
    expect(openedAt(new ConsecutiveOrRateBreaker(policy), oneInThree)).toBe(-1);
    const everyOther = Array.from({ length: 60 }, (_, index) => index % 2 === 0);
    expect(
      openedAt(new ConsecutiveOrRateBreaker({ ...policy, breakerFailureRate: 0 }), everyOther),
    ).toBe(-1);
  });

  it('forgets the old failures as the window moves on', () => {
    const breaker = new ConsecutiveOrRateBreaker(policy);
    const failuresThenHealth = [
      false,
      false,
      false,
      false,
      ...Array.from({ length: 20 }, () => true),
    ];
    expect(openedAt(breaker, failuresThenHealth)).toBe(-1);
    // Four fresh failures among ten: still below half.
    expect(
      openedAt(breaker, [false, true, false, true, false, true, false, true, true, true]),
    ).toBe(-1);
  });

  it('reopens on a failed trial and starts clean after a successful one', () => {
    const breaker = new ConsecutiveOrRateBreaker(policy);
    expect(breaker.failure(CircuitState.HalfOpen)).toBe(true);
    breaker.success(CircuitState.HalfOpen);
    expect(openedAt(breaker, [false, false, false, false])).toBe(-1);
  });

  it('keeps its state through serialisation', () => {
    const breaker = new ConsecutiveOrRateBreaker(policy);
    openedAt(breaker, [false, false, false, false]);
    const copy = new ConsecutiveOrRateBreaker(policy);
    copy.state = breaker.state;
    expect(copy.failure(CircuitState.Closed)).toBe(true);
  });
});
