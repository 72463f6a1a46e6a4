import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SKIP_WAITING_MESSAGE,
  startUpdateFlow,
  UPDATE_CHECK_INTERVAL_MS,
  UPDATE_CHECK_MIN_GAP_MS,
  type ContainerLike,
  type RegistrationLike,
  type UpdateFlowOptions,
  type WorkerLike,
} from './update-flow.js';

class FakeWorker extends EventTarget implements WorkerLike {
  state = 'installing';
  readonly messages: unknown[] = [];
  postMessage(message: unknown): void {
    this.messages.push(message);
  }
  moveTo(state: string): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget implements RegistrationLike {
  waiting: WorkerLike | null = null;
  installing: WorkerLike | null = null;
  readonly update = vi.fn(() => Promise.resolve());
  /** The browser found a new worker and installs it. */
  find(worker: FakeWorker): void {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget implements ContainerLike {
  controller: unknown;
  readonly registration = new FakeRegistration();
  readonly register = vi.fn(() => Promise.resolve(this.registration));
  constructor(controlled: boolean) {
    super();
    this.controller = controlled ? {} : null;
  }
  takeOver(): void {
    this.controller = {};
    this.dispatchEvent(new Event('controllerchange'));
  }
}

class FakeDocument extends EventTarget {
  visibilityState = 'visible';
  show(state: 'visible' | 'hidden'): void {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

function setUp(controlled = true) {
  const container = new FakeContainer(controlled);
  const options = {
    container,
    window: new EventTarget(),
    document: new FakeDocument(),
    onUpdateReady: vi.fn(),
    reload: vi.fn(),
    now: () => Date.now(),
  } satisfies UpdateFlowOptions;
  return { ...options, registration: container.registration };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the update flow', () => {
  it('registers /sw.js for the whole origin, its script never from the HTTP cache', async () => {
    const world = setUp();
    await startUpdateFlow(world);
    expect(world.container.register).toHaveBeenCalledWith('/sw.js', {
      scope: '/',
      updateViaCache: 'none',
    });
  });

  it('waiting worker → prompt → skipWaiting → one reload once the new worker controls the page', async () => {
    const world = setUp();
    const flow = await startUpdateFlow(world);
    const next = new FakeWorker();
    world.registration.find(next);
    expect(world.onUpdateReady).not.toHaveBeenCalled();
    next.moveTo('installed');
    expect(world.onUpdateReady).toHaveBeenCalledTimes(1);
    // Nothing happens until the player says yes: no automatic reload.
    expect(next.messages).toEqual([]);
    expect(world.reload).not.toHaveBeenCalled();

    flow.applyUpdate();
    expect(next.messages).toEqual([SKIP_WAITING_MESSAGE]);
    expect(world.reload).not.toHaveBeenCalled();
    world.container.takeOver();
    expect(world.reload).toHaveBeenCalledTimes(1);
    // A second controller change (another update, a second yes) never reloads again.
    world.container.takeOver();
    flow.applyUpdate();
    expect(world.reload).toHaveBeenCalledTimes(1);
  });

  it('offers a worker already waiting when the page starts', async () => {
    const world = setUp();
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    world.registration.waiting = waiting;
    const flow = await startUpdateFlow(world);
    expect(world.onUpdateReady).toHaveBeenCalledTimes(1);
    flow.applyUpdate();
    expect(waiting.messages).toEqual([SKIP_WAITING_MESSAGE]);
  });

  it('offers nothing for the first install, whose worker claims the page', async () => {
    const world = setUp(false);
    await startUpdateFlow(world);
    const first = new FakeWorker();
    world.registration.find(first);
    first.moveTo('installed');
    world.container.takeOver();
    expect(world.onUpdateReady).not.toHaveBeenCalled();
    expect(world.reload).not.toHaveBeenCalled();
  });

  it('after another tab’s yes, offers a reload and reloads only when asked', async () => {
    const world = setUp();
    const flow = await startUpdateFlow(world);
    world.container.takeOver();
    expect(world.onUpdateReady).toHaveBeenCalledTimes(1);
    expect(world.reload).not.toHaveBeenCalled();
    flow.applyUpdate();
    expect(world.reload).toHaveBeenCalledTimes(1);
  });

  it('checks on an interval, when the network returns and when the app is in front again', async () => {
    const world = setUp();
    const flow = await startUpdateFlow(world);
    expect(world.registration.update).not.toHaveBeenCalled();
    // The first foreground event checks at once.
    world.document.show('visible');
    expect(world.registration.update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(world.registration.update).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(UPDATE_CHECK_MIN_GAP_MS);
    world.window.dispatchEvent(new Event('online'));
    expect(world.registration.update).toHaveBeenCalledTimes(3);

    vi.advanceTimersByTime(UPDATE_CHECK_MIN_GAP_MS);
    world.document.show('hidden');
    expect(world.registration.update).toHaveBeenCalledTimes(3);
    world.document.show('visible');
    expect(world.registration.update).toHaveBeenCalledTimes(4);

    // Within a minute of the last check, events ask nothing more.
    world.document.show('hidden');
    world.document.show('visible');
    world.window.dispatchEvent(new Event('online'));
    expect(world.registration.update).toHaveBeenCalledTimes(4);

    flow.stop();
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS * 2);
    world.window.dispatchEvent(new Event('online'));
    expect(world.registration.update).toHaveBeenCalledTimes(4);
  });

  it('survives a failed check (offline): the next one runs', async () => {
    const world = setUp();
    world.registration.update.mockImplementationOnce(() =>
      Promise.reject(new TypeError('offline')),
    );
    await startUpdateFlow(world);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(world.registration.update).toHaveBeenCalledTimes(2);
  });

  it('rejects when the worker cannot be registered', async () => {
    const world = setUp();
    world.container.register.mockImplementationOnce(() =>
      Promise.reject(new Error('SecurityError')),
    );
    await expect(startUpdateFlow(world)).rejects.toThrow('SecurityError');
  });
});
