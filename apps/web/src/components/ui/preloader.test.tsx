import { PRELOADER_MAX_MS } from '@casino/shared';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Preloader } from './preloader.js';
import { renderWithKit } from './render-with-kit.js';

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Preloader', () => {
  it('covers the page until it is ready', () => {
    const { rerender, container } = renderWithKit(<Preloader ready={false} label="Loading" />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    // The progress bar names itself; its logo is decoration, never an image without a name.
    // (Looked for in the preloader only: React Aria's live announcer outlives the tests before.)
    expect(within(container).queryByRole('img')).toBeNull();
    expect(container.querySelector('svg[role="img"]:not([aria-label])')).toBeNull();
    rerender(<Preloader ready label="Loading" />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('goes PRELOADER_MAX_MS after the navigation, however late it was first drawn', () => {
    // Drawn 1.5 s into the page's life: half a second is left, not another 2 s.
    advance(1_500);
    renderWithKit(<Preloader ready={false} label="Loading" />);
    advance(PRELOADER_MAX_MS - 1_500 - 1);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    advance(1);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('goes at once when drawn after the limit', () => {
    advance(PRELOADER_MAX_MS + 500);
    renderWithKit(<Preloader ready={false} label="Loading" />);
    advance(0);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('never comes back once gone, even when the data is asked for again', () => {
    const { rerender } = renderWithKit(<Preloader ready label="Loading" />);
    rerender(<Preloader ready={false} label="Loading" />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
