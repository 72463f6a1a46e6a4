import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteKeysUnder, TEST_REDIS_URL, testKeyPrefix } from '../../src/cache/testing.js';
import type { RunningServer } from '../../src/server.js';
import type { Browser } from '../support/browser.js';
import { qa, startTestBff, type TestBff } from '../support/bff.js';
import { TEST_RATE_LIMITS } from '../support/players.js';
import { openSocket, signIn, type TestSocket } from '../support/realtime.js';

// A BFF in mock mode started again on the Redis it used before, as a developer's or a QA stack's
// BFF is: its in-process mock world starts afresh (new players, event ids from the start, another
// port) while Redis still holds what the BFF kept of the last one. Nothing of the old world may
// reach the new one's pages (docs/decisions/043-mock-world-keys.md).

const prefix = testKeyPrefix();
const PLAYER = 'plain@demo.lumo.test';
const ENV = {
  ...TEST_RATE_LIMITS,
  REDIS_URL: TEST_REDIS_URL,
  REDIS_KEY_PREFIX: prefix,
  REALTIME_EVENTS_POLL_MS: '100',
};

const running: RunningServer[] = [];
const sockets: TestSocket[] = [];

afterAll(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await Promise.all(running.splice(0).map((server) => server.close()));
  await deleteKeysUnder(prefix);
});

function originOfWorld(bff: TestBff): string {
  const world = bff.server.app.mockWorld;
  if (world === null) throw new Error('no mock world');
  return new URL(world.url).origin;
}

/** A signed-in player's live socket, once the poller has read the players' events feed. */
async function playerSocket(bff: TestBff) {
  const player = await signIn(bff.url, PLAYER);
  const socket = await openSocket(bff.url, { cookie: player.cookie });
  sockets.push(socket);
  socket.send({ type: 'RESUME', lastEventId: null });
  // The poller's first pass skips what came before it: fire after one.
  await bff.server.app.realtime.poller.eventsPolled();
  return { player, socket };
}

function sendMessage(bff: TestBff, text: string) {
  return qa(bff.url, 'POST', `/players/${PLAYER}/events`, {
    type: 'USER_MESSAGE',
    data: { messageType: 'other', text },
  });
}

const messages = (socket: TestSocket) =>
  socket.ofType('USER_MESSAGE').map((frame) => frame.data.text);

let oldOrigin: string;
let oldPlayer: Browser;
let second: TestBff;

beforeAll(async () => {
  const first = await startTestBff(running, ENV);
  oldOrigin = originOfWorld(first);
  const before = await playerSocket(first);
  oldPlayer = before.player;
  // The old world's feed moves on: its cursor and the player's stream pass the ids the new
  // world starts with.
  const sent = ['one', 'two', 'three', 'four', 'five'];
  for (const text of sent) await sendMessage(first, text);
  await before.socket.until((s) => messages(s).length === sent.length, 5_000, 'five messages');
  // What a page of the old world read: its footer, cached with the licence image on its origin.
  const footer = await first.client.content.footer.query({ lang: 'en' });
  expect(footer.licence.image.startsWith(`${oldOrigin}/`)).toBe(true);
  before.socket.close();
  await first.server.close();

  second = await startTestBff(running, ENV);
  expect(originOfWorld(second)).not.toBe(oldOrigin);
}, 60_000);

describe('a BFF started again with a new mock world on the same Redis', () => {
  it('delivers a message QA sends to a signed-in player', async () => {
    const { socket } = await playerSocket(second);
    await sendMessage(second, 'after the restart');
    await socket.until(
      (s) => messages(s).includes('after the restart'),
      5_000,
      'the message sent after the restart',
    );
    expect(messages(socket)).toEqual(['after the restart']);
  });

  it('serves the new world’s footer, with no image of the old origin', async () => {
    const footer = await second.client.content.footer.query({ lang: 'en' });
    expect(JSON.stringify(footer)).not.toContain(oldOrigin);
    expect(footer.licence.image.startsWith(`${originOfWorld(second)}/`)).toBe(true);
  });

  it('treats a session of the old world as a guest', async () => {
    // Its player was the old world's: the session is gone and the page is a guest's.
    const boot = await oldPlayer.client(second.url).bootstrap.get.query();
    expect(boot.player).toBeNull();
  });
});
