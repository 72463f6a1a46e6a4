// `npm start` as a person runs it: scripts/start.sh builds the workspace and starts the built BFF
// (node on dist, no tsx) on the port asked for, in mock mode, with the cache in memory.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MOCK_OPS_AUTH, sampleValue } from '../../src/ops/testing.js';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

type Child = ChildProcessByStdio<null, Readable, Readable>;
const started: Child[] = [];

afterEach(() => {
  for (const child of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});

/** A port that was free a moment ago: the kernel picks it, the listener lets it go. */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The environment of a shell that set nothing for the BFF: its defaults must do. */
function plainEnvironment(port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'npm_config_cache']) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  // The BFF and what it imports: rebuilding the web app here would empty its dist folder under
  // the tests that run meanwhile.
  return { ...env, PORT: String(port), START_BUILD_FILTER: '@casino/bff...' };
}

describe('npm start', () => {
  it('is the start script', () => {
    const manifest = z
      .object({ scripts: z.object({ start: z.string() }) })
      .parse(JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')));
    expect(manifest.scripts.start).toBe('bash scripts/start.sh');
  });

  it('builds and serves /healthz, /readyz and /metrics from dist on the chosen port', async () => {
    const port = await freePort();
    const child = spawn('bash', ['scripts/start.sh'], {
      cwd: ROOT,
      env: plainEnvironment(port),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = once(child, 'exit');

    const url = `http://127.0.0.1:${port}`;
    await expect
      .poll(() => output, { timeout: 240_000, interval: 250 })
      .toContain(`Server listening at ${url}`);

    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    const readiness = await fetch(`${url}/readyz`);
    expect(readiness.status).toBe(200);
    expect(await readiness.json()).toMatchObject({
      status: 'ready',
      checks: { redis: { state: 'disabled' } },
    });
    const system = await fetch(`${url}/trpc/system.status`);
    expect(await system.json()).toMatchObject({ result: { data: { mode: 'mock' } } });
    const metrics = await (await fetch(`${url}/metrics`, { headers: MOCK_OPS_AUTH })).text();
    expect(sampleValue(metrics, 'http_request_duration_seconds_count', { route: '/healthz' })).toBe(
      1,
    );
    expect(sampleValue(metrics, 'process_resident_memory_bytes')).toBeGreaterThan(0);

    expect(output).toContain('[start] the BFF in mock mode');
    expect(output).not.toContain('tsx');
    child.kill('SIGTERM');
    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
  }, 300_000);
});
