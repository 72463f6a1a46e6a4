// The browser's install prompt behind one abstraction (docs/decisions/036-pwa.md).
// beforeinstallprompt is Chromium's alone and not in any standard: the event is kept when it
// comes (its mini-infobar held back, so that only the install page asks) and `promptInstall`
// shows it; every other browser reads as "no prompt", and the pages show their instructions.
// The installed state is the display mode (standalone or fullscreen: opened from the home
// screen) or Safari's navigator.standalone, and appinstalled for an install made just now.

/** Chromium's BeforeInstallPromptEvent, which the DOM's types leave out. */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export function isInstallPromptEvent(event: Event): event is InstallPromptEvent {
  return (
    typeof (event as Partial<InstallPromptEvent>).prompt === 'function' &&
    (event as Partial<InstallPromptEvent>).userChoice instanceof Promise
  );
}

export interface InstallState {
  /** The browser's prompt is in hand: an Install button can show it. */
  canPrompt: boolean;
  /** Installed on this device: this page runs as the app, or the app was installed just now. */
  installed: boolean;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

/** What the state is read from: the window's parts, so that the tests hand it fakes. */
export interface InstallEnvironment extends EventTarget {
  matchMedia: (query: string) => Pick<MediaQueryList, 'matches'> & EventTarget;
  navigator: object;
}

const DISPLAY_MODES = ['(display-mode: standalone)', '(display-mode: fullscreen)'];

/** Whether the page runs as the installed app (SPEC.md section 4: installed state tracked). */
export function isRunningInstalled(environment: InstallEnvironment): boolean {
  if (DISPLAY_MODES.some((query) => environment.matchMedia(query).matches)) return true;
  // Safari on iOS: a page opened from the home screen.
  return (environment.navigator as { standalone?: unknown }).standalone === true;
}

export interface InstallPrompt {
  state: () => InstallState;
  subscribe: (listener: () => void) => () => void;
  /** Shows the browser's prompt; the prompt can be used once, so it is dropped either way. */
  promptInstall: () => Promise<InstallOutcome>;
  stop: () => void;
}

/** Starts listening for the prompt and for the installed state on `environment`. */
export function createInstallPrompt(environment: InstallEnvironment): InstallPrompt {
  let captured: InstallPromptEvent | null = null;
  let installedNow = false;
  let state: InstallState = { canPrompt: false, installed: isRunningInstalled(environment) };
  const listeners = new Set<() => void>();

  function update(): void {
    const next: InstallState = {
      canPrompt: captured !== null,
      installed: installedNow || isRunningInstalled(environment),
    };
    if (next.canPrompt === state.canPrompt && next.installed === state.installed) return;
    state = next;
    for (const listener of listeners) listener();
  }

  const onPrompt = (event: Event) => {
    if (!isInstallPromptEvent(event)) return;
    event.preventDefault();
    captured = event;
    update();
  };
  const onInstalled = () => {
    captured = null;
    installedNow = true;
    update();
  };
  environment.addEventListener('beforeinstallprompt', onPrompt);
  environment.addEventListener('appinstalled', onInstalled);
  const modes = DISPLAY_MODES.map((query) => environment.matchMedia(query));
  for (const mode of modes) mode.addEventListener('change', update);

  return {
    state: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    promptInstall: async () => {
      const event = captured;
      if (event === null) return 'unavailable';
      captured = null;
      update();
      await event.prompt();
      const { outcome } = await event.userChoice;
      if (outcome === 'accepted') {
        installedNow = true;
        update();
      }
      return outcome;
    },
    stop: () => {
      environment.removeEventListener('beforeinstallprompt', onPrompt);
      environment.removeEventListener('appinstalled', onInstalled);
      for (const mode of modes) mode.removeEventListener('change', update);
      listeners.clear();
    },
  };
}

// Which instructions a device needs: iOS adds web apps only from the Share menu (Safari, and
// Chrome or Edge from iOS 16.4), other platforms through the browser's prompt or menu. Beside the
// prompt in one module: the footer and the install pages load both, as one chunk.

export type InstallPlatform = 'ios' | 'android' | 'desktop';
export type IosBrowser = 'safari' | 'chrome' | 'edge';

interface NavigatorParts {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
}

export function installPlatformOf(navigator: NavigatorParts): InstallPlatform {
  const { userAgent } = navigator;
  // iPadOS 13+ says it is a Mac; a Mac with a touch screen is an iPad.
  if (
    /iPad|iPhone|iPod/.test(userAgent) ||
    (navigator.platform === 'MacIntel' && (navigator.maxTouchPoints ?? 0) > 1)
  )
    return 'ios';
  if (userAgent.includes('Android')) return 'android';
  return 'desktop';
}

export function iosBrowserOf(userAgent: string): IosBrowser {
  if (userAgent.includes('CriOS/')) return 'chrome';
  if (userAgent.includes('EdgiOS/')) return 'edge';
  return 'safari';
}
