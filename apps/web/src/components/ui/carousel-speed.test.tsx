import { CAROUSEL_SPEED_MS } from '@casino/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel.js';
import {
  ARRIVED_WITHIN,
  CAROUSEL_SCROLL_DURATION,
  EMBLA_STEP_MS,
  emblaArrivalMs,
  emblaDuration,
} from './carousel-speed.js';
import { stubInView, stubMedia } from './media-stub.js';
import { renderWithKit } from './render-with-kit.js';

// SPEC.md section 9: a carousel scrolls at a speed of 300 ms. Embla counts no milliseconds, so
// the duration it is given comes from the speed through a model of its pull; the last test drives
// the real carousel (embla included) frame by frame and measures how long a slide takes.

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('emblaDuration', () => {
  it('gives the carousel the duration of SPEC.md’s 300 ms', () => {
    expect(CAROUSEL_SPEED_MS).toBe(300);
    expect(CAROUSEL_SCROLL_DURATION).toBe(emblaDuration(CAROUSEL_SPEED_MS));
  });

  it('picks the weakest pull that arrives in time', () => {
    const duration = emblaDuration(300);
    expect(emblaArrivalMs(duration)).toBeLessThanOrEqual(300);
    expect(emblaArrivalMs(duration + 0.01)).toBeGreaterThan(300);
  });

  it('gives a longer duration to a slower speed, about embla’s own 25 at 700 ms', () => {
    expect(emblaDuration(400)).toBeGreaterThan(emblaDuration(300));
    expect(emblaDuration(700)).toBeGreaterThan(25);
    expect(emblaDuration(700)).toBeLessThan(26);
  });

  it('jumps (0) where no pull arrives that soon without swinging out of place', () => {
    expect(emblaDuration(200)).toBe(0);
    expect(emblaDuration(0)).toBe(0);
  });
});

const SLIDE_PX = 180;
const ITEMS = Array.from({ length: 8 }, (_, index) => ({ id: index + 1 }));

/**
 * The layout a phone gives the carousel (2 slides of 180 px): the test DOM lays nothing out, and
 * embla reads the boxes of the viewport, its slide row and each slide.
 */
function stubLayout() {
  const slideIndex = (node: HTMLElement) => {
    const index = node.dataset.slideIndex;
    return index === undefined ? undefined : Number(index);
  };
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return slideIndex(this) === undefined ? 2 * SLIDE_PX : SLIDE_PX;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(240);
  vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockReturnValue(0);
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return (slideIndex(this) ?? 0) * SLIDE_PX;
  });
}

/** The slide row's offset as embla last drew it (px; 0 before it moves). */
function drawnOffset(row: HTMLElement): number {
  const match = /translate3d\((-?[\d.]+)px/.exec(row.style.transform);
  return match === null ? 0 : Number(match[1]);
}

describe('the carousel’s scroll', () => {
  it('takes a slide to its place in 300 ms, not much sooner', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    stubMedia({ width: 375 });
    stubInView();
    stubLayout();
    renderWithKit(
      <Carousel
        title="Top games"
        items={ITEMS}
        autoplay={false}
        getKey={(item) => item.id}
        renderItem={(item) => <button type="button">{`Game ${String(item.id)}`}</button>}
      />,
    );
    const region = screen.getByRole('region', { name: 'Top games' });
    const row = region.querySelector<HTMLElement>('[data-slide-index]')?.parentElement;
    if (row == null) throw new Error('no slide row');
    // The gap after the last slide, which embla reads from the computed style: none.
    for (const slide of row.children) (slide as HTMLElement).style.marginRight = '0px';
    // Embla starts once the page is idle.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(drawnOffset(row)).toBe(0);

    // Mid-frame, as a press comes: the scroll starts on the next frame.
    await act(() => vi.advanceTimersByTimeAsync(7));
    act(() => {
      fireEvent.keyDown(region, { key: 'ArrowRight' });
    });
    let arrivedAt = 0;
    for (let elapsed = 1; elapsed <= 3 * CAROUSEL_SPEED_MS; elapsed += 1) {
      await act(() => vi.advanceTimersByTimeAsync(1));
      const away = Math.abs(drawnOffset(row) + SLIDE_PX) / SLIDE_PX;
      if (away >= ARRIVED_WITHIN) arrivedAt = elapsed;
    }
    expect(drawnOffset(row)).toBeCloseTo(-SLIDE_PX, 0);
    expect(arrivedAt).toBeLessThanOrEqual(CAROUSEL_SPEED_MS);
    expect(arrivedAt).toBeGreaterThan(CAROUSEL_SPEED_MS - 3 * EMBLA_STEP_MS);
  });
});
