import {
  isFromPanel,
  parseGamificationPanelMessage,
  type GamificationHostMessage,
  type GamificationPanelMessage,
} from '@casino/shared';

// The app's end of the gamification panel's protocol (packages/shared/gamification.ts): messages
// go to the panel's exact origin only, and a message is taken only when it comes from that origin
// AND from the panel's own window, and parses. Anything else (another frame, another tab, a
// script of another origin, a malformed message) is ignored.

/** The origin of an http(s) URL (the panel's), or null for anything else. */
export function httpOriginOf(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
}

export interface MessageTarget {
  addEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
  removeEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
}

export interface PanelWindow {
  postMessage: (message: GamificationHostMessage, targetOrigin: string) => void;
}

export interface GamificationPanelHostOptions {
  /** The app's window, where the panel's messages arrive. */
  host: MessageTarget;
  /** The panel's origin, exactly (scheme, host and port). */
  panelOrigin: string;
  /** The panel's window now; null before the frame exists. */
  panelWindow: () => PanelWindow | null;
  onMessage: (message: GamificationPanelMessage) => void;
}

export interface GamificationPanelHost {
  /** Sends to the panel, at its exact origin; false when there is no panel to send to. */
  post: (message: GamificationHostMessage) => boolean;
  /** Stops listening; nothing is sent or taken afterwards. */
  dispose: () => void;
}

export function createGamificationPanelHost({
  host,
  panelOrigin,
  panelWindow,
  onMessage,
}: GamificationPanelHostOptions): GamificationPanelHost {
  let open = true;
  const listener = (event: MessageEvent) => {
    if (!open) return;
    if (!isFromPanel(event, { origin: panelOrigin, window: panelWindow() })) return;
    const message = parseGamificationPanelMessage(event.data);
    if (message !== undefined) onMessage(message);
  };
  host.addEventListener('message', listener);
  return {
    post: (message) => {
      const target = open ? panelWindow() : null;
      if (target === null) return false;
      target.postMessage(message, panelOrigin);
      return true;
    },
    dispose: () => {
      open = false;
      host.removeEventListener('message', listener);
    },
  };
}
