// The reliability suite runs in two forms: bounded (the default, in every CI run: each test a few
// seconds) and full (RELIABILITY_FULL=1, `pnpm bench:faults`: the durations and rates the
// promises state). A test asks for each of its figures in both forms and gets the one in force.

/** True when the full form runs. */
export const FULL = process.env.RELIABILITY_FULL === '1';

/** The bounded figure, or the full one under RELIABILITY_FULL=1. */
export function scale<T>(bounded: T, full: T): T {
  return FULL ? full : bounded;
}

/** A test's own time limit: its planned duration plus room for set-up, capped in bounded form. */
export function timeLimit(plannedMs: number, setUpMs = 20_000): number {
  return FULL ? plannedMs + setUpMs + 60_000 : Math.min(plannedMs + setUpMs, 60_000);
}
