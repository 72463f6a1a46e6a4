import { afterEach, describe, expect, it } from 'vitest';
import { REALTIME_CLOSE_CODES, REALTIME_MAX_FRAME_BYTES } from '@casino/shared';
import { RealtimeClient } from '@casino/realtime-client';
import { WebSocket } from 'ws';
import { MOCK_OPS_AUTH, sampleValue } from '../../ops/testing.js';
import { SESSION_COOKIE } from '../../sessions/session-manager.js';
import type { RunningServer } from '../../server.js';
import { qa, startTestBff } from '../../../test/support/bff.js';
import { Browser } from '../../../test/support/browser.js';
import {
  openSocket,
  refusedUpgradeStatus,
  signIn,
  type TestSocket,
} from '../../../test/support/realtime.js';

// One BFF in memory mode (no Redis): the endpoint's safety rules and its delivery. The cluster
// (two processes on one Redis) is tested in test/integration/realtime-cluster.test.ts.

const running: RunningServer[] = [];
const sockets: TestSocket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await Promise.all(running.splice(0).map((server) => server.close()));
});

const FAST = { REALTIME_EVENTS_POLL_MS: '100', REALTIME_JACKPOTS_POLL_MS: '200' };
const PLAYER = 'plain@demo.lumo.test';
const OTHER = 'vip@demo.lumo.test';

async function open(url: string, options: Parameters<typeof openSocket>[1] = {}) {
  const socket = await openSocket(url, options);
  sockets.push(socket);
  return socket;
}

describe('/ws', () => {
  it('refuses a foreign Origin before the upgrade, accepts its own and trusted ones', async () => {
    const { url } = await startTestBff(running, { TRUSTED_ORIGINS: 'https://app.lumo.test' });
    expect(await refusedUpgradeStatus(url, { origin: 'https://evil.example' })).toBe(403);
    expect(await refusedUpgradeStatus(url, { origin: 'null' })).toBe(403);
    const own = await open(url, { origin: url });
    const trusted = await open(url, { origin: 'https://app.lumo.test' });
    expect(own.ofType('READY')[0]?.data.signedIn).toBe(false);
    expect(trusted.ofType('READY')).toHaveLength(1);
  });

  it('delivers a player’s events to that player only; a guest gets the public feeds', async () => {
    const { url, server } = await startTestBff(running, FAST);
    const player = await signIn(url, PLAYER);
    const other = await signIn(url, OTHER);
    const mine = await open(url, { cookie: player.cookie });
    const theirs = await open(url, { cookie: other.cookie });
    const guest = await open(url);
    expect(mine.ofType('READY')[0]?.data.signedIn).toBe(true);
    mine.send({ type: 'RESUME', lastEventId: null });
    theirs.send({ type: 'RESUME', lastEventId: null });
    guest.send({ type: 'SUBSCRIBE', feeds: ['jackpots'], currency: 'EUR' });
    await guest.until((s) => s.ofType('JACKPOTS').length > 0, 5_000, 'JACKPOTS');
    // The poller's first pass skips what came before it: fire after one.
    await server.app.realtime.poller.eventsPolled();

    await qa(url, 'POST', `/players/${PLAYER}/events`, {
      type: 'USER_BONUS',
      data: { id: 77 },
    });
    await mine.until((s) => s.ofType('USER_BONUS').length === 1, 5_000, 'USER_BONUS');
    expect(mine.ofType('USER_BONUS')[0]?.data).toEqual({ id: 77 });
    // Delivered in the same pass: had the others been sent it, it would be here by now.
    expect(theirs.ofType('USER_BONUS')).toEqual([]);
    expect(guest.ofType('USER_BONUS')).toEqual([]);
    const jackpots = guest.ofType('JACKPOTS')[0];
    expect(jackpots?.data.currency).toBe('EUR');
    expect(jackpots?.data.jackpots.map((jackpot) => jackpot.tier)).toEqual([
      'gold',
      'silver',
      'bronze',
    ]);
    expect(mine.unreadable).toEqual([]);
  });

  it('resumes after the last event id: exactly the missed events, in order', async () => {
    const { url, server } = await startTestBff(running, FAST);
    const { poller } = server.app.realtime;
    const player = await signIn(url, PLAYER);
    const first = await open(url, { cookie: player.cookie });
    first.send({ type: 'RESUME', lastEventId: null });
    const fire = (text: string) =>
      qa(url, 'POST', `/players/${PLAYER}/events`, {
        type: 'USER_MESSAGE',
        data: { messageType: 'success', text },
      });
    // The poller's first pass skips what came before it: fire after one.
    await poller.eventsPolled();
    await fire('seen');
    await first.until((s) => s.ofType('USER_MESSAGE').length === 1, 5_000, 'the first event');
    const lastId = first.ofType('USER_MESSAGE')[0]?.id ?? 0;
    first.close();

    await fire('one');
    await fire('two');
    await fire('three');
    // Kept once the poller has read them.
    await poller.eventsPolled();

    const again = await open(url, { cookie: player.cookie });
    again.send({ type: 'RESUME', lastEventId: lastId });
    await again.until((s) => s.ofType('USER_MESSAGE').length === 3, 5_000, 'the missed events');
    const texts = again.ofType('USER_MESSAGE').map((frame) => frame.data.text);
    expect(texts).toEqual(['one', 'two', 'three']);
    const ids = again.ofType('USER_MESSAGE').map((frame) => frame.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(ids.every((id) => id > lastId)).toBe(true);
  });

  it('hands a player the feed’s position at bootstrap; a guest gets none', async () => {
    const { url } = await startTestBff(running, FAST);
    const guest = await new Browser().client(url).bootstrap.get.query();
    expect(guest.realtime).toEqual({ position: null });
    const player = await signIn(url, PLAYER);
    const first = await player.client(url).bootstrap.get.query();
    expect(first.realtime.position).toEqual(expect.any(Number));
    await qa(url, 'POST', `/players/${PLAYER}/events`, {
      type: 'USER_BONUS',
      data: { id: 1 },
    });
    // Nobody listens, so nothing is polled: the position stays where the feed was.
    const again = await player.client(url).bootstrap.get.query();
    expect(again.realtime.position).toBe(first.realtime.position);
  });

  it('delivers to a page’s first socket an event published before it opened', async () => {
    const { url, server } = await startTestBff(running, FAST);
    const { poller } = server.app.realtime;
    const player = await signIn(url, PLAYER);
    // The page loads: its bootstrap says where the player's feed stands.
    const { realtime } = await player.client(url).bootstrap.get.query();
    const position = realtime.position;
    if (position === null) throw new Error('no position for a signed-in player');
    // Another player's socket has the feed polled, so the event is published at once, to nobody
    // of this player's yet.
    const other = await open(url, { cookie: (await signIn(url, OTHER)).cookie });
    other.send({ type: 'RESUME', lastEventId: null });
    await poller.eventsPolled();
    await qa(url, 'POST', `/players/${PLAYER}/events`, {
      type: 'USER_MESSAGE',
      data: { messageType: 'success', text: 'welcome back' },
    });
    await poller.eventsPolled();

    // The socket opens after the first screen, from the page's position.
    const late = await open(url, { cookie: player.cookie });
    late.send({ type: 'RESUME', lastEventId: position });
    await late.until((s) => s.ofType('USER_MESSAGE').length === 1, 5_000, 'the earlier event');
    expect(late.ofType('USER_MESSAGE')[0]?.data.text).toBe('welcome back');
    expect(late.ofType('USER_MESSAGE')[0]?.id).toBeGreaterThan(position);
    expect(late.ofType('RESYNC')).toEqual([]);
    // Started from "now" instead, the same socket would have had nothing to catch up on.
    const fromNow = await open(url, { cookie: player.cookie });
    fromNow.send({ type: 'RESUME', lastEventId: null });
    await poller.eventsPolled();
    expect(fromNow.ofType('USER_MESSAGE')).toEqual([]);
  });

  it('keeps the events after the first bootstrap of a cluster that never polled', async () => {
    const { url } = await startTestBff(running, FAST);
    const player = await signIn(url, PLAYER);
    const { realtime } = await player.client(url).bootstrap.get.query();
    // Fired while no socket exists anywhere: the first poll would have started after it.
    await qa(url, 'POST', `/players/${PLAYER}/events`, {
      type: 'USER_FREESPINS',
      data: { number: 4 },
    });
    const socket = await open(url, { cookie: player.cookie });
    socket.send({ type: 'RESUME', lastEventId: realtime.position });
    await socket.until((s) => s.ofType('USER_FREESPINS').length === 1, 5_000, 'USER_FREESPINS');
    expect(socket.ofType('USER_FREESPINS')[0]?.data).toEqual({ number: 4 });
  });

  it('closes the sockets of the session that logs out, not the player’s other sessions', async () => {
    const { url } = await startTestBff(running, FAST);
    const browser = await signIn(url, PLAYER);
    const elsewhere = await signIn(url, PLAYER);
    const socket = await open(url, { cookie: browser.cookie });
    const second = await open(url, { cookie: browser.cookie });
    const otherSession = await open(url, { cookie: elsewhere.cookie });
    await browser.client(url).auth.logout.mutate();
    expect(await socket.closed()).toBe(REALTIME_CLOSE_CODES.loggedOut);
    expect(await second.closed()).toBe(REALTIME_CLOSE_CODES.loggedOut);
    expect(otherSession.closeCode).toBeNull();
  });

  it('answers a bad frame with an error, and closes on a frame over 64 KiB', async () => {
    const { url } = await startTestBff(running);
    const socket = await open(url);
    socket.ws.send('not json');
    socket.send({ type: 'SUBSCRIBE', feeds: ['chat'] });
    await socket.until((s) => s.ofType('ERROR').length === 2, 5_000, 'two errors');
    expect(socket.ofType('ERROR').map((frame) => frame.data.code)).toEqual([
      'bad_frame',
      'bad_frame',
    ]);
    socket.send({ type: 'RESUME', lastEventId: 3 });
    await socket.until((s) => s.ofType('ERROR').length === 3, 5_000, 'not signed in');
    expect(socket.ofType('ERROR')[2]?.data.code).toBe('not_signed_in');

    socket.ws.send('x'.repeat(REALTIME_MAX_FRAME_BYTES + 1));
    expect(await socket.closed()).toBe(REALTIME_CLOSE_CODES.tooLarge);
  });

  it('tells clients to reconnect elsewhere when it shuts down', async () => {
    const { url, server } = await startTestBff(running);
    const socket = await open(url);
    await server.close();
    expect(await socket.closed()).toBe(REALTIME_CLOSE_CODES.serviceRestart);
    expect(socket.ofType('RECONNECT')).toEqual([
      { type: 'RECONNECT', data: { reason: 'shutdown' } },
    ]);
  });

  it('serves the SPA’s client: events arrive, and coming back resumes where it left', async () => {
    const { url, server } = await startTestBff(running, FAST);
    const browser = await signIn(url, PLAYER);
    let current: WebSocket | undefined;
    const client = new RealtimeClient({
      url,
      connect: (address) => {
        current = new WebSocket(address, {
          headers: { cookie: `${SESSION_COOKIE}=${browser.cookie ?? ''}`, origin: url },
        });
        return current;
      },
      backoff: { initialMs: 50, maxMs: 200 },
    });
    const spins: number[] = [];
    client.on('USER_FREESPINS', (frame) => spins.push(frame.data.number));
    const online = () =>
      new Promise<void>((resolve) => {
        const stop = client.onStatus((status) => {
          if (status !== 'online') return;
          queueMicrotask(() => {
            stop();
          });
          resolve();
        });
      });
    try {
      client.start();
      await online();
      await server.app.realtime.poller.eventsPolled();
      const fire = (number: number) =>
        qa(url, 'POST', `/players/${PLAYER}/events`, { type: 'USER_FREESPINS', data: { number } });
      await fire(1);
      await server.app.realtime.poller.eventsPolled();
      await expect.poll(() => spins, { timeout: 5_000 }).toEqual([1]);

      // Away (a closed laptop): two events are fired meanwhile and kept.
      client.stop();
      await fire(2);
      await fire(3);
      await server.app.realtime.poller.eventsPolled();
      client.start();
      await online();
      expect(current?.readyState).toBe(WebSocket.OPEN);
      await expect.poll(() => spins, { timeout: 5_000 }).toEqual([1, 2, 3]);
    } finally {
      client.stop();
    }
  });

  it('closes a socket that stops answering PING', async () => {
    const { url } = await startTestBff(running, { REALTIME_PING_INTERVAL_MS: '1000' });
    const socket = await open(url);
    // A peer that reads but never answers: PONGs stop.
    socket.send = () => undefined;
    socket.ws.removeAllListeners('message');
    socket.ws.on('message', () => undefined);
    expect(await socket.closed(5_000)).toBe(REALTIME_CLOSE_CODES.deadPeer);
  });

  it('shows on /metrics that it leads, what its bus published and why its sockets closed', async () => {
    const { url, server } = await startTestBff(running, FAST);
    const scrape = async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: MOCK_OPS_AUTH,
      });
      expect(response.statusCode).toBe(200);
      return response.body;
    };
    const closedFor = async (reason: string) =>
      sampleValue(await scrape(), 'realtime_sockets_closed_total', { reason });

    const browser = await signIn(url, PLAYER);
    const socket = await open(url, { cookie: browser.cookie });
    const guest = await open(url);
    // A poll of the events feed is the leader's work: this instance leads (alone, no Redis).
    await server.app.realtime.poller.eventsPolled();
    const before = await scrape();
    expect(sampleValue(before, 'realtime_leader')).toBe(1);
    expect(sampleValue(before, 'ws_connections')).toBe(2);
    expect(sampleValue(before, 'realtime_sockets_closed_total', { reason: 'logout' })).toBe(0);

    await browser.client(url).auth.logout.mutate();
    expect(await socket.closed()).toBe(REALTIME_CLOSE_CODES.loggedOut);
    guest.close();
    await expect.poll(() => closedFor('logout'), { timeout: 5_000 }).toBe(1);
    await expect.poll(() => closedFor('peer'), { timeout: 5_000 }).toBe(1);
    const after = await scrape();
    expect(sampleValue(after, 'ws_connections')).toBe(0);
    // The logout went out on the bus.
    expect(sampleValue(after, 'realtime_bus_published_total')).toBeGreaterThan(
      sampleValue(before, 'realtime_bus_published_total'),
    );
    expect(sampleValue(after, 'realtime_sockets_closed_total', { reason: 'session_expired' })).toBe(
      0,
    );
  });

  it('closes a session’s sockets once it lapses, as at a logout, within a PING interval', async () => {
    let at = Date.now();
    const { url } = await startTestBff(
      running,
      { REALTIME_PING_INTERVAL_MS: '1000' },
      { clock: () => new Date(at) },
    );
    const browser = await signIn(url, PLAYER);
    const socket = await open(url, { cookie: browser.cookie });
    const guest = await open(url);
    socket.send({ type: 'RESUME', lastEventId: null });
    // Ticks go by while the session lives: nothing is closed.
    await socket.until((s) => s.ofType('PING').length >= 2, 5_000, 'two PINGs');
    expect(socket.closeCode).toBeNull();
    // Idle past the limit (30 minutes) by the product's clock.
    at += 31 * 60_000;
    expect(await socket.closed(5_000)).toBe(REALTIME_CLOSE_CODES.loggedOut);
    expect(guest.closeCode).toBeNull();
  });
});
