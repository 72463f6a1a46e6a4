import type { ModalName } from '@casino/shared';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ModalProvider, useModals, type ModalManager } from '../lib/modals.js';
import { ModalHost } from './modal-host.js';

// SPEC.md section 8: a modal render error is logged and the modal closed; the queue goes on, so
// the modal waiting behind it shows next. The real manager and host, over a registry of two
// stand-in modals: SEARCH (priority 50) throws while it renders, LOGIN (priority 1) waits.

const failing = vi.hoisted(() => ({ renders: 0, throws: true }));

vi.mock('../lib/session.js', () => ({
  useSession: () => ({ player: null, status: 'success', bootstrap: undefined }),
}));
vi.mock('./modal-registry.js', () => {
  function Search() {
    failing.renders += 1;
    if (failing.throws) throw new Error('the search modal broke');
    return <div role="dialog" aria-label="Search" />;
  }
  function Login() {
    return <div role="dialog" aria-label="Log in" />;
  }
  return {
    MODAL_REGISTRY: new Map<ModalName, unknown>([
      ['SEARCH', Search],
      ['LOGIN', Login],
    ]),
  };
});

const REGISTERED: ReadonlySet<ModalName> = new Set(['SEARCH', 'LOGIN']);
let manager: ModalManager | undefined;
let logged: MockInstance<typeof console.error>;

/** Hands the test the manager, as the app's parts that open modals have it. */
function Manager() {
  manager = useModals();
  return null;
}

function renderHost() {
  render(
    <ModalProvider registered={REGISTERED}>
      <Manager />
      <ModalHost />
    </ModalProvider>,
  );
  return (): ModalManager => {
    if (manager === undefined) throw new Error('no modal manager');
    return manager;
  };
}

beforeEach(() => {
  failing.renders = 0;
  failing.throws = true;
  manager = undefined;
  // React reports the caught error too; the test reads the host's own line among them.
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  logged.mockRestore();
  window.localStorage.clear();
});

const hostLine = () =>
  logged.mock.calls.find(([first]) => first === 'modal SEARCH failed') as unknown[] | undefined;

describe('a modal that throws while it renders', () => {
  it('is logged and closed, and the modal queued behind it shows', async () => {
    const modals = renderHost();
    await act(async () => {
      modals().open('LOGIN');
      modals().open('SEARCH');
      await Promise.resolve();
    });

    expect(failing.renders).toBeGreaterThan(0);
    expect(hostLine()?.[1]).toEqual(new Error('the search modal broke'));
    expect(modals().queue.map((request) => request.name)).toEqual(['LOGIN']);
    expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Log in' })).not.toBeNull();
  });

  it('leaves nothing on screen when no modal waits, and opens again once it renders', async () => {
    const modals = renderHost();
    await act(async () => {
      modals().open('SEARCH');
      await Promise.resolve();
    });
    expect(hostLine()).toBeDefined();
    expect(modals().active).toBeUndefined();
    expect(screen.queryByRole('dialog')).toBeNull();

    // The failure belonged to that opening: the next one starts clean.
    failing.throws = false;
    await act(async () => {
      modals().open('SEARCH');
      await Promise.resolve();
    });
    expect(screen.getByRole('dialog', { name: 'Search' })).not.toBeNull();
  });
});
