import { CAROUSEL_SPEED_MS } from '@casino/shared';

// Embla takes no scroll length in milliseconds. Its `duration` is the weakness of a pull it steps
// 60 times a second (each step: velocity += distance left / duration, then velocity *= 0.68, its
// fixed friction), so a slide closes in on its place instead of landing at a set time:
// https://github.com/davidjerleke/embla-carousel/blob/v8.6.0/packages/embla-carousel/src/components/ScrollBody.ts
// This turns SPEC.md's speed (ms) into the duration whose scroll has arrived by then.
// carousel-speed.test.tsx measures the real carousel against it.

/** One step of embla's pull (it steps at 60 Hz whatever the display's rate). */
export const EMBLA_STEP_MS = 1000 / 60;
const EMBLA_FRICTION = 0.68;
/** A scroll has arrived once it stays within 1 % of the way from its place: under 2 px of a tile. */
export const ARRIVED_WITHIN = 0.01;
/** Durations are searched in hundredths up to 100 (25, embla's own, takes about 700 ms). */
const HUNDREDTHS = 100;
const LONGEST = 100 * HUNDREDTHS;

/** A scroll of one unit under `duration`: its step count to arrival, and its overshoot. */
function scroll(duration: number): { stepsToArrive: number; overshoot: number } {
  let position = 0;
  let velocity = 0;
  let lastAway = 0;
  let overshoot = 0;
  // Far past any arrival this file asks about; a pull of 100 settles in well under it.
  for (let step = 1; step <= 1_200; step += 1) {
    velocity = (velocity + (1 - position) / duration) * EMBLA_FRICTION;
    position += velocity;
    overshoot = Math.max(overshoot, position - 1);
    if (Math.abs(1 - position) >= ARRIVED_WITHIN) lastAway = step;
    else if (Math.abs(1 - position) < ARRIVED_WITHIN / 100 && Math.abs(velocity) < 1e-6) break;
  }
  return { stepsToArrive: lastAway + 1, overshoot };
}

/**
 * How long after the press a scroll under `duration` has arrived, at the latest: the first step
 * waits for the next frame (up to one step), and each frame draws the position one step behind
 * the pull (embla's first frame takes two steps and draws the first).
 */
export function emblaArrivalMs(duration: number): number {
  return scroll(duration).stepsToArrive * EMBLA_STEP_MS;
}

/**
 * Embla's duration for a scroll that has arrived `speedMs` after the press: the weakest pull that
 * does (the least overshoot, and no quicker than asked). A pull strong enough to overshoot by
 * more than ARRIVED_WITHIN swings back out of place, so no duration arrives sooner than about
 * 300 ms: a quicker speed gets 0, which embla takes for an instant jump.
 */
export function emblaDuration(speedMs: number): number {
  /** The least hundredth in [low, high] where `holds` turns true (it stays true above), or high + 1. */
  const firstHolding = (low: number, high: number, holds: (duration: number) => boolean) => {
    let from = low;
    let to = high + 1;
    while (from < to) {
      const middle = Math.floor((from + to) / 2);
      if (holds(middle / HUNDREDTHS)) to = middle;
      else from = middle + 1;
    }
    return from;
  };
  // The overshoot shrinks as the pull weakens: the strongest pull that never swings out of place.
  const strongest = firstHolding(
    1,
    LONGEST,
    (duration) => scroll(duration).overshoot < ARRIVED_WITHIN,
  );
  if (strongest > LONGEST || emblaArrivalMs(strongest / HUNDREDTHS) > speedMs) return 0;
  // From there a weaker pull arrives later: the weakest still on time is the one before the
  // first late one.
  const firstLate = firstHolding(
    strongest,
    LONGEST,
    (duration) => emblaArrivalMs(duration) > speedMs,
  );
  return (firstLate - 1) / HUNDREDTHS;
}

/** The carousel's scroll: SPEC.md section 9's speed of 300 ms. */
export const CAROUSEL_SCROLL_DURATION = emblaDuration(CAROUSEL_SPEED_MS);
