import type { ModalName } from '@casino/shared';
import { act, render, waitFor } from '@testing-library/react';
import { lazy, useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  rememberWaitingAction,
  type WaitingActionKind,
  type WaitingActionProps,
} from '../lib/waiting-action.js';
import { WaitingActionHost } from './waiting-action-host.js';

// statusSignUp: the wish runs once, only for a player, only once no auth modal is open or waiting.

const state: { player: unknown; queue: { name: ModalName }[] } = vi.hoisted(() => ({
  player: null,
  queue: [],
}));

vi.mock('../lib/session.js', () => ({
  useSession: () => ({ player: state.player, status: 'success' }),
}));
vi.mock('../lib/modals.js', () => ({
  useModals: () => ({ queue: state.queue }),
}));

const ran = vi.fn();

function PlayRunner({ action, onDone }: WaitingActionProps<'play_game'>) {
  useEffect(() => {
    ran(action);
    onDone();
  }, [action, onDone]);
  return null;
}

const RUNNERS: Parameters<typeof WaitingActionHost>[0]['runners'] = new Map<
  WaitingActionKind,
  never
>([['play_game', lazy(() => Promise.resolve({ default: PlayRunner })) as never]]);

beforeEach(() => {
  state.player = null;
  state.queue = [];
  ran.mockClear();
  window.localStorage.clear();
});
afterEach(() => {
  window.localStorage.clear();
});

const stored = () => window.localStorage.getItem('statusSignUp');

describe('WaitingActionHost', () => {
  it('keeps the wish while the visitor is a guest', async () => {
    rememberWaitingAction({ kind: 'play_game', gameId: 42 });
    render(<WaitingActionHost runners={RUNNERS} />);
    await act(() => Promise.resolve());
    expect(ran).not.toHaveBeenCalled();
    expect(stored()).toBe('{"kind":"play_game","gameId":42}');
  });

  it('waits for the sign-up modals to close, then runs the wish once and forgets it', async () => {
    rememberWaitingAction({ kind: 'play_game', gameId: 42 });
    state.player = { id: 1 };
    state.queue = [{ name: 'THANK_FOR_REGISTRATION_MODAL' }];
    const view = render(<WaitingActionHost runners={RUNNERS} />);
    await act(() => Promise.resolve());
    expect(ran).not.toHaveBeenCalled();

    state.queue = [{ name: 'SEARCH' }];
    view.rerender(<WaitingActionHost runners={RUNNERS} />);
    await waitFor(() => {
      expect(ran).toHaveBeenCalledWith({ kind: 'play_game', gameId: 42 });
    });
    expect(stored()).toBeNull();
    view.rerender(<WaitingActionHost runners={RUNNERS} />);
    await act(() => Promise.resolve());
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('drops a malformed wish and one no feature runs', async () => {
    state.player = { id: 1 };
    window.localStorage.setItem('statusSignUp', '{"kind":"play_game","gameId":"x"}');
    const view = render(<WaitingActionHost runners={RUNNERS} />);
    await waitFor(() => {
      expect(stored()).toBeNull();
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    rememberWaitingAction({ kind: 'deposit' });
    view.rerender(<WaitingActionHost runners={new Map(RUNNERS)} />);
    await waitFor(() => {
      expect(stored()).toBeNull();
    });
    expect(warn).toHaveBeenCalledWith('no feature runs the waiting action deposit');
    expect(ran).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
