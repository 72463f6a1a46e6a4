import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PostLoginDeposit } from './post-login-deposit.js';

// The deposit modal after a login: once a tab's session, not on the quiet pages, not while a
// sign-in modal or a statusSignUp wish waits, re-armed by a logout.

interface Mocks {
  player: { id: number } | null;
  status: 'pending' | 'success';
  queue: { name: string }[];
  open: ReturnType<typeof vi.fn<(name: string) => boolean>>;
}

const mocks: Mocks = vi.hoisted(() => ({
  player: null,
  status: 'success' as const,
  queue: [],
  open: vi.fn<(name: string) => boolean>(() => true),
}));

vi.mock('../../../lib/session.js', () => ({
  useSession: () => ({ player: mocks.player, status: mocks.status }),
}));
vi.mock('../../../lib/modals.js', () => ({
  useModals: () => ({ queue: mocks.queue, open: mocks.open }),
}));

const SHOWN = 'depositModalShown';

function renderAt(pathname: string) {
  // A new element each time, so that a rerender renders again with the mocks as they are now.
  const ui = () => (
    <MemoryRouter initialEntries={[pathname]}>
      <PostLoginDeposit />
    </MemoryRouter>
  );
  const result = render(ui());
  return {
    ...result,
    rerender: () => {
      result.rerender(ui());
    },
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  mocks.player = null;
  mocks.status = 'success';
  mocks.queue = [];
  sessionStorage.clear();
  localStorage.clear();
});

describe('PostLoginDeposit', () => {
  it('opens DEPOSIT once a player is here, and marks the session', () => {
    mocks.player = { id: 7 };
    const view = renderAt('/games/slots');
    expect(mocks.open).toHaveBeenCalledExactlyOnceWith('DEPOSIT');
    expect(sessionStorage.getItem(SHOWN)).toBe('true');
    mocks.queue = [];
    view.rerender();
    expect(mocks.open).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a guest, or before the session is known', () => {
    renderAt('/');
    mocks.status = 'pending';
    mocks.player = { id: 7 };
    renderAt('/');
    expect(mocks.open).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(SHOWN)).toBeNull();
  });

  it('stays shut once shown in this session', () => {
    sessionStorage.setItem(SHOWN, 'true');
    mocks.player = { id: 7 };
    renderAt('/');
    expect(mocks.open).not.toHaveBeenCalled();
  });

  it('waits on an info page and on the provider’s way back', () => {
    mocks.player = { id: 7 };
    renderAt('/info_pages/terms');
    renderAt('/de/deposit-return/m-1');
    expect(mocks.open).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(SHOWN)).toBeNull();
  });

  it('waits for the sign-in modals and a statusSignUp wish', () => {
    mocks.player = { id: 7 };
    mocks.queue = [{ name: 'THANK_FOR_REGISTRATION_MODAL' }];
    renderAt('/');
    mocks.queue = [];
    localStorage.setItem('statusSignUp', '{"kind":"deposit"}');
    renderAt('/');
    expect(mocks.open).not.toHaveBeenCalled();
  });

  it('counts a deposit already on screen as shown', () => {
    mocks.player = { id: 7 };
    mocks.queue = [{ name: 'DEPOSIT_CRYPTO' }];
    renderAt('/');
    expect(mocks.open).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(SHOWN)).toBe('true');
  });

  it('is re-armed by a logout', () => {
    sessionStorage.setItem(SHOWN, 'true');
    mocks.player = { id: 7 };
    const view = renderAt('/');
    mocks.player = null;
    view.rerender();
    expect(sessionStorage.getItem(SHOWN)).toBeNull();
  });
});
