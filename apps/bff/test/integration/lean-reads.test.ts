// The lean read path on a listening BFF: guests share answers (answered before Fastify routes
// them, counted in the metrics all the same), players never do, QA's changes are seen at once,
// answers travel compressed, and a batch beyond its limits is refused before anything runs.
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server.js';
import { forgetTestKeys, qa, startTestBff, upstreamCalls } from '../support/bff.js';
import { signIn, TEST_RATE_LIMITS } from '../support/players.js';
import { MOCK_OPS_AUTH } from '../../src/ops/testing.js';

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
  await forgetTestKeys();
});

const input = (value: unknown) => `input=${encodeURIComponent(JSON.stringify(value))}`;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** How many calls of a procedure the metrics counted, by outcome. */
async function procedureCount(url: string, path: string, outcome: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`, { headers: MOCK_OPS_AUTH })).text();
  const line = text
    .split('\n')
    .find(
      (entry) =>
        entry.startsWith('trpc_procedure_duration_seconds_count{') &&
        entry.includes(`procedure="${path}"`) &&
        entry.includes(`outcome="${outcome}"`),
    );
  return line === undefined ? 0 : Number(line.split(' ').at(-1));
}

describe('the lean read path', () => {
  it("shares a guest's answer with the next guests, and counts every one of them", async () => {
    // The shared answers age on a stopped clock: three reads in a row on a busy machine may take
    // longer than an answer's second, and sharing is what is tested, not its lifetime.
    const stopped = Date.now();
    const { url } = await startTestBff(running, {}, { cacheNow: () => stopped });
    await qa(url, 'POST', '/reset');
    const lobby = `${url}/trpc/lobby.main?${input({ lang: 'en' })}`;
    const before = await procedureCount(url, 'lobby.main', 'ok');

    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await fetch(lobby, { headers: BROWSER }));
    const bodies = await Promise.all(answers.map((answer) => answer.text()));

    expect(new Set(bodies).size).toBe(1);
    expect((await upstreamCalls(url))['GET /jackpot/jackpots/sum']).toBe(1);
    expect(await procedureCount(url, 'lobby.main', 'ok')).toBe(before + 3);
    const ids = answers.map((answer) => answer.headers.get('x-request-id'));
    expect(new Set(ids).size).toBe(3);
  });

  it('sends answers compressed by Accept-Encoding, varying by it', async () => {
    const { url } = await startTestBff(running);
    const path = `/trpc/lobby.main?${input({ lang: 'en' })}`;
    const raw = await fetch(`${url}${path}`, { headers: { 'accept-encoding': 'identity' } });
    const plain = await raw.text();
    expect(raw.headers.get('content-encoding')).toBeNull();
    expect(raw.headers.get('vary')).toBe('trpc-accept, accept, accept-encoding');

    const { request } = await import('undici');
    const compressed = await request(`${url}${path}`, { headers: BROWSER });
    const bytes = Buffer.from(await compressed.body.arrayBuffer());
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(bytes).toString()).toBe(plain);
    expect(bytes.length).toBeLessThan(plain.length / 4);

    const small = await fetch(`${url}/trpc/jackpots.sum?${input({ currency: 'EUR' })}`, {
      headers: BROWSER,
    });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toBe('trpc-accept, accept');
  });

  it("never shares a player's answer, even with the same player", async () => {
    const { url } = await startTestBff(running, { ...TEST_RATE_LIMITS });
    const { client } = await signIn(url, 'bonus');
    await qa(url, 'POST', '/reset');

    await client.tournaments.list.query();
    await client.tournaments.list.query();
    const { client: other } = await signIn(url, 'vip');
    await other.tournaments.list.query();

    expect((await upstreamCalls(url))['GET /casino/tournaments']).toBe(3);
  });

  it('forgets shared answers when QA moves the clock through this BFF', async () => {
    const { url, unbatched } = await startTestBff(running);
    const before = await unbatched.bootstrap.get.query();
    await qa(url, 'PUT', '/clock', { offsetMs: 86_400_000 });
    const after = await unbatched.bootstrap.get.query();

    expect(before.clock.offsetMs).toBe(0);
    expect(after.clock.offsetMs).toBe(86_400_000);
    await qa(url, 'PUT', '/clock', { offsetMs: 0 });
  });

  it('refuses a batch of more calls than allowed with 400, before any upstream hears of it', async () => {
    const { url } = await startTestBff(running, { TRPC_BATCH_MAX_CALLS: '3' });
    await qa(url, 'POST', '/reset');
    const calls = (count: number) =>
      Array.from({ length: count }, () => 'games.byCategory').join(',');
    const inputs = (count: number) =>
      input(
        Object.fromEntries(Array.from({ length: count }, (_, i) => [i, { category: 'slots' }])),
      );

    const refused = await fetch(`${url}/trpc/${calls(4)}?batch=1&${inputs(4)}`);
    const posted = await fetch(`${url}/trpc/${calls(4)}?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });

    expect(refused.status).toBe(400);
    expect(posted.status).toBe(400);
    const body = (await refused.json()) as { error: { data: Record<string, unknown> } };
    expect(body.error.data).toMatchObject({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      messageKey: 'errors.batchTooLarge',
      domainCode: 'batch_too_large',
      path: null,
    });
    expect(await upstreamCalls(url)).toEqual({});

    const allowed = await fetch(`${url}/trpc/${calls(3)}?batch=1&${inputs(3)}`);
    expect(allowed.status).toBe(200);
    expect(((await allowed.json()) as unknown[]).length).toBe(3);
  });

  it('refuses a batch whose URL is longer than allowed with 400', async () => {
    const { url } = await startTestBff(running, { TRPC_BATCH_MAX_URL_LENGTH: '300' });
    await qa(url, 'POST', '/reset');
    const long = input({ 0: { q: 'b'.repeat(150) }, 1: { q: 'c'.repeat(150) } });

    const refused = await fetch(`${url}/trpc/games.search,games.search?batch=1&${long}`);

    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error: { data: Record<string, unknown> } };
    expect(body.error.data).toMatchObject({
      messageKey: 'errors.batchTooLarge',
      domainCode: 'batch_url_too_long',
    });
    expect(await upstreamCalls(url)).toEqual({});
  });
});
