import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, vi } from 'vitest';
import { z } from 'zod';
import {
  createUpstreamHttpClient,
  type UpstreamHttpClient,
  type UpstreamHttpClientOptions,
} from '../../src/upstreams/http-client.js';
import { UpstreamError } from '../../src/upstreams/upstream-error.js';

// For the generic HTTP client's tests: small Fastify upstreams that answer what a test says, and
// clients of them without retries and with short backoffs, all closed after each test.

export const itemSchema = z.object({ id: z.number() });

/** A promise with its resolve, for routes that hold until the test lets them go. */
export function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

export interface TestUpstream {
  app: FastifyInstance;
  url: string;
  hits: Map<string, number>;
}

export async function upstreamErrorOf(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

/**
 * Test upstreams and clients for one test file; what a test pushes on `cleanups` runs after it
 * too, last first, and the real timers come back.
 */
export function useTestUpstreams() {
  const cleanups: (() => Promise<void> | void)[] = [];

  afterEach(async () => {
    vi.useRealTimers();
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function startUpstream(routes: (app: FastifyInstance) => void): Promise<TestUpstream> {
    const app = Fastify();
    const hits = new Map<string, number>();
    app.addHook('onRequest', (request, _reply, done) => {
      const key = `${request.method} ${request.url.split('?')[0] ?? ''}`;
      hits.set(key, (hits.get(key) ?? 0) + 1);
      done();
    });
    routes(app);
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    cleanups.push(() => app.close());
    return { app, url, hits };
  }

  function client(
    url: string,
    options: Partial<UpstreamHttpClientOptions> = {},
  ): UpstreamHttpClient {
    const created = createUpstreamHttpClient({
      name: 'casino',
      baseUrl: url,
      timeoutMs: 1000,
      retryDelayMs: { initial: 1, max: 5 },
      ...options,
      policy: { retries: 0, ...options.policy },
    });
    // Registered after the server, so it closes first.
    cleanups.push(() => created.close());
    return created;
  }

  return { cleanups, startUpstream, client };
}
