import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnimatedNumber, COUNT_FRAME_MS, easeOutCubic } from './animated-number.js';
import { stubInView, stubMedia } from './media-stub.js';
import { renderWithKit } from './render-with-kit.js';

/** The figure on screen (the visible copy, not the reserve or the screen reader's text). */
function shown(container: HTMLElement): string {
  const [, visible] = Array.from(container.querySelectorAll('span > span'));
  return visible?.textContent ?? '';
}

/** The figure as a number, from the German format ('1.234,5' → 1234.5). */
function shownValue(container: HTMLElement): number {
  return Number(
    shown(container)
      .replace(/[^\d,-]/g, '')
      .replace(',', '.'),
  );
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('AnimatedNumber', () => {
  it('shows its first value at once, then counts to a new one over the duration', () => {
    stubMedia();
    const { container, rerender } = renderWithKit(<AnimatedNumber value={1000} />);
    expect(shown(container)).toBe('1.000');
    rerender(<AnimatedNumber value={2000} />);
    advance(150);
    const early = shownValue(container);
    expect(early).toBeGreaterThan(1000);
    expect(early).toBeLessThan(2000);
    advance(4900);
    expect(shownValue(container)).toBeGreaterThan(early);
    expect(shownValue(container)).toBeLessThan(2000);
    advance(5100);
    expect(shown(container)).toBe('2.000');
  });

  it('shows a new figure at most every COUNT_FRAME_MS while it counts', () => {
    stubMedia();
    const { container, rerender } = renderWithKit(<AnimatedNumber value={0} />);
    rerender(<AnimatedNumber value={1_000_000} />);
    const figures: string[] = [];
    for (let frame = 0; frame < 60; frame += 1) {
      advance(16);
      figures.push(shown(container));
    }
    // A second of frames: about ten figures, never one a frame.
    const changes = figures.filter((figure, index) => index > 0 && figure !== figures[index - 1]);
    expect(changes.length).toBeGreaterThanOrEqual(8);
    expect(changes.length).toBeLessThanOrEqual(1000 / COUNT_FRAME_MS);
  });

  it('takes a new value from wherever the count is, not from either end', () => {
    stubMedia();
    const { container, rerender } = renderWithKit(<AnimatedNumber value={0} duration={10_000} />);
    rerender(<AnimatedNumber value={10_000} duration={10_000} />);
    advance(5000);
    const midway = shownValue(container);
    // Eased: past the middle at half time.
    expect(midway).toBeGreaterThan(5000);
    expect(midway).toBeLessThan(10_000);

    rerender(<AnimatedNumber value={20_000} duration={10_000} />);
    advance(50);
    const resumed = shownValue(container);
    expect(resumed).toBeGreaterThanOrEqual(midway);
    expect(resumed - midway).toBeLessThan(200);

    advance(10_000);
    expect(shown(container)).toBe('20.000');
  });

  it('jumps straight to the value under reduced motion', () => {
    stubMedia({ reducedMotion: true });
    const { container, rerender } = renderWithKit(<AnimatedNumber value={5} />);
    rerender(<AnimatedNumber value={1_234_567} />);
    expect(shown(container)).toBe('1.234.567');
  });

  it('formats through Money when given a currency', () => {
    stubMedia({ reducedMotion: true });
    const { container, rerender } = renderWithKit(<AnimatedNumber value={1234.5} currency="EUR" />);
    expect(shown(container)).toBe('1.234,50\u00a0€');
    rerender(<AnimatedNumber value={2_500_000} currency="GBP" decimals={0} />);
    expect(shown(container)).toBe('£2.500.000');
  });

  it('holds the width of the longer end while it counts, and says only the value', () => {
    stubMedia();
    const { container, rerender } = renderWithKit(<AnimatedNumber value={999} />);
    rerender(<AnimatedNumber value={1_000_000} />);
    advance(16);
    const [reserve, visible, spoken] = Array.from(container.querySelectorAll('span > span'));
    expect(reserve?.textContent).toBe('1.000.000');
    expect(reserve?.getAttribute('aria-hidden')).toBe('true');
    expect(visible?.getAttribute('aria-hidden')).toBe('true');
    expect(spoken?.textContent).toBe('1.000.000');
  });

  it('jumps to a new value while it is off screen, and counts again once it is back', () => {
    stubMedia();
    const view = stubInView();
    const { container, rerender } = renderWithKit(<AnimatedNumber value={1000} />);
    act(() => {
      view.set(false);
    });
    rerender(<AnimatedNumber value={2000} />);
    expect(shown(container)).toBe('2.000');

    act(() => {
      view.set(true);
    });
    rerender(<AnimatedNumber value={3000} />);
    advance(150);
    expect(shownValue(container)).toBeGreaterThan(2000);
    expect(shownValue(container)).toBeLessThan(3000);
    vi.unstubAllGlobals();
  });

  it('eases out: fast at first, landing gently', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
  });
});
