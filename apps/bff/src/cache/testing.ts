import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

// For tests on a real Redis: each test gets keys of its own and removes them after, so that test
// files running in parallel on one server never meet.

export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A fresh prefix that fits REDIS_KEY_PREFIX's 32 characters. */
export function testKeyPrefix(): string {
  return `test:${randomBytes(8).toString('hex')}:`;
}

/**
 * A plain client with no prefix, to look at what a prefixed client wrote. It keeps reconnecting;
 * while the server is away its commands fail, which is all a test needs to hear.
 */
export function rawRedis(url: string = TEST_REDIS_URL): Redis {
  const client = new Redis(url, { maxRetriesPerRequest: 0 });
  client.on('error', () => undefined);
  return client;
}

/** Removes every key under the prefix. */
export async function deleteKeysUnder(prefix: string, url: string = TEST_REDIS_URL): Promise<void> {
  const client = rawRedis(url);
  try {
    for await (const keys of client.scanStream({ match: `${prefix}*`, count: 500 })) {
      const batch = keys as string[];
      if (batch.length > 0) await client.unlink(...batch);
    }
  } finally {
    client.disconnect();
  }
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** A promise settled from outside (Promise.withResolvers is not in Node 20). */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}
