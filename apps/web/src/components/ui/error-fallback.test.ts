import { RELOAD_RETRIES } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { retryAction } from './error-fallback.js';

describe('retryAction', () => {
  it('goes to the origin when offline, whatever the count', () => {
    expect(retryAction(false, 0)).toBe('origin');
    expect(retryAction(false, RELOAD_RETRIES)).toBe('origin');
  });

  it('reloads while fewer than the allowed reloads were made', () => {
    expect(retryAction(true, 0)).toBe('reload');
    expect(retryAction(true, RELOAD_RETRIES - 1)).toBe('reload');
  });

  it('stops reloading at the limit', () => {
    expect(retryAction(true, RELOAD_RETRIES)).toBe('rerender');
  });
});
