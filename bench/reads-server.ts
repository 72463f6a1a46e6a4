// The process bench/reads.ts measures: the BFF in mock mode (memory cache) and, in the same
// process, a bare Fastify app with one route per measured call serving the very bytes the BFF
// answered to a guest: the body as the BFF compressed it and the same response headers (security
// headers included), so the load generator parses the same answer from both.
// Only one of the two is under load at a time; the driver reads this process's peak RSS.
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import Fastify from 'fastify';
import { buildApp } from '../apps/bff/src/app.js';
import { loadConfig } from '../apps/bff/src/config.js';
import {
  BENCH_GUEST_HEADERS,
  benchCases,
  type BenchCase,
  type ServerMessage,
  type ServerReady,
} from './reads-cases.js';

// MOCK_UPSTREAMS_URL (set by bench/reads.ts) points it at a mock world in another process.
const config = loadConfig({
  LOG_LEVEL: 'silent',
  PORT: '0',
  ...(process.env.MOCK_UPSTREAMS_URL === undefined
    ? {}
    : { MOCK_UPSTREAMS_URL: process.env.MOCK_UPSTREAMS_URL }),
  ...(process.env.WEB_DIST_DIR === undefined ? {} : { WEB_DIST_DIR: process.env.WEB_DIST_DIR }),
});
const app = await buildApp(config);
const bffUrl = await app.listen({ host: '127.0.0.1', port: 0 });

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** What Node and Fastify write for any answer: the bare route gets its own. */
const CONNECTION_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/** One GET, its body as sent (fetch would decode it). */
function getRaw(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(`${bffUrl}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        });
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

async function get(path: string): Promise<Answer> {
  const answer = await getRaw(path, BENCH_GUEST_HEADERS);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (typeof value === 'string' && !CONNECTION_HEADERS.has(name)) headers[name] = value;
  }
  return { status: answer.status, headers, body: answer.body };
}

async function json(path: string): Promise<unknown> {
  return JSON.parse((await getRaw(path, {})).body.toString()) as unknown;
}

const cases: BenchCase[] = await benchCases(json, process.argv.slice(2));
const bare = Fastify({ logger: false });
for (const [index, benchCase] of cases.entries()) {
  const answer = await get(benchCase.path);
  if (answer.status !== 200) {
    throw new Error(`${benchCase.name} answered ${String(answer.status)}`);
  }
  benchCase.bytes = answer.body.length;
  benchCase.encoding = answer.headers['content-encoding'] ?? 'identity';
  const { body, headers } = answer;
  bare.get(`/case/${String(index)}`, (_request, reply) => reply.headers(headers).send(body));
}
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

let peakRss = process.memoryUsage.rss();
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 100);

const send = (message: ServerMessage) => process.send?.(message);
process.on('message', (message: unknown) => {
  if (message === 'peak-rss') send({ kind: 'peak-rss', bytes: peakRss });
  if (message === 'close') {
    clearInterval(sampler);
    void Promise.all([app.close(), bare.close()]).then(() => process.exit(0));
  }
});
const ready: ServerReady = { kind: 'ready', bffUrl, bareUrl, cases };
send(ready);
