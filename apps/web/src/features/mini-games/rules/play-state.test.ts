import { describe, expect, it } from 'vitest';
import {
  WHEEL_SECTORS,
  WHEEL_TURNS,
  gateOfPlayError,
  gateOfStatus,
  sectorAt,
  wheelRotationFor,
} from './play-state.js';

describe('gateOfStatus', () => {
  it('plays on 204, names the level and the chances, and hides anything else', () => {
    expect(gateOfStatus(204)).toBe('ready');
    expect(gateOfStatus(403)).toBe('LOW_USER_LEVEL');
    expect(gateOfStatus(409)).toBe('REACHED_ATTEMPTS_LIMIT');
    expect(gateOfStatus(200)).toBe('unavailable');
    expect(gateOfStatus(401)).toBe('unavailable');
    expect(gateOfStatus(503)).toBe('unavailable');
  });
});

describe('gateOfPlayError', () => {
  it('maps the casino’s refusals to the kit’s client states', () => {
    expect(gateOfPlayError('level_too_low')).toBe('LOW_USER_LEVEL');
    expect(gateOfPlayError('no_attempts_left')).toBe('REACHED_ATTEMPTS_LIMIT');
    expect(gateOfPlayError(undefined)).toBe('unavailable');
    expect(gateOfPlayError('upstream_unavailable')).toBe('unavailable');
  });
});

describe('the wheel', () => {
  it('lands on a sector of the prize the server chose, whatever the pick', () => {
    for (const kind of ['money', 'free_spins', 'nothing'] as const) {
      for (const pick of [0, 0.34, 0.5, 0.99, 1]) {
        const rotation = wheelRotationFor(kind, pick);
        expect(sectorAt(rotation)).toBe(kind);
        expect(rotation).toBeGreaterThanOrEqual(WHEEL_TURNS * 360);
        expect(rotation).toBeLessThan((WHEEL_TURNS + 1) * 360);
      }
    }
  });

  it('has every kind of prize on it', () => {
    expect(new Set(WHEEL_SECTORS)).toEqual(new Set(['money', 'free_spins', 'nothing']));
    expect(sectorAt(0)).toBe(WHEEL_SECTORS[0]);
  });
});
