import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AFTER_FIRST_SCREEN_MS,
  afterFirstScreen,
  useAfterFirstScreen,
} from './after-first-screen.js';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('afterFirstScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // No idle callbacks here: the run waits for a timer of 0 instead.
    vi.stubGlobal('requestIdleCallback', undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setReadyState('complete');
  });

  it('runs AFTER_FIRST_SCREEN_MS after the load event, not before', () => {
    setReadyState('loading');
    const run = vi.fn();
    afterFirstScreen(run);
    vi.advanceTimersByTime(AFTER_FIRST_SCREEN_MS * 2);
    expect(run).not.toHaveBeenCalled();
    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(AFTER_FIRST_SCREEN_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('counts from now on a page already loaded, and a cancel stops it', () => {
    setReadyState('complete');
    const run = vi.fn();
    afterFirstScreen(run);
    vi.advanceTimersByTime(AFTER_FIRST_SCREEN_MS);
    vi.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    const cancel = afterFirstScreen(cancelled);
    cancel();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('turns the hook true once, at that moment', () => {
    setReadyState('complete');
    const { result } = renderHook(() => useAfterFirstScreen());
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(AFTER_FIRST_SCREEN_MS);
      vi.runOnlyPendingTimers();
    });
    expect(result.current).toBe(true);
  });
});
