import {
  SPORT_FRAME_HEIGHT,
  SPORT_FRAME_READY,
  SPORT_FRAME_ROUTE,
  SPORT_HOST_NAVIGATE,
  SPORT_HOST_SESSION,
  type SportFrameMessage,
} from '@casino/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  createSportFrameHost,
  frameOriginOf,
  type FrameWindow,
  type MessageTarget,
} from './frame-host.js';

const FRAME_ORIGIN = 'http://127.0.0.1:41234';

/** A window that delivers what is dispatched to it to its message listeners. */
function fakeHostWindow() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const host: MessageTarget = {
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const deliver = (event: { origin: string; source: unknown; data: unknown }) => {
    for (const listener of listeners) listener(event as MessageEvent);
  };
  return { host, deliver, listeners };
}

function fakeFrameWindow() {
  const postMessage = vi.fn<FrameWindow['postMessage']>();
  return { postMessage } satisfies FrameWindow;
}

function setUp() {
  const { host, deliver, listeners } = fakeHostWindow();
  const frame = fakeFrameWindow();
  const received: SportFrameMessage[] = [];
  const sportHost = createSportFrameHost({
    host,
    frameOrigin: FRAME_ORIGIN,
    frameWindow: () => frame,
    onMessage: (message) => received.push(message),
  });
  return { deliver, listeners, frame, received, sportHost };
}

describe('createSportFrameHost', () => {
  it('takes a parsed message from the frame’s origin and window', () => {
    const { deliver, frame, received } = setUp();
    deliver({ origin: FRAME_ORIGIN, source: frame, data: { type: SPORT_FRAME_READY } });
    deliver({
      origin: FRAME_ORIGIN,
      source: frame,
      data: { type: SPORT_FRAME_ROUTE, path: '/football' },
    });
    expect(received).toEqual([
      { type: SPORT_FRAME_READY },
      { type: SPORT_FRAME_ROUTE, path: '/football' },
    ]);
  });

  it('ignores a message from a foreign origin, even from the frame’s window', () => {
    const { deliver, frame, received } = setUp();
    for (const origin of [
      'http://evil.example',
      'http://127.0.0.1:41235',
      'null',
      'https://127.0.0.1:41234',
    ]) {
      deliver({ origin, source: frame, data: { type: SPORT_FRAME_READY } });
    }
    expect(received).toEqual([]);
  });

  it('ignores a message of the right origin from another window', () => {
    const { deliver, received } = setUp();
    deliver({ origin: FRAME_ORIGIN, source: fakeFrameWindow(), data: { type: SPORT_FRAME_READY } });
    deliver({ origin: FRAME_ORIGIN, source: null, data: { type: SPORT_FRAME_READY } });
    expect(received).toEqual([]);
  });

  it('ignores what does not parse, and everything before the frame exists', () => {
    const { host, deliver } = fakeHostWindow();
    const frame = fakeFrameWindow();
    let current: FrameWindow | null = null;
    const received: SportFrameMessage[] = [];
    createSportFrameHost({
      host,
      frameOrigin: FRAME_ORIGIN,
      frameWindow: () => current,
      onMessage: (message) => received.push(message),
    });
    deliver({ origin: FRAME_ORIGIN, source: frame, data: { type: SPORT_FRAME_READY } });
    current = frame;
    deliver({
      origin: FRAME_ORIGIN,
      source: frame,
      data: { type: SPORT_FRAME_HEIGHT, height: -5 },
    });
    deliver({ origin: FRAME_ORIGIN, source: frame, data: { type: 'lumo-sport:eval', code: '1' } });
    deliver({ origin: FRAME_ORIGIN, source: frame, data: '{"type":"lumo-sport:ready"}' });
    expect(received).toEqual([]);
    deliver({
      origin: FRAME_ORIGIN,
      source: frame,
      data: { type: SPORT_FRAME_HEIGHT, height: 900 },
    });
    expect(received).toEqual([{ type: SPORT_FRAME_HEIGHT, height: 900 }]);
  });

  it('posts to the frame’s exact origin, never "*"', () => {
    const { frame, sportHost } = setUp();
    expect(sportHost.post({ type: SPORT_HOST_NAVIGATE, path: '/tennis' })).toBe(true);
    sportHost.post({ type: SPORT_HOST_SESSION, token: 't', language: 'de' });
    expect(frame.postMessage.mock.calls).toEqual([
      [{ type: SPORT_HOST_NAVIGATE, path: '/tennis' }, FRAME_ORIGIN],
      [{ type: SPORT_HOST_SESSION, token: 't', language: 'de' }, FRAME_ORIGIN],
    ]);
  });

  it('after dispose neither listens nor posts', () => {
    const { deliver, listeners, frame, received, sportHost } = setUp();
    sportHost.dispose();
    expect(listeners.size).toBe(0);
    deliver({ origin: FRAME_ORIGIN, source: frame, data: { type: SPORT_FRAME_READY } });
    expect(received).toEqual([]);
    expect(sportHost.post({ type: SPORT_HOST_NAVIGATE, path: '/' })).toBe(false);
    expect(frame.postMessage).not.toHaveBeenCalled();
  });
});

describe('frameOriginOf', () => {
  it('is the origin of an http(s) URL, else null', () => {
    expect(frameOriginOf('http://127.0.0.1:41234/pages/sportsbook')).toBe(FRAME_ORIGIN);
    expect(frameOriginOf('https://sb.example/embed?x=1')).toBe('https://sb.example');
    expect(frameOriginOf('javascript:alert(1)')).toBeNull();
    expect(frameOriginOf('/pages/sportsbook')).toBeNull();
  });
});
