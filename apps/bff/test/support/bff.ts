// Starting BFFs for integration tests: a listening app on port 0 over an in-process mock world,
// a typed tRPC client, and QA's controls through the BFF's /qa.
import { createTRPCClient, httpBatchLink, httpLink, TRPCClientError } from '@trpc/client';
import { expect } from 'vitest';
import type { AppDeps } from '../../src/app.js';
import { deleteKeysUnder, TEST_REDIS_URL, testKeyPrefix } from '../../src/cache/testing.js';
import type { AppRouter } from '../../src/router.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { testConfig } from './config.js';

const usedPrefixes: string[] = [];

/** The two cache modes every data test runs in: memory only, and a real Redis. */
export const CACHE_MODES = [
  { mode: 'memory', env: (): Record<string, string> => ({}) },
  {
    mode: 'redis',
    // A prefix of its own per app, so that runs and parallel files never share entries.
    env: (): Record<string, string> => {
      const prefix = testKeyPrefix();
      usedPrefixes.push(prefix);
      return { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix };
    },
  },
] as const;

/** Removes what the tests' apps wrote to Redis (call after closing them). */
export async function forgetTestKeys(): Promise<void> {
  await Promise.all(usedPrefixes.splice(0).map((prefix) => deleteKeysUnder(prefix)));
}

export interface TestBff {
  url: string;
  server: RunningServer;
  /** Batched, as the SPA calls. */
  client: ReturnType<typeof batchClient>;
  /** One HTTP request per call. */
  unbatched: ReturnType<typeof unbatchedClient>;
}

function batchClient(url: string, headers: Record<string, string>) {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${url}/trpc`, maxURLLength: 100_000, headers })],
  });
}

function unbatchedClient(url: string, headers: Record<string, string>) {
  return createTRPCClient<AppRouter>({ links: [httpLink({ url: `${url}/trpc`, headers })] });
}

/** Clients of a running BFF that send these headers with every call. */
export function clientsOf(url: string, headers: Record<string, string> = {}) {
  return { client: batchClient(url, headers), unbatched: unbatchedClient(url, headers) };
}

export async function startTestBff(
  running: RunningServer[],
  env: Record<string, string> = {},
  deps: AppDeps = {},
): Promise<TestBff> {
  const server = await startServer(testConfig({ PORT: '0', ...env }), {
    deps,
  });
  running.push(server);
  return { url: server.url, server, ...clientsOf(server.url) };
}

/**
 * What a running BFF puts before its Redis keys and channels: REDIS_KEY_PREFIX, and in mock mode
 * its mock world's id under it (plugins/app/redis.ts).
 */
export function keyPrefixOf(server: RunningServer): string {
  const redis = server.app.redis;
  if (redis === null) throw new Error('the BFF has no Redis');
  return redis.keyPrefix;
}

/** Calls QA's controls through the BFF; answers the parsed JSON body. */
export async function qa(url: string, method: string, path: string, body?: unknown) {
  const answer = await fetch(`${url}/qa${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(answer.status).toBeLessThan(300);
  const text = await answer.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/** The mock world's calls by method and route since its last reset. */
export async function upstreamCalls(url: string): Promise<Record<string, number>> {
  const counters = (await qa(url, 'GET', '/counters')) as { byRoute: Record<string, number> };
  return counters.byRoute;
}

export async function rejectionOf(call: Promise<unknown>): Promise<TRPCClientError<AppRouter>> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof TRPCClientError)) throw new Error('expected a tRPC error');
  return error as TRPCClientError<AppRouter>;
}
