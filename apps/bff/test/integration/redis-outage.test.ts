// A real Redis outage under a running BFF: the test's own redis-server is killed while a guest
// reads the lobby and a signed-in player reads their account, then started again.
import type { ChildProcess } from 'node:child_process';
import type { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { rawRedis } from '../../src/cache/testing.js';
import { DEMO_PASSWORD } from '@casino/mock-world';
import type { RunningServer } from '../../src/server.js';
import { keyPrefixOf, startTestBff } from '../support/bff.js';
import { Browser } from '../support/browser.js';
import { freePort, startRedisServer, stop, until } from '../support/redis-server.js';

const PREFIX = 'outage:';
const running: RunningServer[] = [];
const children: ChildProcess[] = [];
const checkers: Redis[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
  for (const checker of checkers.splice(0)) checker.disconnect();
  for (const child of children.splice(0)) await stop(child);
});

function redisServer(port: number): ChildProcess {
  const child = startRedisServer(port);
  children.push(child);
  return child;
}

describe('a Redis outage', () => {
  it('keeps every call answering and the player signed in, and the cache comes back', async () => {
    const port = await freePort();
    const redisUrl = `redis://127.0.0.1:${String(port)}`;
    let server = redisServer(port);
    const checker = rawRedis(redisUrl);
    checkers.push(checker);
    await until(async () => {
      await checker.ping();
      return true;
    }, 5_000);
    const {
      url,
      client: guest,
      server: bff,
    } = await startTestBff(running, {
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: PREFIX,
      REDIS_COMMAND_TIMEOUT_MS: '200',
    });
    const prefix = keyPrefixOf(bff);
    const cacheKeys = () => checker.keys(`${prefix}cache:*`);
    const browser = new Browser();
    const player = browser.client(url);
    await player.auth.login.mutate({ email: 'plain@demo.lumo.test', password: DEMO_PASSWORD });
    const before = await guest.lobby.main.query({ lang: 'en' });
    expect(before.missing).toEqual([]);
    expect((await cacheKeys()).length).toBeGreaterThan(0);
    expect(await checker.keys(`${prefix}session:*`)).toEqual(
      expect.arrayContaining([`${prefix}session:generation`]),
    );
    // The generation, the session and its player's index of sessions.
    expect(await checker.keys(`${prefix}session:*`)).toHaveLength(3);

    await stop(server);
    for (let call = 0; call < 10; call += 1) {
      const [lobby, me, page] = await Promise.all([
        guest.lobby.main.query({ lang: 'en' }),
        player.auth.me.query(),
        guest.games.byCategory.query({ category: 'slots' }),
      ]);
      expect(lobby.carousels).toHaveLength(5);
      expect(me.player.email).toBe('plain@demo.lumo.test');
      expect(page.items).toHaveLength(15);
    }

    // Back with nothing in it: the next reads write their entries to Redis again.
    server = redisServer(port);
    const started = Date.now();
    await until(async () => {
      await guest.games.byCategory.query({ category: 'live' });
      await guest.content.faq.query({ lang: 'de' });
      return (await cacheKeys()).length > 0;
    }, 5_000);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await player.auth.me.query()).player.email).toBe('plain@demo.lumo.test');
  });
});
