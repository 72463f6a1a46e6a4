/**
 * The mock clock: real time plus an offset QA can set. Jackpot growth, tournaments, the daily
 * bonus, mini-game chances and every date the mock writes read it.
 */
export class MockClock {
  #offsetMs = 0;
  readonly #baseNow: () => number;

  constructor(baseNow: () => number = () => Date.now()) {
    this.#baseNow = baseNow;
  }

  now(): number {
    return this.#baseNow() + this.#offsetMs;
  }

  get offsetMs(): number {
    return this.#offsetMs;
  }

  setOffset(offsetMs: number): void {
    this.#offsetMs = offsetMs;
  }

  /** Moves the clock so that it reads `instantMs` now. */
  setNow(instantMs: number): void {
    this.#offsetMs = instantMs - this.#baseNow();
  }

  reset(): void {
    this.#offsetMs = 0;
  }
}

const DAY_MS = 86_400_000;

/** The UTC day number of an instant (days since 1970-01-01). */
export function utcDay(instantMs: number): number {
  return Math.floor(instantMs / DAY_MS);
}
