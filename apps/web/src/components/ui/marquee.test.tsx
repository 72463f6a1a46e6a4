import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Marquee } from './marquee.js';
import { stubMedia } from './media-stub.js';
import { renderWithKit } from './render-with-kit.js';

const WINNERS = ['Ana won 120 €', 'Bert won 75 €', 'Chloé won 2.400 €'];

function renderMarquee(props: Partial<Parameters<typeof Marquee>[0]> = {}) {
  return renderWithKit(
    <Marquee label="Latest winners" {...props}>
      {WINNERS.map((text) => (
        <a key={text} href={`#${text}`}>
          {text}
        </a>
      ))}
    </Marquee>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Marquee', () => {
  it('runs a copy of its content beside it, hidden from screen readers and the tab order', () => {
    stubMedia();
    renderMarquee();
    const region = screen.getByRole('region', { name: 'Latest winners' });
    expect(region.dataset.motion).toBe('on');
    // The accessible content is there once; the copy is aria-hidden and inert.
    expect(within(region).getAllByRole('link')).toHaveLength(3);
    const copy = region.querySelector('[aria-hidden="true"][inert]');
    expect(copy?.querySelectorAll('a')).toHaveLength(3);
  });

  it('pauses and resumes from its button', async () => {
    stubMedia();
    const { user } = renderMarquee();
    const region = screen.getByRole('region', { name: 'Latest winners' });
    await user.click(screen.getByRole('button', { name: 'Pause scrolling' }));
    expect(region.dataset.paused).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Resume scrolling' }));
    expect(region.dataset.paused).toBeUndefined();
  });

  it('stands still under reduced motion: one copy, scrollable by hand, no pause button', () => {
    stubMedia({ reducedMotion: true });
    renderMarquee();
    const region = screen.getByRole('region', { name: 'Latest winners' });
    expect(region.dataset.motion).toBe('off');
    expect(region.querySelectorAll('a')).toHaveLength(3);
    expect(region.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(region.querySelector('[tabindex="0"]')).not.toBeNull();
  });

  it('stops moving at once when the visitor asks for less motion', () => {
    const media = stubMedia();
    renderMarquee();
    const region = screen.getByRole('region', { name: 'Latest winners' });
    expect(region.dataset.motion).toBe('on');
    act(() => {
      media.set({ reducedMotion: true });
    });
    expect(region.dataset.motion).toBe('off');
    expect(region.querySelectorAll('a')).toHaveLength(3);
  });

  it('speaks the page language', () => {
    stubMedia();
    renderWithKit(
      <Marquee label="Letzte Gewinner">
        <span>Ana</span>
      </Marquee>,
      { language: 'de' },
    );
    expect(screen.getByRole('button', { name: 'Laufband anhalten' })).toBeTruthy();
  });
});

describe('Marquee pace', () => {
  it('takes its loop length from the browser’s own layout: one copy’s size at `speed`', () => {
    stubMedia();
    let report: ResizeObserverCallback | undefined;
    const observed: Element[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          report = callback;
        }
        observe(target: Element) {
          observed.push(target);
        }
        disconnect = () => undefined;
        unobserve = () => undefined;
      },
    );
    renderMarquee({ orientation: 'vertical', speed: 40 });
    const track = observed[0]?.parentElement;
    expect(track?.style.getPropertyValue('--marquee-duration')).toBe('');
    act(() => {
      report?.(
        [
          {
            borderBoxSize: [{ blockSize: 630, inlineSize: 320 }],
          } as unknown as ResizeObserverEntry,
        ],
        {} as ResizeObserver,
      );
    });
    // 630 px at 40 px a second.
    expect(track?.style.getPropertyValue('--marquee-duration')).toBe('15.75s');
    vi.unstubAllGlobals();
  });
});
