import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from './render-with-kit.js';
import { Countdown } from './countdown.js';

// The product clock runs on its own time, here an hour and a half ahead of the device's.
const START = Date.UTC(2025, 0, 10, 12, 0, 0);
const SKEW = 90 * 60 * 1000;

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const productNow = () => Date.now() + SKEW;

  it('counts down from the time `now` gives, not the device clock', () => {
    renderWithKit(<Countdown to={START + SKEW + 65_000} now={productNow} />);
    expect(screen.getByRole('timer').textContent).toBe('00:01:05');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer').textContent).toBe('00:01:04');
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(screen.getByRole('timer').textContent).toBe('00:01:00');
  });

  it('shows days beyond a day, in the page language', () => {
    const to = START + SKEW + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    renderWithKit(<Countdown to={new Date(to)} now={productNow} />, { language: 'de' });
    expect(screen.getByRole('timer').textContent).toBe('2 T 03:04:05');
    expect(screen.getByRole('timer').getAttribute('datetime')).toBe('P2DT3H4M5S');
  });

  it('holds the last second until the very end, then stops at zero and says so once', () => {
    const onEnd = vi.fn();
    renderWithKit(<Countdown to={START + SKEW + 1500} now={productNow} onEnd={onEnd} />);
    expect(screen.getByRole('timer').textContent).toBe('00:00:02');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByRole('timer').textContent).toBe('00:00:01');
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(screen.getByRole('timer').textContent).toBe('00:00:01');
    expect(onEnd).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByRole('timer').textContent).toBe('00:00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('takes the session clock as it is, a function giving a Date', () => {
    const sessionNow = () => new Date(productNow());
    renderWithKit(<Countdown to={START + SKEW + 3_600_000} now={sessionNow} />);
    expect(screen.getByRole('timer').textContent).toBe('01:00:00');
  });

  it('ends at once when the moment has passed', () => {
    const onEnd = vi.fn();
    renderWithKit(<Countdown to={START} now={productNow} onEnd={onEnd} />);
    expect(screen.getByRole('timer').textContent).toBe('00:00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
