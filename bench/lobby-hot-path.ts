// The main lobby is the hottest public query: every page load asks for it. This compares, in one
// run, a bare Fastify route answering the same JSON (the ceiling), tRPC's fastify adapter, and
// the BFF's lean route for hot queries. Run: pnpm bench:lobby (prints its figures; asserts nothing).
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/bff/src/app.js';
import { loadConfig } from '../apps/bff/src/config.js';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = 50;

const input = encodeURIComponent(JSON.stringify({ lang: 'en' }));
const batchInput = encodeURIComponent(JSON.stringify({ 0: { lang: 'en' } }));

const config = loadConfig({ LOG_LEVEL: 'silent', PORT: '0' });
const app = await buildApp(config);
const bffUrl = await app.listen({ host: '127.0.0.1', port: 0 });
const adapterOnly = await buildApp(config, { hotQueries: false });
const adapterUrl = await adapterOnly.listen({ host: '127.0.0.1', port: 0 });
const warm = await fetch(`${bffUrl}/trpc/lobby.main?input=${input}`);
const lobbyBody: unknown = await warm.json();
await fetch(`${adapterUrl}/trpc/lobby.main?input=${input}`);

const bare = Fastify({ logger: false });
bare.get('/lobby', () => lobbyBody);
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, url: string): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const rows = [
  await measure('bare Fastify route (same JSON)', `${bareUrl}/lobby`),
  await measure('tRPC fastify adapter', `${adapterUrl}/trpc/lobby.main?input=${input}`),
  await measure('hot-query route', `${bffUrl}/trpc/lobby.main?input=${input}`),
  await measure(
    'hot-query route, batch form',
    `${bffUrl}/trpc/lobby.main?batch=1&input=${batchInput}`,
  ),
];
await Promise.all([app.close(), adapterOnly.close(), bare.close()]);

const baseline = rows[0]?.rps ?? Number.NaN;
console.log(
  `main lobby, ${String(CONNECTIONS)} connections, ${String(DURATION_S)} s each, memory cache (Node ${process.version})`,
);
for (const row of rows) {
  console.log(
    `${row.name.padEnd(36)} ${row.rps.toFixed(0).padStart(7)} req/s  ${(row.rps / baseline)
      .toFixed(2)
      .padStart(
        5,
      )} of bare  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms  errors ${String(row.errors)}`,
  );
}
