import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLingering } from './use-lingering.js';

describe('useLingering', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is false while shown and for what was never shown', () => {
    const { result, rerender } = renderHook(({ shown }) => useLingering(shown), {
      initialProps: { shown: true },
    });
    expect(result.current).toBe(false);
    const hidden = renderHook(() => useLingering(false));
    expect(hidden.result.current).toBe(false);
    rerender({ shown: true });
    expect(result.current).toBe(false);
  });

  it('lingers from the render that hides it until the task after the next frame', () => {
    const { result, rerender } = renderHook(({ shown }) => useLingering(shown), {
      initialProps: { shown: true },
    });
    rerender({ shown: false });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    // The frame has been drawn; the task it queued has not run yet.
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(false);
  });

  it('stops lingering at once when shown again', () => {
    const { result, rerender } = renderHook(({ shown }) => useLingering(shown), {
      initialProps: { shown: true },
    });
    rerender({ shown: false });
    rerender({ shown: true });
    expect(result.current).toBe(false);
    act(() => {
      vi.runAllTimers();
    });
    expect(result.current).toBe(false);
  });
});
