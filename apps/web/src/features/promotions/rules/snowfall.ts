// The catch game's round as the player sees it: snowflakes falling for a few seconds and a basket
// that catches them. The round is a show: whether a try wins is the server's draw
// (shops.playCatchGame), never what the basket caught (docs/decisions/034).

/** How long a round lasts (under 10 s, SPEC-NOTES). */
export const ROUND_MS = 6_000;
/** How long one snowflake takes from the top to the bottom. */
export const FALL_MS = 1_800;
export const FLAKES_PER_ROUND = 10;
/** Where the basket catches, as a share of the height (0 top, 100 bottom). */
export const CATCH_LINE = 86;
/** How far from the basket's middle a snowflake is still caught, in % of the width. */
export const CATCH_REACH = 10;
/** One arrow-key press moves the basket this far, in % of the width. */
export const BASKET_STEP = 8;

export interface Flake {
  id: number;
  /** Across, in % of the width. */
  x: number;
  /** When it starts to fall, in ms from the round's start. */
  delayMs: number;
}

/** A small seeded generator (mulberry32): each round's snowfall is the same on every render. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The snowflakes of round `seed`: spread over the round so the last one lands before its end. */
export function snowfall(seed: number): Flake[] {
  const random = seeded(seed);
  const span = ROUND_MS - FALL_MS;
  return Array.from({ length: FLAKES_PER_ROUND }, (_, id) => ({
    id,
    x: Math.round(6 + random() * 88),
    delayMs: Math.round((span * id) / FLAKES_PER_ROUND + random() * (span / FLAKES_PER_ROUND)),
  }));
}

/** How far down a snowflake is at `elapsedMs` (0 top, 100 bottom), or null while not falling. */
export function flakeHeight(flake: Flake, elapsedMs: number): number | null {
  const fallen = elapsedMs - flake.delayMs;
  if (fallen < 0 || fallen > FALL_MS) return null;
  return (fallen / FALL_MS) * 100;
}

/** Whether a snowflake passing the catch line between two frames lands in the basket. */
export function isCaught(
  flake: Flake,
  basketX: number,
  previousMs: number,
  elapsedMs: number,
): boolean {
  const line = flake.delayMs + (CATCH_LINE / 100) * FALL_MS;
  return previousMs < line && elapsedMs >= line && Math.abs(flake.x - basketX) <= CATCH_REACH;
}

/** The basket after a key: arrows step, Home and End go to the edges; null for any other key. */
export function basketAfterKey(x: number, key: string): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return Math.max(0, x - BASKET_STEP);
    case 'ArrowRight':
    case 'ArrowUp':
      return Math.min(100, x + BASKET_STEP);
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return null;
  }
}
