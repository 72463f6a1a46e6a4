import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { deferred, deleteKeysUnder, TEST_REDIS_URL, testKeyPrefix } from '../cache/testing.js';
import { DomainError } from '../errors.js';
import {
  createIdempotency,
  fallbackRecordStore,
  idempotencyRecordKey,
  memoryRecordStore,
  redisRecordStore,
  type IdempotencyRecordStore,
} from './idempotency.js';

const answerSchema = z.object({ transactionId: z.number(), amount: z.number() });

const OPTIONS = { resultTtlMs: 60_000, pendingTtlMs: 5_000, waitMs: 2_000, pollMs: 5 };

function call(
  run: () => Promise<z.output<typeof answerSchema>>,
  overrides: { scope?: string; key?: string; request?: unknown } = {},
) {
  return {
    scope: overrides.scope ?? 'player:1:payments.deposit',
    key: overrides.key ?? 'key-0001',
    request: overrides.request ?? { amount: 50, method: 'visa' },
    output: answerSchema,
    run,
  };
}

function counted(answer = { transactionId: 7, amount: 50 }) {
  return vi.fn(() => Promise.resolve(answer));
}

const prefixes: string[] = [];
const clients: Redis[] = [];

function redisStore(prefix: string): IdempotencyRecordStore {
  const client = new Redis(TEST_REDIS_URL, { keyPrefix: prefix, maxRetriesPerRequest: 0 });
  clients.push(client);
  return redisRecordStore(client);
}

afterAll(async () => {
  clients.splice(0).forEach((client) => {
    client.disconnect();
  });
  await Promise.all(prefixes.splice(0).map((prefix) => deleteKeysUnder(prefix)));
});

const STORES = [
  { name: 'memory', make: () => memoryRecordStore() },
  {
    name: 'redis',
    make: () => {
      const prefix = testKeyPrefix();
      prefixes.push(prefix);
      return redisStore(prefix);
    },
  },
] as const;

describe.each(STORES)('idempotency over the $name store', ({ make }) => {
  it('runs a request once and answers a retry with the first answer', async () => {
    const idempotency = createIdempotency({ store: make(), ...OPTIONS });
    const run = counted();
    const first = await idempotency.execute(call(run));
    const second = await idempotency.execute(call(run));
    expect(run).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
  });

  it('runs concurrent duplicates once', async () => {
    const idempotency = createIdempotency({ store: make(), ...OPTIONS });
    const gate = deferred<undefined>();
    const run = vi.fn(async () => {
      await gate.promise;
      return { transactionId: 9, amount: 50 };
    });
    const answers = Promise.all([1, 2, 3, 4, 5].map(() => idempotency.execute(call(run))));
    gate.resolve(undefined);
    expect(await answers).toEqual(Array(5).fill({ transactionId: 9, amount: 50 }));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('keeps scopes apart: the same key of another player or operation is another request', async () => {
    const idempotency = createIdempotency({ store: make(), ...OPTIONS });
    const mine = counted({ transactionId: 1, amount: 50 });
    const theirs = counted({ transactionId: 2, amount: 50 });
    const other = counted({ transactionId: 3, amount: 50 });
    expect(await idempotency.execute(call(mine))).toEqual({ transactionId: 1, amount: 50 });
    expect(await idempotency.execute(call(theirs, { scope: 'player:2:payments.deposit' }))).toEqual(
      { transactionId: 2, amount: 50 },
    );
    expect(await idempotency.execute(call(other, { scope: 'player:1:payments.withdraw' }))).toEqual(
      { transactionId: 3, amount: 50 },
    );
    expect([mine, theirs, other].map((run) => run.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it('refuses the same key with other details, and changes nothing', async () => {
    const idempotency = createIdempotency({ store: make(), ...OPTIONS });
    const run = counted();
    await idempotency.execute(call(run));
    const changed = idempotency.execute(call(run, { request: { amount: 500, method: 'visa' } }));
    await expect(changed).rejects.toMatchObject({
      code: 'idempotency_key_reused',
      messageKey: 'errors.idempotencyKeyReused',
    });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('treats key order in the details as the same request', async () => {
    const idempotency = createIdempotency({ store: make(), ...OPTIONS });
    const run = counted();
    await idempotency.execute(call(run, { request: { amount: 50, method: 'visa' } }));
    await idempotency.execute(call(run, { request: { method: 'visa', amount: 50 } }));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('answers a retry of a refused request with the same domain error', async () => {
    const idempotency = createIdempotency({ store: make(), ...OPTIONS });
    const run = vi.fn(() =>
      Promise.reject(
        new DomainError({
          code: 'not_enough_money',
          status: 'UNPROCESSABLE_CONTENT',
          messageKey: 'errors.amountMax',
          values: { max: '100,00 €' },
        }),
      ),
    );
    const expected = { code: 'not_enough_money', values: { max: '100,00 €' } };
    await expect(idempotency.execute(call(run))).rejects.toMatchObject(expected);
    const retry = idempotency.execute(call(run));
    await expect(retry).rejects.toBeInstanceOf(DomainError);
    await expect(retry).rejects.toMatchObject(expected);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('lets a retry run again after a failure that says nothing (timeout, outage)', async () => {
    const idempotency = createIdempotency({ store: make(), ...OPTIONS });
    const run = vi
      .fn<() => Promise<z.output<typeof answerSchema>>>()
      .mockRejectedValueOnce(new Error('upstream timed out'))
      .mockResolvedValueOnce({ transactionId: 4, amount: 50 });
    await expect(idempotency.execute(call(run))).rejects.toThrow('upstream timed out');
    expect(await idempotency.execute(call(run))).toEqual({ transactionId: 4, amount: 50 });
    expect(run).toHaveBeenCalledTimes(2);
  });
});

describe('idempotency across instances on one Redis', () => {
  it('a duplicate on another instance waits for the first and gets its answer', async () => {
    const prefix = testKeyPrefix();
    prefixes.push(prefix);
    const a = createIdempotency({ store: redisStore(prefix), ...OPTIONS });
    const b = createIdempotency({ store: redisStore(prefix), ...OPTIONS });
    const gate = deferred<undefined>();
    const run = vi.fn(async () => {
      await gate.promise;
      return { transactionId: 11, amount: 50 };
    });
    const first = a.execute(call(run));
    // b sees the claim while a is still working, and polls until a's answer is stored.
    await vi.waitFor(async () => {
      const raw = await clients[clients.length - 1]?.get(
        idempotencyRecordKey('player:1:payments.deposit', 'key-0001'),
      );
      expect(raw).toContain('pending');
    });
    const second = b.execute(call(run));
    gate.resolve(undefined);
    expect(await Promise.all([first, second])).toEqual([
      { transactionId: 11, amount: 50 },
      { transactionId: 11, amount: 50 },
    ]);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a duplicate gives up with requestInProgress when the first outlasts the wait', async () => {
    const prefix = testKeyPrefix();
    prefixes.push(prefix);
    const a = createIdempotency({ store: redisStore(prefix), ...OPTIONS });
    const b = createIdempotency({ store: redisStore(prefix), ...OPTIONS, waitMs: 30 });
    const gate = deferred<undefined>();
    const first = a.execute(
      call(async () => {
        await gate.promise;
        return { transactionId: 12, amount: 50 };
      }),
    );
    await vi.waitFor(async () => {
      const raw = await clients[clients.length - 1]?.get(
        idempotencyRecordKey('player:1:payments.deposit', 'key-0001'),
      );
      expect(raw).toContain('pending');
    });
    await expect(b.execute(call(counted()))).rejects.toMatchObject({
      code: 'request_in_progress',
      messageKey: 'errors.requestInProgress',
    });
    gate.resolve(undefined);
    await first;
  });
});

describe('stored records', () => {
  it('a corrupt record is dropped and the request runs', async () => {
    const store = memoryRecordStore();
    await store.set(idempotencyRecordKey('player:1:payments.deposit', 'key-0001'), '{oops', 60_000);
    const idempotency = createIdempotency({ store, ...OPTIONS });
    const run = counted();
    expect(await idempotency.execute(call(run))).toEqual({ transactionId: 7, amount: 50 });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a claim left by a crashed instance frees itself after its lifetime', async () => {
    let now = 1_000;
    const store = memoryRecordStore({ now: () => now });
    const pending = JSON.stringify({ state: 'pending', fingerprint: 'x' });
    await store.setIfAbsent(
      idempotencyRecordKey('player:1:payments.deposit', 'key-0001'),
      pending,
      OPTIONS.pendingTtlMs,
    );
    now += OPTIONS.pendingTtlMs + 1;
    const idempotency = createIdempotency({ store, ...OPTIONS });
    const run = counted();
    expect(await idempotency.execute(call(run))).toEqual({ transactionId: 7, amount: 50 });
  });

  it('falls back to memory while Redis is away, and keeps deduplicating', async () => {
    const broken: IdempotencyRecordStore = {
      get: () => Promise.reject(new Error('Connection is closed.')),
      setIfAbsent: () => Promise.reject(new Error('Connection is closed.')),
      set: () => Promise.reject(new Error('Connection is closed.')),
      delete: () => Promise.reject(new Error('Connection is closed.')),
    };
    const logger = { warn: vi.fn(), info: vi.fn() };
    const store = fallbackRecordStore(broken, memoryRecordStore(), logger);
    const idempotency = createIdempotency({ store, ...OPTIONS });
    const run = counted();
    await idempotency.execute(call(run));
    await idempotency.execute(call(run));
    expect(run).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});
