// The upstream client's defences, each driven through the mock world's QA controls and checked
// by its call counters: what QA can do to a live-like upstream, the client must survive.
import { jackpotsListSchema } from '@casino/shared';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startMockUpstreams, type MockUpstreams } from '@casino/mock-world';
import {
  createUpstreamHttpClient,
  type UpstreamHttpClientOptions,
} from '../../src/upstreams/http-client.js';
import { UpstreamError } from '../../src/upstreams/upstream-error.js';

let world: MockUpstreams;
const clients: { close: () => Promise<void> }[] = [];

beforeAll(async () => {
  world = await startMockUpstreams();
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await world.close();
});

beforeEach(() => {
  world.qa.reset();
});

function jackpotClient(options: Partial<UpstreamHttpClientOptions> = {}) {
  const client = createUpstreamHttpClient({
    name: 'jackpot',
    baseUrl: world.urls.jackpot,
    timeoutMs: 2_000,
    retryDelayMs: { initial: 1, max: 5 },
    ...options,
    policy: { retries: 0, breakerThreshold: 100, ...options.policy },
  });
  clients.push(client);
  return client;
}

const jackpotCalls = () => world.qa.counters().byUpstream.jackpot ?? 0;

async function failureKind(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof UpstreamError)) throw new Error('expected an upstream error');
  return error.kind;
}

const listJackpots = (client: ReturnType<typeof jackpotClient>) =>
  client.get('/jackpots', jackpotsListSchema, { query: { currency: 'EUR' } });

describe('upstream client against the mock world', () => {
  it('gives up on an answer slower than its timeout', async () => {
    // Far apart, so that a busy machine's late timers cannot turn one into the other.
    world.qa.setUpstream('jackpot', { latencyMs: 1_500 });
    const client = jackpotClient({ timeoutMs: 300 });
    expect(await failureKind(listJackpots(client))).toBe('timeout');

    world.qa.setUpstream('jackpot', { latencyMs: 0 });
    await expect(listJackpots(client)).resolves.toHaveLength(3);
  });

  it('retries a failing read with backoff, and never a write', async () => {
    world.qa.setUpstream('jackpot', { errorRate: 1 });
    const client = jackpotClient({ policy: { retries: 2 } });

    expect(await failureKind(listJackpots(client))).toBe('http');
    expect(jackpotCalls()).toBe(3);

    world.qa.reset();
    world.qa.setUpstream('jackpot', { errorRate: 1 });
    const decision = client.post(
      '/jackpots/decision',
      { bonus_id: 1, status: 'Rejected' },
      z.unknown(),
    );
    expect(await failureKind(decision)).toBe('http');
    expect(jackpotCalls()).toBe(1);
  });

  it('opens its breaker under errors, half-opens after the delay and closes on a success', async () => {
    world.qa.setUpstream('jackpot', { errorRate: 1 });
    const client = jackpotClient({ policy: { breakerThreshold: 3, breakerHalfOpenMs: 150 } });

    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await failureKind(listJackpots(client))).toBe('http');
    }
    expect(client.breakerState()).toBe('open');
    expect(await failureKind(listJackpots(client))).toBe('circuit_open');
    expect(jackpotCalls()).toBe(3);

    // Half-open: one trial goes through; it fails, so the breaker opens again.
    await delay(200);
    expect(await failureKind(listJackpots(client))).toBe('http');
    expect(jackpotCalls()).toBe(4);
    expect(client.breakerState()).toBe('open');

    // The upstream recovers: the next trial succeeds and closes the breaker.
    world.qa.setUpstream('jackpot', { errorRate: 0 });
    await delay(200);
    await expect(listJackpots(client)).resolves.toHaveLength(3);
    expect(client.breakerState()).toBe('closed');
    await expect(listJackpots(client)).resolves.toHaveLength(3);
    expect(jackpotCalls()).toBe(6);
  });

  it('bounds its concurrency: calls past the queue are refused at once', async () => {
    world.qa.setUpstream('jackpot', { latencyMs: 150 });
    const client = jackpotClient({ policy: { maxConcurrent: 2, maxQueue: 1 } });

    const started = performance.now();
    const outcomes = await Promise.allSettled([1, 2, 3, 4].map(() => listJackpots(client)));
    const elapsed = performance.now() - started;

    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ reason: { kind: 'overloaded' } });
    expect(jackpotCalls()).toBe(3);
    // Two at a time: the queued third call waits for a slot, so the batch takes two waves.
    expect(elapsed).toBeGreaterThanOrEqual(290);
  });

  it('rejects an answer that does not parse as the domain type', async () => {
    const client = jackpotClient();
    const wrongShape = z.object({ jackpots: z.array(z.unknown()) });
    expect(await failureKind(client.get('/jackpots', wrongShape))).toBe('bad_response');
  });
});
