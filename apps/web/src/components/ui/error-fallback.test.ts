import { RELOAD_RETRIES } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { reloadCountAfterRetry, retryAction } from './error-fallback.js';

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

describe('reloadCountAfterRetry', () => {
  it('counts each reload', () => {
    expect(reloadCountAfterRetry('reload', 0)).toBe(1);
    expect(reloadCountAfterRetry('reload', RELOAD_RETRIES - 1)).toBe(RELOAD_RETRIES);
  });

  it('stays at the limit past it, so the count only clears after a healthy load', () => {
    expect(reloadCountAfterRetry('rerender', RELOAD_RETRIES)).toBe(RELOAD_RETRIES);
    expect(reloadCountAfterRetry('reload', RELOAD_RETRIES)).toBe(RELOAD_RETRIES);
  });

  it('leaves the count alone when going to the origin', () => {
    expect(reloadCountAfterRetry('origin', 2)).toBe(2);
  });
});
