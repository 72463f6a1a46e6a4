import { inspect } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, startMockUpstreams, type MockUpstreams } from '@casino/mock-world';
import { TEST_NOW } from '@casino/mock-world/testing';
import { UPSTREAM_NAMES, type UpstreamName } from '../../src/config.js';
import {
  createUpstreamHttpClient,
  type UpstreamHttpClient,
} from '../../src/upstreams/http-client.js';

// For the typed clients' tests: the mock world on a real socket and a fixed clock, reached
// through the same generic client the BFF uses, and tiny upstreams that answer what a test says.

export { DEMO_PASSWORD };

export type UpstreamClients = Record<UpstreamName, UpstreamHttpClient>;

/** A generic client with short timeouts and no retries, so a failure shows at once. */
export function testHttpClient(name: UpstreamName, baseUrl: string): UpstreamHttpClient {
  return createUpstreamHttpClient({
    name,
    baseUrl,
    timeoutMs: 2_000,
    retryDelayMs: { initial: 1, max: 5 },
    policy: { retries: 0 },
  });
}

export interface MockWorld {
  mock: MockUpstreams;
  http: UpstreamClients;
  close: () => Promise<void>;
}

/** The seeded mock world with one generic client per upstream; close() ends both. */
export async function startMockWorld(): Promise<MockWorld> {
  const mock = await startMockUpstreams({ seed: 1, now: () => TEST_NOW });
  const http = Object.fromEntries(
    UPSTREAM_NAMES.map((name) => [name, testHttpClient(name, mock.urls[name])]),
  ) as UpstreamClients;
  return {
    mock,
    http,
    close: async () => {
      await Promise.all(UPSTREAM_NAMES.map((name) => http[name].close()));
      await mock.close();
    },
  };
}

export interface TinyUpstream {
  url: string;
  app: FastifyInstance;
  /** A generic client of the named upstream pointed at it, closed with it. */
  http: UpstreamHttpClient;
  /** The headers of every request, in order. */
  seen: { url: string; headers: Record<string, string | string[] | undefined> }[];
  close: () => Promise<void>;
}

/** A throwaway upstream whose routes the test writes (wrong shapes, odd statuses). */
export async function startTinyUpstream(
  name: UpstreamName,
  routes: (app: FastifyInstance) => void,
): Promise<TinyUpstream> {
  const app = Fastify();
  const seen: TinyUpstream['seen'] = [];
  app.addHook('onRequest', (request, _reply, done) => {
    seen.push({ url: request.url, headers: { ...request.headers } });
    done();
  });
  routes(app);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const http = testHttpClient(name, url);
  return {
    url,
    app,
    http,
    seen,
    close: async () => {
      await http.close();
      await app.close();
    },
  };
}

/** The rejection of a call that must fail. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('the call succeeded');
}

/** Everything an error could show: message, stack, fields and causes, as printed and as JSON. */
export function everythingShownBy(error: unknown): string {
  const parts = [inspect(error, { depth: 10 })];
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 10; depth += 1) {
    parts.push(current.message, current.stack ?? '', JSON.stringify(current));
    current = current.cause;
  }
  return parts.join('\n');
}
