// The login rate limit end to end: a real tRPC client against a listening BFF, with the counters
// in memory, in a real Redis shared by two instances, and with Redis down or going away.
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it } from 'vitest';
import {
  deleteKeysUnder,
  rawRedis,
  TEST_REDIS_URL,
  testKeyPrefix,
} from '../../src/cache/testing.js';
import { DEMO_PASSWORD } from '@casino/mock-world';
import { redisKeyPrefix } from '../../src/plugins/app/redis.js';
import type { AppRouter } from '../../src/router.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { freePort, startRedisServer, stop, until } from '../support/redis-server.js';
import { testConfig } from '../support/config.js';

const PLAYER = 'plain@demo.lumo.test';
const WRONG = 'Wrong#Pass1';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function bff(env: Record<string, string> = {}): Promise<RunningServer> {
  const server = await startServer(testConfig({ PORT: '0', ...env }));
  cleanups.push(() => server.close());
  return server;
}

/** A typed client that also keeps each answer's Retry-After header. */
function trpcClient(url: string) {
  const retryAfter: (string | null)[] = [];
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${url}/trpc`,
        fetch: async (url, init) => {
          const answer = await fetch(url as string, init);
          retryAfter.push(answer.headers.get('retry-after'));
          return answer;
        },
      }),
    ],
  });
  return { client, retryAfter };
}

/** The tRPC code a login fails with ('OK' when it succeeds). */
async function loginOutcome(
  { client }: ReturnType<typeof trpcClient>,
  password: string,
): Promise<string> {
  try {
    await client.auth.login.mutate({ email: PLAYER, password });
    return 'OK';
  } catch (error) {
    if (!(error instanceof TRPCClientError)) throw error;
    return (error as TRPCClientError<AppRouter>).data?.code ?? 'NO_CODE';
  }
}

/** Five wrong passwords answered as such, then the sixth refused with a Retry-After. */
async function expectSixthRefused(
  clients: ReturnType<typeof trpcClient>[],
  alreadyMade = 0,
): Promise<void> {
  for (let attempt = alreadyMade; attempt < 5; attempt += 1) {
    const client = clients[attempt % clients.length];
    if (client === undefined) throw new Error('no client');
    expect(await loginOutcome(client, WRONG)).toBe('UNAUTHORIZED');
  }
  const last = clients[0];
  if (last === undefined) throw new Error('no client');
  expect(await loginOutcome(last, WRONG)).toBe('TOO_MANY_REQUESTS');
  const seconds = Number(last.retryAfter.at(-1));
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
}

/** Polls `check` until it holds, failing after `timeoutMs`. */
describe('the 6th wrong password for one account within a minute gets 429', () => {
  it('with the counters in memory (no REDIS_URL)', async () => {
    const server = await bff();
    expect(server.app.redis).toBeNull();
    await expectSixthRefused([trpcClient(server.url)]);
  });

  it('with the counters in Redis, shared by two instances', async () => {
    const prefix = testKeyPrefix();
    cleanups.push(() => deleteKeysUnder(prefix));
    const world = await bff();
    const env = {
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      MOCK_UPSTREAMS_URL: world.app.mockWorld?.url ?? '',
    };
    const [first, second] = [await bff(env), await bff(env)];
    expect(first.app.redis?.isReady()).toBe(true);

    await expectSixthRefused([trpcClient(first.url), trpcClient(second.url)]);

    const redis = rawRedis();
    cleanups.push(() => redis.quit());
    const worldPrefix = redisKeyPrefix(prefix, world.app.mockWorld);
    const keys = await redis.keys(`${worldPrefix}rate-limit:login:*`);
    expect(keys.some((key) => key.startsWith(`${worldPrefix}rate-limit:login:account:`))).toBe(
      true,
    );
    // Accounts are counted under a digest, never under the email address.
    expect(keys.some((key) => key.includes(PLAYER))).toBe(false);
  });

  it('with Redis down (nothing listening at REDIS_URL)', async () => {
    const port = await freePort();
    const server = await bff({ REDIS_URL: `redis://127.0.0.1:${String(port)}` });
    expect(server.app.redis?.isReady()).toBe(false);
    await expectSixthRefused([trpcClient(server.url)]);
  });

  it('when Redis goes away in the middle of a window, counting on in memory from where it was', async () => {
    const port = await freePort();
    const redisServer = startRedisServer(port);
    cleanups.push(() => stop(redisServer));
    const url = `redis://127.0.0.1:${String(port)}`;
    const checker = rawRedis(url);
    cleanups.push(() => {
      checker.disconnect();
      return Promise.resolve();
    });
    await until(async () => {
      await checker.ping();
      return true;
    }, 5_000);

    const server = await bff({ REDIS_URL: url });
    const client = trpcClient(server.url);
    expect(await loginOutcome(client, WRONG)).toBe('UNAUTHORIZED');
    expect(await checker.keys('*rate-limit:login:account:*')).toHaveLength(1);

    await stop(redisServer);
    await until(() => Promise.resolve(server.app.redis?.isReady() === false), 5_000);
    // The attempt Redis counted still counts: four more, and the sixth is refused.
    await expectSixthRefused([client], 1);
  });

  it('and a right password after a few wrong ones clears the count, in Redis', async () => {
    const prefix = testKeyPrefix();
    cleanups.push(() => deleteKeysUnder(prefix));
    const server = await bff({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix });
    const client = trpcClient(server.url);
    for (let attempt = 0; attempt < 4; attempt += 1) await loginOutcome(client, WRONG);
    expect(await loginOutcome(client, DEMO_PASSWORD)).toBe('OK');
    await expectSixthRefused([client]);
  });
});
