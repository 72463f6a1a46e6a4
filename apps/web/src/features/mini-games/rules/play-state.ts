import type { MiniGamePrize } from '@casino/shared';

// What a mini-game shows before and after a play, from the BFF's answers: the availability
// status (204 playable; the casino's 403 is the level gate, 409 the day's chances) and a play's
// domain error ('level_too_low', 'no_attempts_left').

/** What a game's panel shows instead of its start button, or 'ready'. */
export type GameGate = 'ready' | 'LOW_USER_LEVEL' | 'REACHED_ATTEMPTS_LIMIT' | 'unavailable';

/** The gate of an availability status; undefined (not answered yet) is 'ready' until it answers. */
export function gateOfStatus(status: number): GameGate {
  if (status === 204) return 'ready';
  if (status === 403) return 'LOW_USER_LEVEL';
  if (status === 409) return 'REACHED_ATTEMPTS_LIMIT';
  return 'unavailable';
}

/** The gate a refused play shows: its domain code, else the generic 'unavailable'. */
export function gateOfPlayError(domainCode: string | undefined): Exclude<GameGate, 'ready'> {
  if (domainCode === 'level_too_low') return 'LOW_USER_LEVEL';
  if (domainCode === 'no_attempts_left') return 'REACHED_ATTEMPTS_LIMIT';
  return 'unavailable';
}

/** The wheel's sectors, clockwise from the pointer at the top. */
export const WHEEL_SECTORS: readonly MiniGamePrize['kind'][] = [
  'money',
  'free_spins',
  'nothing',
  'money',
  'free_spins',
  'nothing',
  'money',
  'free_spins',
];

const SECTOR_DEGREES = 360 / WHEEL_SECTORS.length;
/** Whole turns before the wheel settles: enough to read as a spin within a few seconds. */
export const WHEEL_TURNS = 5;

/**
 * The rotation (degrees, clockwise) that stops the wheel with a sector of the prize's kind under
 * the pointer. The server chose the prize; `pick` (0 to 1) only chooses among that kind's sectors.
 */
export function wheelRotationFor(kind: MiniGamePrize['kind'], pick: number): number {
  const sectors = WHEEL_SECTORS.flatMap((sector, index) => (sector === kind ? [index] : []));
  const choice = sectors[Math.min(sectors.length - 1, Math.floor(pick * sectors.length))] ?? 0;
  // Sector i spans [i, i + 1) * SECTOR_DEGREES from the top; its middle comes under the pointer
  // when the wheel turns back by that much.
  const middle = (choice + 0.5) * SECTOR_DEGREES;
  return WHEEL_TURNS * 360 + (360 - middle);
}

/** The sector under the pointer after turning the wheel by `rotation` degrees clockwise. */
export function sectorAt(rotation: number): MiniGamePrize['kind'] {
  const offset = (((360 - (rotation % 360)) % 360) + 360) % 360;
  return WHEEL_SECTORS[Math.floor(offset / SECTOR_DEGREES) % WHEEL_SECTORS.length] ?? 'nothing';
}
