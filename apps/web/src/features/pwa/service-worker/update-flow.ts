import { SERVICE_WORKER_PATH } from '@casino/shared';

// The service worker's update flow (docs/decisions/036-pwa.md). A new version never reloads a page
// by itself: the worker waits (skipWaiting off) and the page offers to reload into it; on the
// player's yes the waiting worker is told to take over, and once it controls the page the page
// reloads, once. A check for a new version runs on an interval, when the network returns and when
// the app comes back to the foreground.

/** How often an open page asks the BFF for a new worker. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1_000;
/** An online or foreground event within this of the last check asks nothing. */
export const UPDATE_CHECK_MIN_GAP_MS = 60 * 1_000;
/** What Workbox's generated worker takes as "activate now" (vite-plugin-pwa, prompt mode). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

/** The parts of the browser's objects the flow uses: the tests hand it fakes. */
export interface WorkerLike extends EventTarget {
  readonly state: string;
  postMessage: (message: unknown) => void;
}

export interface RegistrationLike extends EventTarget {
  readonly waiting: WorkerLike | null;
  readonly installing: WorkerLike | null;
  update: () => Promise<unknown>;
}

export interface ContainerLike extends EventTarget {
  readonly controller: unknown;
  register: (url: string, options: RegistrationOptions) => Promise<RegistrationLike>;
}

export interface UpdateFlowOptions {
  container: ContainerLike;
  /** The window: its online event. */
  window: EventTarget;
  /** The document: its visibilitychange event and state. */
  document: EventTarget & { readonly visibilityState: string };
  /** A new version is ready: show the prompt. */
  onUpdateReady: () => void;
  /** Reloads the page into the new version (counted as the page's one reload). */
  reload: () => void;
  now?: () => number;
}

export interface UpdateFlow {
  /** The player's yes: the waiting worker takes over, then the page reloads once. */
  applyUpdate: () => void;
  stop: () => void;
}

/** Registers the worker and follows its updates; rejects when the worker cannot be registered. */
export async function startUpdateFlow(options: UpdateFlowOptions): Promise<UpdateFlow> {
  const { container, onUpdateReady, reload } = options;
  const now = options.now ?? Date.now;
  // A page that had no worker yet gets one that claims it: that is no new version to offer.
  const hadController = container.controller !== null && container.controller !== undefined;
  const registration = await container.register(SERVICE_WORKER_PATH, {
    scope: '/',
    updateViaCache: 'none',
  });

  let waiting: WorkerLike | null = null;
  /** Another tab's yes activated the new worker: this page runs the old build under it. */
  let takenOverElsewhere = false;
  let accepted = false;
  let reloaded = false;
  // The registration has just checked; the first online or foreground event checks all the same.
  let lastCheck = Number.NEGATIVE_INFINITY;
  const cleanups: (() => void)[] = [];

  function listen(target: EventTarget, type: string, listener: () => void): void {
    target.addEventListener(type, listener);
    cleanups.push(() => {
      target.removeEventListener(type, listener);
    });
  }

  function ready(worker: WorkerLike): void {
    if (waiting === worker) return;
    waiting = worker;
    onUpdateReady();
  }

  function followInstalling(worker: WorkerLike | null): void {
    if (worker === null) return;
    listen(worker, 'statechange', () => {
      if (worker.state === 'installed' && container.controller) ready(worker);
    });
  }

  function reloadOnce(): void {
    if (reloaded) return;
    reloaded = true;
    reload();
  }

  function check(force: boolean): void {
    if (!force && now() - lastCheck < UPDATE_CHECK_MIN_GAP_MS) return;
    lastCheck = now();
    // Offline or a BFF away: the next check tries again.
    registration.update().catch(() => undefined);
  }

  if (registration.waiting !== null && container.controller) ready(registration.waiting);
  followInstalling(registration.installing);
  listen(registration, 'updatefound', () => {
    followInstalling(registration.installing);
  });
  listen(container, 'controllerchange', () => {
    if (accepted) {
      reloadOnce();
    } else if (hadController && !takenOverElsewhere) {
      takenOverElsewhere = true;
      onUpdateReady();
    }
  });
  listen(options.window, 'online', () => {
    check(false);
  });
  listen(options.document, 'visibilitychange', () => {
    if (options.document.visibilityState === 'visible') check(false);
  });
  const interval = setInterval(() => {
    check(true);
  }, UPDATE_CHECK_INTERVAL_MS);
  cleanups.push(() => {
    clearInterval(interval);
  });

  return {
    applyUpdate: () => {
      if (waiting !== null && !takenOverElsewhere) {
        accepted = true;
        waiting.postMessage(SKIP_WAITING_MESSAGE);
      } else if (takenOverElsewhere) {
        reloadOnce();
      }
    },
    stop: () => {
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}
