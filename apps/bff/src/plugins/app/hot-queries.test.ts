import { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type AppDeps } from '../../app.js';
import { loadConfig } from '../../config.js';

const config = loadConfig({ LOG_LEVEL: 'silent' });
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function app(deps: AppDeps = {}): Promise<FastifyInstance> {
  const built = await buildApp(config, deps);
  apps.push(built);
  return built;
}

const query = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/**
 * A lobby answer without what differs between two apps by design: the jackpot total grows with
 * the clock, the winners lists move on every 30 s of it, and each app's mock world links art on
 * its own port.
 */
function settled(body: unknown): unknown {
  const text = JSON.stringify(body, (key, value: unknown) => {
    if (key === 'jackpotsFund') return 0;
    if (key === 'lists' && typeof value === 'object' && value !== null) {
      return Object.keys(value).sort();
    }
    return value;
  });
  return JSON.parse(text.replace(/http:\/\/127\.0\.0\.1:\d+/g, 'http://mock')) as unknown;
}

async function jackpotSumCalls(built: FastifyInstance): Promise<number> {
  const counters = (await built.inject({ url: '/qa/counters' })).json<{
    byRoute: Record<string, number>;
  }>();
  return counters.byRoute['GET /jackpot/jackpots/sum'] ?? 0;
}

describe('the hot-query route of lobby.main', () => {
  it('answers what the tRPC adapter answers, unbatched and as a batch of one', async () => {
    const [hot, adapter] = await Promise.all([app(), app({ hotQueries: false })]);
    const input = query({ lang: 'de' });

    const [fromHot, fromAdapter, batched] = await Promise.all([
      hot.inject({ url: `/trpc/lobby.main?input=${input}` }),
      adapter.inject({ url: `/trpc/lobby.main?input=${input}` }),
      hot.inject({ url: `/trpc/lobby.main?batch=1&input=${query({ 0: { lang: 'de' } })}` }),
    ]);

    expect(fromHot.statusCode).toBe(200);
    expect(fromHot.headers['content-type']).toContain('application/json');
    expect(settled(fromHot.json())).toEqual(settled(fromAdapter.json()));
    expect(batched.json()).toEqual([fromHot.json()]);
  });

  it('refuses bad input with the error shape the adapter gives', async () => {
    const [hot, adapter] = await Promise.all([app(), app({ hotQueries: false })]);
    const bad = query({ lang: 'xx' });
    const fromHot = await hot.inject({ url: `/trpc/lobby.main?input=${bad}` });
    const fromAdapter = await adapter.inject({ url: `/trpc/lobby.main?input=${bad}` });

    expect(fromHot.statusCode).toBe(400);
    expect(fromHot.statusCode).toBe(fromAdapter.statusCode);
    const withoutRequestId = (body: unknown): unknown =>
      JSON.parse(JSON.stringify(body, (key, value: unknown) => (key === 'requestId' ? '' : value)));
    expect(withoutRequestId(fromHot.json())).toEqual(withoutRequestId(fromAdapter.json()));

    for (const url of [
      '/trpc/lobby.main?input=%7Bnot-json',
      '/trpc/lobby.main',
      `/trpc/lobby.main?batch=1&input=${query({ 1: { lang: 'en' } })}`,
    ]) {
      const answer = await hot.inject({ url });
      expect(answer.statusCode).toBe(400);
      expect(JSON.stringify(answer.json())).toContain('BAD_REQUEST');
    }
  });

  it('shares one answer between visitors asking the same, and ages it on the cache clock', async () => {
    let now = 1_000_000;
    const hot = await app({ cacheNow: () => now });
    const url = `/trpc/lobby.main?input=${query({ lang: 'en' })}`;
    const first = await hot.inject({ url });
    const second = await hot.inject({ url });
    expect(second.body).toBe(first.body);
    expect(await jackpotSumCalls(hot)).toBe(1);

    // Past the jackpot total's fresh and revalidation windows: the lobby is computed again.
    now += 60_000;
    const later = await hot.inject({ url });
    expect(later.statusCode).toBe(200);
    expect(await jackpotSumCalls(hot)).toBe(2);
  });
});
