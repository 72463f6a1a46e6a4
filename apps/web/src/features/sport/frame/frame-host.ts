import {
  parseSportFrameMessage,
  type SportFrameMessage,
  type SportHostMessage,
} from '@casino/shared';

// The app's end of the sportsbook frame's protocol (packages/shared/sport-frame.ts): messages go
// to the frame's exact origin only, and a message is taken only when it comes from that origin
// AND from the frame's own window, and parses. Anything else (another frame, another tab, a
// script of another origin, a malformed message) is ignored.

/** The part of a window the host needs: where messages arrive. */
export interface MessageTarget {
  addEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
  removeEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
}

/** The part of the frame's window the host needs: where messages go. */
export interface FrameWindow {
  postMessage: (message: SportHostMessage, targetOrigin: string) => void;
}

export interface SportFrameHostOptions {
  /** The app's window, where the frame's messages arrive. */
  host: MessageTarget;
  /** The sportsbook's origin, exactly (scheme, host and port). */
  frameOrigin: string;
  /** The frame's window now; null before the frame exists. */
  frameWindow: () => FrameWindow | null;
  onMessage: (message: SportFrameMessage) => void;
}

export interface SportFrameHost {
  /** Sends to the frame, at its exact origin; false when there is no frame to send to. */
  post: (message: SportHostMessage) => boolean;
  /** Stops listening; nothing is sent or taken afterwards. */
  dispose: () => void;
}

/** The origin of the sportsbook's URL, or null when it is not an http(s) URL. */
export function frameOriginOf(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
}

export function createSportFrameHost({
  host,
  frameOrigin,
  frameWindow,
  onMessage,
}: SportFrameHostOptions): SportFrameHost {
  let open = true;
  const listener = (event: MessageEvent) => {
    if (!open || event.origin !== frameOrigin) return;
    const source = frameWindow();
    if (source === null || event.source !== source) return;
    const message = parseSportFrameMessage(event.data);
    if (message !== undefined) onMessage(message);
  };
  host.addEventListener('message', listener);
  return {
    post: (message) => {
      const target = open ? frameWindow() : null;
      if (target === null) return false;
      target.postMessage(message, frameOrigin);
      return true;
    },
    dispose: () => {
      open = false;
      host.removeEventListener('message', listener);
    },
  };
}
