import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissLimitsModal } from './limits-dismissal.js';
import { LimitsWatcher } from './limits-watcher.js';

// The watcher opens the limits prompt when the BFF says it is due, after the sign-up's thank-you,
// again when the app closed it, never once the player dismissed it; the review reminder likewise.

interface Mocks {
  data: { promptDue: boolean; reviewDue: boolean } | undefined;
  active: { name: string } | undefined;
  queue: { name: string }[];
  open: ReturnType<typeof vi.fn<(name: string) => boolean>>;
}

const mocks: Mocks = vi.hoisted(() => ({
  data: undefined,
  active: undefined,
  queue: [],
  open: vi.fn<(name: string) => boolean>(() => true),
}));

vi.mock('../api/limits.js', () => ({ usePlayerLimits: () => ({ data: mocks.data }) }));
vi.mock('./reality-check-watcher.js', () => ({ RealityCheckWatcher: () => null }));
vi.mock('../../../lib/modals.js', () => ({
  useModals: () => ({ active: mocks.active, queue: mocks.queue, open: mocks.open }),
}));

function renderWatcher() {
  const result = render(<LimitsWatcher />);
  return () => {
    result.rerender(<LimitsWatcher />);
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  mocks.data = undefined;
  mocks.active = undefined;
  mocks.queue = [];
});

describe('LimitsWatcher', () => {
  it('opens nothing while the limits are unknown or nothing is due', () => {
    const rerender = renderWatcher();
    mocks.data = { promptDue: false, reviewDue: false };
    rerender();
    expect(mocks.open).not.toHaveBeenCalled();
  });

  it('waits for the thank-you, then opens the prompt', () => {
    mocks.data = { promptDue: true, reviewDue: false };
    mocks.active = { name: 'THANK_FOR_REGISTRATION_MODAL' };
    mocks.queue = [mocks.active];
    const rerender = renderWatcher();
    expect(mocks.open).not.toHaveBeenCalled();
    mocks.active = { name: 'DEPOSIT' };
    mocks.queue = [mocks.active];
    rerender();
    expect(mocks.open).toHaveBeenCalledExactlyOnceWith('LIMITS_PROMPT');
  });

  it('does not open it twice while it is queued, and again once the app closed it', () => {
    mocks.data = { promptDue: true, reviewDue: false };
    const rerender = renderWatcher();
    expect(mocks.open).toHaveBeenCalledTimes(1);
    mocks.active = { name: 'LIMITS_PROMPT' };
    mocks.queue = [mocks.active];
    rerender();
    expect(mocks.open).toHaveBeenCalledTimes(1);
    mocks.active = undefined;
    mocks.queue = [];
    rerender();
    expect(mocks.open).toHaveBeenCalledTimes(2);
  });

  it('opens the review reminder when due, and neither once dismissed', () => {
    mocks.data = { promptDue: false, reviewDue: true };
    renderWatcher();
    expect(mocks.open).toHaveBeenCalledExactlyOnceWith('LIMITS_REVIEW');
    vi.clearAllMocks();
    dismissLimitsModal('LIMITS_REVIEW');
    renderWatcher();
    expect(mocks.open).not.toHaveBeenCalled();
  });
});
