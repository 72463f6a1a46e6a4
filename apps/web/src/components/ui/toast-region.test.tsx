import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToasts, type Toaster } from '../../lib/toasts.js';
import { renderWithKit } from './render-with-kit.js';
import { ToastRegion } from './toast-region.js';

// A toast closes by itself 8000 ms after it showed (SPEC.md section 9), each on its own clock.

let toaster: Toaster | undefined;

/** Hands the test the toaster, as the app's parts that show toasts have it. */
function Toaster() {
  toaster = useToasts();
  return null;
}

function show(text: string) {
  act(() => {
    if (toaster === undefined) throw new Error('no toaster');
    toaster.show('info', text);
  });
}

function pass(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  toaster = undefined;
  renderWithKit(
    <ToastProvider>
      <Toaster />
      <ToastRegion />
    </ToastProvider>,
  );
});
afterEach(() => {
  vi.useRealTimers();
});

const toast = (text: string) => screen.queryByText(text);

describe('a toast', () => {
  it('stays for 8000 ms and closes by itself then', () => {
    show('Bonus activated');
    pass(7_999);
    expect(toast('Bonus activated')).not.toBeNull();
    pass(1);
    expect(toast('Bonus activated')).toBeNull();
  });

  it('keeps its own 8000 ms when another shows after it', () => {
    show('First');
    pass(3_000);
    show('Second');
    pass(5_000);
    expect(toast('First')).toBeNull();
    expect(toast('Second')).not.toBeNull();
    pass(2_999);
    expect(toast('Second')).not.toBeNull();
    pass(1);
    expect(toast('Second')).toBeNull();
  });
});
