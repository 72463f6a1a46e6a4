import { CAROUSEL_AUTOPLAY_MS, carouselSlides } from '@casino/shared';
import { act, fireEvent, renderHook, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, useCarouselAutoplay, type AutoplayTarget } from './carousel.js';
import { stubInView, stubMedia } from './media-stub.js';
import { renderWithKit } from './render-with-kit.js';
import { useSlidesPerView } from './slides-per-view.js';

const GAMES = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: `Game ${index + 1}`,
}));

function renderCarousel(
  props: Partial<Parameters<typeof Carousel<(typeof GAMES)[number]>>[0]> = {},
) {
  return renderWithKit(
    <Carousel
      title="Top games"
      href="/games/top"
      items={GAMES}
      getKey={(game) => game.id}
      renderItem={(game) => <button type="button">{game.name}</button>}
      {...props}
    />,
  );
}

/** Renders the carousel and lets the page go idle, when embla takes it over. */
async function renderStartedCarousel(
  props: Partial<Parameters<typeof Carousel<(typeof GAMES)[number]>>[0]> = {},
) {
  const rendered = renderCarousel(props);
  await act(async () => {
    await new Promise((resolve) => {
      setTimeout(resolve, 0);
    });
  });
  return rendered;
}

/** The autoplay intervals still running: set with the autoplay delay and not cleared. */
function autoplayTimers() {
  const set = vi.spyOn(window, 'setInterval');
  const clear = vi.spyOn(window, 'clearInterval');
  return () => {
    const started = set.mock.results
      .filter((_, call) => set.mock.calls[call]?.[1] === CAROUSEL_AUTOPLAY_MS)
      .map((result) => result.value as unknown);
    const cleared = new Set(clear.mock.calls.map(([id]) => id as unknown));
    return started.filter((id) => !cleared.has(id)).length;
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('slides per view', () => {
  it.each([
    [375, 2],
    [800, 4],
    [1100, 6],
    [1500, 7],
  ])('shows whole tiles by the viewport width: %i px, %i tiles', (width, slides) => {
    stubMedia({ width });
    const { result } = renderHook(() => useSlidesPerView());
    expect(result.current).toBe(slides);
  });

  it('agrees with the shared rule at every breakpoint of SPEC.md, on each side', () => {
    const media = stubMedia();
    const { result } = renderHook(() => useSlidesPerView());
    for (const width of [320, 360, 767, 768, 1023, 1024, 1280, 1439, 1440, 1920]) {
      act(() => {
        media.set({ width });
      });
      expect(result.current, `${width} px`).toBe(carouselSlides(width));
    }
  });

  it('sizes the slides through the count it renders with', () => {
    stubMedia({ width: 800 });
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Top games' });
    expect(region.style.getPropertyValue('--carousel-slides')).toBe('4');
  });
});

describe('useCarouselAutoplay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  function target(snaps: number): AutoplayTarget & { index: number } {
    const state = {
      index: 0,
      canScrollNext: () => state.index < snaps - 1,
      scrollNext: () => {
        state.index += 1;
      },
      scrollTo: (index: number) => {
        state.index = index;
      },
    };
    return state;
  }

  it('moves on every 3000 ms and starts again after the last slide', () => {
    const carousel = target(3);
    renderHook(() => {
      useCarouselAutoplay(carousel, { playing: true });
    });
    vi.advanceTimersByTime(2999);
    expect(carousel.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(carousel.index).toBe(1);
    vi.advanceTimersByTime(3000);
    expect(carousel.index).toBe(2);
    vi.advanceTimersByTime(3000);
    expect(carousel.index).toBe(0);
  });

  it('stands still while paused, and waits a whole delay after resuming', () => {
    const carousel = target(5);
    const { rerender } = renderHook(
      ({ playing }) => {
        useCarouselAutoplay(carousel, { playing });
      },
      { initialProps: { playing: true } },
    );
    vi.advanceTimersByTime(2000);
    rerender({ playing: false });
    vi.advanceTimersByTime(10_000);
    expect(carousel.index).toBe(0);
    rerender({ playing: true });
    vi.advanceTimersByTime(2000);
    expect(carousel.index).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(carousel.index).toBe(1);
  });
});

describe('Carousel', () => {
  beforeEach(() => {
    stubInView();
  });

  it('lets its slides lie still until it comes near the viewport, then scrolls', async () => {
    stubInView({ inView: false });
    stubMedia({ width: 375 });
    const timers = autoplayTimers();
    const { user } = renderCarousel();
    // Off screen: the slides are there, with a way on, but nothing moves them yet.
    expect(screen.getAllByRole('group')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Next slides' }).hasAttribute('disabled')).toBe(
      false,
    );
    expect(timers()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Next slides' }));
    expect(screen.getByRole('button', { name: 'Previous slides' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('is a carousel region named by its heading, each slide a group "n of total"', () => {
    stubMedia({ width: 375 });
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Top games' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(within(region).getByRole('heading', { level: 2, name: 'Top games' })).toBeTruthy();
    const slides = within(region).getAllByRole('group');
    expect(slides).toHaveLength(12);
    expect(slides[2]?.getAttribute('aria-label')).toBe('3 of 12');
    expect(slides[2]?.getAttribute('aria-roledescription')).toBe('slide');
  });

  it('links to its category with "All", named with the title, and shows a count', () => {
    stubMedia({ width: 375 });
    renderCarousel({ count: '2600' });
    // Its name starts with the text it shows (WCAG 2.5.3), the title read out after it.
    const all = screen.getByRole('link', { name: 'All 2600: Top games' });
    expect(all.getAttribute('href')).toBe('/games/top');
    expect(all.textContent).toBe('All 2600');
  });

  it('names "All" without a count by its title alone', () => {
    stubMedia({ width: 375 });
    renderCarousel();
    expect(screen.getByRole('link', { name: 'All: Top games' })).toBeTruthy();
  });

  it('has previous and next buttons that control the slides', () => {
    stubMedia({ width: 375 });
    renderCarousel();
    const slidesId = screen.getAllByRole('group')[0]?.parentElement?.id;
    for (const name of ['Previous slides', 'Next slides']) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-controls')).toBe(slidesId);
    }
  });

  it('shows no buttons when every slide is already in view', () => {
    stubMedia({ width: 1500 });
    renderCarousel({ items: GAMES.slice(0, 7) });
    expect(screen.queryByRole('button', { name: 'Next slides' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stop automatic scrolling' })).toBeNull();
  });

  it('holds 15 placeholders while loading, marked busy', () => {
    stubMedia({ width: 375 });
    renderCarousel({ isLoading: true, items: [] });
    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(15);
    expect(slides[0]?.parentElement?.getAttribute('aria-busy')).toBe('true');
    expect(slides[14]?.getAttribute('aria-label')).toBe('15 of 15');
  });

  it('draws the slides beside the hidden placeholders, which go the frame after', async () => {
    stubMedia({ width: 375 });
    const { rerender } = renderCarousel({ isLoading: true, items: [] });
    const placeholders = screen.getAllByRole('group')[0]?.parentElement;
    rerender(
      <Carousel
        title="Top games"
        items={GAMES}
        getKey={(game) => game.id}
        renderItem={(game) => <button type="button">{game.name}</button>}
      />,
    );
    // The placeholders' node stays, hidden (out of the accessibility tree), beside the slides.
    expect(placeholders?.isConnected).toBe(true);
    expect(placeholders?.hidden).toBe(true);
    expect(screen.getAllByRole('group')).toHaveLength(GAMES.length);
    expect(screen.getByRole('button', { name: 'Game 1' }).closest('[aria-busy]')).toBeNull();
    await act(async () => {
      await new Promise((resolve) => {
        requestAnimationFrame(() => setTimeout(resolve, 0));
      });
    });
    expect(placeholders?.isConnected).toBe(false);
    expect(screen.getAllByRole('group')).toHaveLength(GAMES.length);
  });

  it('moves focus to the next and previous slide with the arrow keys', async () => {
    stubMedia({ width: 375 });
    const { user } = await renderStartedCarousel();
    screen.getByRole('button', { name: 'Game 1' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Game 2');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Game 3');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('Game 2');
  });

  it('is taken over by embla once the page is idle, or at once when the pointer comes', async () => {
    stubMedia({ width: 375 });
    const running = autoplayTimers();
    renderCarousel();
    // Autoplay runs on embla: none before it starts.
    expect(running()).toBe(0);
    await act(async () => {
      await new Promise((resolve) => {
        setTimeout(resolve, 0);
      });
    });
    expect(running()).toBe(1);

    vi.restoreAllMocks();
    const runningToo = autoplayTimers();
    renderCarousel({ title: 'New games' });
    const region = screen.getByRole('region', { name: 'New games' });
    fireEvent.mouseEnter(region);
    fireEvent.mouseLeave(region);
    expect(runningToo()).toBe(1);
  });

  it('plays by itself, and pauses while hovered, while focus is inside and when stopped', async () => {
    stubMedia({ width: 375 });
    const running = autoplayTimers();
    const { user } = await renderStartedCarousel();
    const region = screen.getByRole('region', { name: 'Top games' });
    expect(running()).toBe(1);

    fireEvent.mouseEnter(region);
    expect(running()).toBe(0);
    fireEvent.mouseLeave(region);
    expect(running()).toBe(1);

    act(() => {
      screen.getByRole('button', { name: 'Game 1' }).focus();
    });
    expect(running()).toBe(0);
    act(() => {
      screen.getByRole('button', { name: 'Game 1' }).blur();
    });
    expect(running()).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Stop automatic scrolling' }));
    fireEvent.mouseLeave(region);
    act(() => {
      (document.activeElement as HTMLElement | null)?.blur();
    });
    expect(running()).toBe(0);
    expect(screen.getByRole('button', { name: 'Start automatic scrolling' })).toBeTruthy();
  });

  it('never plays under reduced motion, and offers no stop button', () => {
    stubMedia({ width: 375, reducedMotion: true });
    const running = autoplayTimers();
    renderCarousel();
    expect(running()).toBe(0);
    expect(screen.queryByRole('button', { name: 'Stop automatic scrolling' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next slides' })).toBeTruthy();
  });

  it('speaks the page language', () => {
    stubMedia({ width: 375 });
    renderWithKit(
      <Carousel
        title="Neue Spiele"
        href="/de/games/new"
        items={GAMES}
        getKey={(game) => game.id}
        renderItem={(game) => game.name}
      />,
      { language: 'de' },
    );
    const region = screen.getByRole('region', { name: 'Neue Spiele' });
    expect(region.getAttribute('aria-roledescription')).toBe('Karussell');
    expect(screen.getByRole('link', { name: 'Alle: Neue Spiele' })).toBeTruthy();
    expect(screen.getAllByRole('group')[0]?.getAttribute('aria-label')).toBe('1 von 12');
  });
});
