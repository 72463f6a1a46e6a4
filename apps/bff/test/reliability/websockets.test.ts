// Promise 8: dead peers are dropped within a PING interval plus the PONG wait, a frame over
// 64 KiB closes with 1009, one client's flood is throttled, malformed frames crash nothing, and
// a slow consumer's buffer stays bounded while the others are served.
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import {
  REALTIME_CLIENT_FRAME_BURST,
  REALTIME_CLOSE_CODES,
  REALTIME_MAX_FRAME_BYTES,
  parseClientFrame,
} from '@casino/shared';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { playerChannel } from '../../src/realtime/channels.js';
import type { RunningServer } from '../../src/server.js';
import { startTestBff } from '../support/bff.js';
import { DEMO, TEST_RATE_LIMITS } from '../support/players.js';
import { openSocket, signIn, type TestSocket, wsUrl } from '../support/realtime.js';
import { closeAll, prototypePolluted } from './support/abuse.js';
import { figure, scale } from './support/index.js';

const running: RunningServer[] = [];
const sockets: TestSocket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await closeAll(running);
});

const PING_MS = 1_000;
/** How late a busy event loop may run a timer. */
const TIMER_SLACK_MS = 250;

async function bff() {
  return startTestBff(running, { REALTIME_PING_INTERVAL_MS: String(PING_MS) });
}

async function open(url: string, cookie?: string): Promise<TestSocket> {
  const socket = await openSocket(url, { cookie });
  sockets.push(socket);
  return socket;
}

async function healthy(url: string): Promise<boolean> {
  return (await fetch(`${url}/healthz`)).status === 200;
}

const badFrames = (socket: TestSocket) =>
  socket.ofType('ERROR').filter((frame) => frame.data.code === 'bad_frame').length;

describe('websockets under abuse', () => {
  it(
    'drops a dead peer within a PING interval plus the PONG wait',
    async () => {
      const { url, server } = await bff();
      const rounds = scale(3, 10);
      let worst = 0;
      for (let round = 0; round < rounds; round += 1) {
        // A peer that never answers PING: a bare socket that ignores every frame.
        const ws = new WebSocket(wsUrl(url));
        ws.on('message', () => undefined);
        await once(ws, 'open');
        const opened = performance.now();
        const [code] = (await once(ws, 'close')) as [number];
        worst = Math.max(worst, performance.now() - opened);
        expect([REALTIME_CLOSE_CODES.deadPeer, 1006]).toContain(code);
      }
      await expect.poll(() => server.app.realtime.hub.size()).toBe(0);
      // A peer silent since its last frame is closed at the second PING tick after it: within a
      // PING interval plus the PONG wait (one more interval), and a timer's lateness.
      const target = 2 * PING_MS + TIMER_SLACK_MS;
      figure('ws dead peer dropped after (worst)', worst, 'ms', `<= ${String(target)} ms`);
      expect(worst).toBeLessThanOrEqual(target);
    },
    scale(15_000, 60_000),
  );

  it('closes a frame of 64 KiB + 1 byte with 1009, and reads one of exactly 64 KiB', async () => {
    const { url } = await bff();
    const fits = await open(url);
    fits.ws.send('x'.repeat(REALTIME_MAX_FRAME_BYTES));
    await fits.until((socket) => badFrames(socket) === 1, 5_000, 'bad_frame');
    expect(fits.closeCode).toBeNull();

    const over = await open(url);
    over.ws.send('x'.repeat(REALTIME_MAX_FRAME_BYTES + 1));
    expect(await over.closed()).toBe(REALTIME_CLOSE_CODES.tooLarge);
    figure('ws frame over limit closed with', REALTIME_CLOSE_CODES.tooLarge, 'code', '1009');
    expect(await healthy(url)).toBe(true);
  });

  it("throttles one client's flood and closes it, while another is answered at once", async () => {
    const { url } = await bff();
    const flooder = await open(url);
    const bystander = await open(url);
    const sent = 10_000;
    const started = performance.now();
    for (let index = 0; index < sent; index += 1) flooder.ws.send(`not json ${String(index)}`);
    expect(await flooder.closed(10_000)).toBe(REALTIME_CLOSE_CODES.flood);
    const seconds = (performance.now() - started) / 1000;
    const answered = badFrames(flooder);
    // The budget: the burst, plus what refills while the flood lasts.
    expect(answered).toBeLessThanOrEqual(REALTIME_CLIENT_FRAME_BURST + Math.ceil(20 * seconds) + 1);

    const asked = performance.now();
    bystander.ws.send('not json either');
    await bystander.until((socket) => badFrames(socket) === 1, 2_000, 'the bystander’s answer');
    const bystanderMs = performance.now() - asked;
    expect(bystander.closeCode).toBeNull();
    figure(
      'ws flood frames handled',
      `${String(answered)} of ${String(sent)}`,
      'frames',
      '<= burst 40 + 20/s',
    );
    figure('ws bystander answered during flood in', bystanderMs, 'ms', '< 2000 ms');
    expect(await healthy(url)).toBe(true);
  });

  it('answers 10,000 malformed frames, each with a bad_frame error, and crashes nothing', async () => {
    // No PING in the run: a PONG would take a frame from the budget.
    const { url, server } = await startTestBff(running, { REALTIME_PING_INTERVAL_MS: '60000' });
    // Frames that are no client frame: any text, JSON of any shape, hostile keys, binary.
    const frameArbitrary = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
      fc.constantFrom(
        '{"__proto__":{"polluted":true}}',
        '{"type":"SUBSCRIBE","feeds":["jackpots"],"currency":"XXX"}',
        '{"type":"RESUME","lastEventId":-1}',
        '{"constructor":{"prototype":{"polluted":true}},"type":"RESUME"}',
        `[${'['.repeat(500)}${']'.repeat(500)}]`,
        '\u0000\uFFFF',
      ),
    );
    const frames = fc
      .sample(
        frameArbitrary.filter((text) => parseClientFrame(text) === undefined),
        {
          numRuns: 10_000,
          seed: 19,
        },
      )
      .slice(0, 10_000);
    expect(frames).toHaveLength(10_000);
    // Each socket sends a burst's worth (its budget), so every frame is read and answered.
    const perSocket = REALTIME_CLIENT_FRAME_BURST;
    const started = performance.now();
    for (let offset = 0; offset < frames.length; offset += perSocket * 25) {
      const batch = frames.slice(offset, offset + perSocket * 25);
      await Promise.all(
        Array.from({ length: Math.ceil(batch.length / perSocket) }, async (_, index) => {
          const socket = await openSocket(url);
          try {
            const mine = batch.slice(index * perSocket, (index + 1) * perSocket);
            for (const [position, text] of mine.entries()) {
              if (position % 10 === 0) socket.ws.send(Buffer.from(text), { binary: true });
              else socket.ws.send(text);
            }
            await socket.until((s) => badFrames(s) === mine.length, 10_000, 'every answer');
            expect(socket.closeCode).toBeNull();
          } finally {
            socket.close();
          }
        }),
      );
    }
    const seconds = (performance.now() - started) / 1000;
    expect(await healthy(url)).toBe(true);
    expect(prototypePolluted(['polluted'])).toBe(false);
    await expect.poll(() => server.app.realtime.hub.size()).toBe(0);
    figure('ws malformed frames answered', frames.length, 'frames', '10000 with no crash');
    figure('ws malformed frames took', seconds, 's', 'bounded');
  });

  it("bounds a slow consumer's send buffer and closes it, while another player gets every event", async () => {
    const { url, server } = await startTestBff(running, {
      ...TEST_RATE_LIMITS,
      REALTIME_PING_INTERVAL_MS: '60000',
    });
    // The server's side of each socket, to read how much waits to be written to it.
    const serverSockets: WebSocket[] = [];
    server.app.websocketServer.on('connection', (socket: WebSocket) => {
      serverSockets.push(socket);
    });
    const slowBrowser = await signIn(url, DEMO.plain.email);
    const fastBrowser = await signIn(url, DEMO.vip.email);
    const slow = await open(url, slowBrowser.cookie ?? undefined);
    const fast = await open(url, fastBrowser.cookie ?? undefined);
    slow.send({ type: 'RESUME', lastEventId: null });
    fast.send({ type: 'RESUME', lastEventId: null });
    const slowServerSide = serverSockets[0];
    if (slowServerSide === undefined) throw new Error('no server-side socket');
    // The slow reader: its client stops reading the connection (the kernel's buffers fill).
    const rawSocket = (slow.ws as unknown as { _socket: { pause: () => void } })._socket;
    rawSocket.pause();

    const text = 'x'.repeat(16 * 1024);
    const events = scale(1_500, 4_000);
    let worstBuffered = 0;
    const { bus } = server.app.realtime;
    for (let id = 1; id <= events; id += 1) {
      const frame = { id, type: 'USER_MESSAGE', data: { messageType: 'other', text } };
      await bus.publish(playerChannel(DEMO.plain.id), { kind: 'event', frame });
      await bus.publish(playerChannel(DEMO.vip.id), { kind: 'event', frame });
      worstBuffered = Math.max(worstBuffered, slowServerSide.bufferedAmount);
      if (id % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    await fast.until(
      (socket) => socket.ofType('USER_MESSAGE').length === events,
      20_000,
      'every event',
    );
    expect(slowServerSide.readyState).toBe(WebSocket.CLOSED);
    const bound = 1024 * 1024 + text.length + 200;
    figure('ws slow consumer buffer peak', worstBuffered / 1024, 'KiB', '<= 1 MiB + one frame');
    figure(
      'ws events to the reading player',
      `${String(events)} of ${String(events)}`,
      'events',
      'all',
    );
    expect(worstBuffered).toBeLessThanOrEqual(bound);
    expect(await healthy(url)).toBe(true);
  });
});
