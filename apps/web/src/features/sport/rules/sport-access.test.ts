import { describe, expect, it } from 'vitest';
import { canOpenSport, setsSportFlag } from './sport-access.js';

const NOBODY = { flagParam: null, storedFlag: null, storedUserId: null, testerId: null };

describe('canOpenSport', () => {
  it('opens for the parameter sspermission=enabled, and for the stored flag', () => {
    expect(canOpenSport({ ...NOBODY, flagParam: 'enabled' })).toBe(true);
    expect(canOpenSport({ ...NOBODY, storedFlag: 'enabled' })).toBe(true);
  });

  it('stays shut for any other value of the flag', () => {
    expect(canOpenSport(NOBODY)).toBe(false);
    for (const value of ['', 'true', 'Enabled', 'disabled', 'enabled ']) {
      expect(canOpenSport({ ...NOBODY, flagParam: value })).toBe(false);
      expect(canOpenSport({ ...NOBODY, storedFlag: value })).toBe(false);
    }
  });

  it('opens for the stored user id of the configured tester only', () => {
    expect(canOpenSport({ ...NOBODY, storedUserId: 7, testerId: 7 })).toBe(true);
    expect(canOpenSport({ ...NOBODY, storedUserId: 8, testerId: 7 })).toBe(false);
    expect(canOpenSport({ ...NOBODY, storedUserId: 7, testerId: null })).toBe(false);
    expect(canOpenSport({ ...NOBODY, storedUserId: null, testerId: 7 })).toBe(false);
  });
});

describe('setsSportFlag', () => {
  it('keeps only enabled', () => {
    expect(setsSportFlag('enabled')).toBe(true);
    expect(setsSportFlag('disabled')).toBe(false);
    expect(setsSportFlag(null)).toBe(false);
  });
});
