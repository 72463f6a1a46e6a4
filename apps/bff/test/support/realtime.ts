// A websocket client of the BFF's /ws for tests: it keeps every frame it is sent, parsed with
// the shared schemas, and waits for the ones a test expects.
import { once } from 'node:events';
import {
  type ClientFrame,
  type ServerFrame,
  REALTIME_PATH,
  parseServerFrame,
} from '@casino/shared';
import { WebSocket } from 'ws';
import { SESSION_COOKIE } from '../../src/sessions/session-manager.js';
import { DEMO_PASSWORD } from '@casino/mock-world';
import { Browser } from './browser.js';

export interface SocketOptions {
  /** The signed session cookie's value; a guest without it. */
  cookie?: string | null;
  /** The Origin header; none unless given (as a server-side client sends). */
  origin?: string;
}

export class TestSocket {
  readonly ws: WebSocket;
  readonly frames: ServerFrame[] = [];
  /** Frames that did not parse (there should be none). */
  readonly unreadable: string[] = [];
  closeCode: number | null = null;
  readonly #waiters = new Set<() => void>();

  constructor(ws: WebSocket) {
    this.ws = ws;
    ws.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      const frame = parseServerFrame(text);
      if (frame === undefined) this.unreadable.push(text);
      else {
        this.frames.push(frame);
        if (frame.type === 'PING') this.send({ type: 'PONG' });
      }
      for (const wake of [...this.#waiters]) wake();
    });
    ws.on('close', (code: number) => {
      this.closeCode = code;
      for (const wake of [...this.#waiters]) wake();
    });
  }

  send(frame: ClientFrame | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(frame));
  }

  /** Frames of one type, in arrival order. */
  ofType<T extends ServerFrame['type']>(type: T): Extract<ServerFrame, { type: T }>[] {
    return this.frames.filter(
      (frame): frame is Extract<ServerFrame, { type: T }> => frame.type === type,
    );
  }

  /** Resolves when `check` holds on what arrived, failing after `timeoutMs`. */
  async until(
    check: (socket: TestSocket) => boolean,
    timeoutMs = 5_000,
    what = 'a frame',
  ): Promise<void> {
    if (check(this)) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiters.delete(wake);
        reject(
          new Error(
            `no ${what} within ${String(timeoutMs)} ms; got ${JSON.stringify(this.frames)}`,
          ),
        );
      }, timeoutMs);
      const wake = () => {
        if (!check(this)) return;
        clearTimeout(timer);
        this.#waiters.delete(wake);
        resolve();
      };
      this.#waiters.add(wake);
    });
  }

  /** Waits for the socket to close; answers its close code. */
  async closed(timeoutMs = 5_000): Promise<number> {
    await this.until((socket) => socket.closeCode !== null, timeoutMs, 'close');
    return this.closeCode ?? 0;
  }

  close(): void {
    this.ws.terminate();
  }
}

export function wsUrl(httpUrl: string): string {
  return `${httpUrl.replace(/^http/, 'ws')}${REALTIME_PATH}`;
}

/** Opens /ws and waits for READY. */
export async function openSocket(
  httpUrl: string,
  options: SocketOptions = {},
): Promise<TestSocket> {
  const headers: Record<string, string> = {};
  if (options.cookie != null) headers.cookie = `${SESSION_COOKIE}=${options.cookie}`;
  if (options.origin !== undefined) headers.origin = options.origin;
  const socket = new TestSocket(new WebSocket(wsUrl(httpUrl), { headers }));
  await once(socket.ws, 'open');
  await socket.until((s) => s.frames.some((frame) => frame.type === 'READY'), 5_000, 'READY');
  return socket;
}

/** The HTTP status of an upgrade the server refuses (the socket never opens). */
export async function refusedUpgradeStatus(
  httpUrl: string,
  options: SocketOptions = {},
): Promise<number> {
  const headers: Record<string, string> = {};
  if (options.cookie != null) headers.cookie = `${SESSION_COOKIE}=${options.cookie}`;
  if (options.origin !== undefined) headers.origin = options.origin;
  const ws = new WebSocket(wsUrl(httpUrl), { headers });
  ws.on('error', () => undefined);
  const [, response] = (await once(ws, 'unexpected-response')) as [unknown, { statusCode: number }];
  ws.terminate();
  return response.statusCode;
}

/** Signs a demo player in through the BFF; answers the browser holding the session cookie. */
export async function signIn(httpUrl: string, email: string): Promise<Browser> {
  const browser = new Browser();
  await browser.client(httpUrl).auth.login.mutate({ email, password: DEMO_PASSWORD });
  if (browser.cookie === null) throw new Error('no session cookie after login');
  return browser;
}
