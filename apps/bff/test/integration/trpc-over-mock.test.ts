// The BFF end to end: a real tRPC client against a listening BFF whose upstream clients talk
// HTTP to a mock world, in-process and as a standalone program shared by two BFF instances.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server.js';
import { clientsOf, qa, rejectionOf } from '../support/bff.js';
import { testConfig } from '../support/config.js';

const BFF_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX_CLI = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url));
// The mock world's own program, from its sources (the BFF's link to the workspace package).
const MOCK_STANDALONE = fileURLToPath(
  new URL('../../node_modules/@casino/mock-world/src/standalone.ts', import.meta.url),
);

const trpcClient = (url: string) => clientsOf(url).client;

const servers: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function bff(env: Record<string, string> = {}): Promise<string> {
  const server = await startServer(
    testConfig({
      PORT: '0',
      CASINO_TIMEOUT_MS: '300',
      ...env,
    }),
  );
  servers.push(server);
  return server.url;
}

describe('BFF with an in-process mock world', () => {
  it('answers a procedure from an upstream over HTTP', async () => {
    const countries = await trpcClient(await bff()).reference.countries.query();
    expect(countries.map((country) => country.alpha3)).toEqual(
      expect.arrayContaining(['DEU', 'ROU', 'PRT', 'GBR']),
    );
  });

  it('serves a batch of 25 calls in one request', async () => {
    const client = trpcClient(await bff());
    const calls = Array.from({ length: 25 }, (_, index) =>
      index % 2 === 0 ? client.reference.countries.query() : client.system.status.query(),
    );
    const answers = await Promise.all(calls);
    expect(answers).toHaveLength(25);
  });

  it('turns an upstream outage and a slow upstream into a generic, typed error', async () => {
    const url = await bff();
    const client = trpcClient(url);

    await qa(url, 'PUT', '/upstreams/casino', { errorRate: 1 });
    const outage = await rejectionOf(client.reference.countries.query());
    expect(outage.data?.messageKey).toBe('errors.upstreamUnavailable');

    await qa(url, 'PUT', '/upstreams/casino', { errorRate: 0, latencyMs: 600 });
    const slow = await rejectionOf(client.reference.countries.query());
    expect(slow.data?.messageKey).toBe('errors.upstreamUnavailable');

    const raw = await fetch(`${url}/trpc/reference.countries`);
    const text = await raw.text();
    expect(text).not.toMatch(/127\.0\.0\.1|casino\/countries|stack|at .*\.ts/);
  });

  it('answers the same through app.inject', async () => {
    await bff();
    const server = servers.at(-1);
    if (server === undefined) throw new Error('no server');
    const answer = await server.app.inject({ method: 'GET', url: '/trpc/reference.countries' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('"alpha3":"GBR"');
  });
});

describe('two BFF instances sharing a standalone mock world', () => {
  let world: ChildProcess;
  let worldUrl: string;

  beforeAll(async () => {
    world = spawn(process.execPath, [TSX_CLI, '--conditions=@casino/source', MOCK_STANDALONE], {
      cwd: BFF_ROOT,
      env: { PATH: process.env.PATH ?? '', MOCK_PORT: '0', MOCK_LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    worldUrl = await new Promise<string>((resolve, reject) => {
      let output = '';
      world.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /MOCK_UPSTREAMS_URL=(http:\/\/\S+)/.exec(output);
        if (match?.[1] !== undefined) resolve(match[1]);
      });
      world.once('exit', (code) => {
        reject(new Error(`the mock world exited (${String(code)})`));
      });
    });
  }, 30_000);

  afterAll(() => {
    world.kill('SIGTERM');
  });

  it('serves both from one world: QA through one instance shows in the other', async () => {
    const first = await bff({ MOCK_UPSTREAMS_URL: worldUrl });
    const second = await bff({ MOCK_UPSTREAMS_URL: worldUrl });
    await qa(first, 'POST', '/reset');

    await trpcClient(first).reference.countries.query();
    await trpcClient(second).reference.countries.query();
    expect(await qa(second, 'GET', '/counters')).toMatchObject({ byUpstream: { casino: 2 } });

    // A game neither instance has cached, so the call must reach the shared world.
    await qa(first, 'PUT', '/upstreams/casino', { errorRate: 1 });
    const refused = await rejectionOf(trpcClient(second).games.byId.query({ gameId: 1001 }));
    expect(refused.data?.messageKey).toBe('errors.upstreamUnavailable');
    await qa(second, 'POST', '/reset');
    await expect(trpcClient(first).games.byId.query({ gameId: 1001 })).resolves.toMatchObject({
      game: { id: 1001 },
    });
  });
});
