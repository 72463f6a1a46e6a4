import { spawn, type ChildProcess, type ChildProcessByStdio } from 'node:child_process';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const BFF_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX_CLI = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url));

const started: ChildProcess[] = [];

afterEach(() => {
  for (const child of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});

interface Run {
  child: ChildProcessByStdio<null, Readable, Readable>;
  stdout: () => string;
  stderr: () => string;
}

/** Starts src/server.ts as the program, with only the given environment. */
function runServer(env: Record<string, string>): Run {
  const child = spawn(process.execPath, [TSX_CLI, '--conditions=@casino/source', 'src/server.ts'], {
    cwd: BFF_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, stdout: () => stdout, stderr: () => stderr };
}

async function exitCodeOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const [code] = (await once(child, 'exit')) as [number | null];
  return code;
}

/** Resolves with the listening URL from the startup log line. */
function listeningUrl(run: Run): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(run.stdout());
      if (match?.[1] !== undefined) {
        run.child.stdout.off('data', check);
        resolve(match[1]);
      }
    };
    run.child.stdout.on('data', check);
    run.child.once('exit', () => {
      reject(new Error(`exited before listening: ${run.stderr()}`));
    });
  });
}

describe('server.ts as a process', () => {
  it('prints every configuration problem and exits 1', async () => {
    const run = runServer({ UPSTREAM_MODE: 'live', PORT: 'abc' });
    expect(await exitCodeOf(run.child)).toBe(1);
    expect(run.stderr()).toContain('Invalid configuration:');
    expect(run.stderr()).toContain('PORT: must be a whole number');
    expect(run.stderr()).toContain('CASINO_API_URL: is required when UPSTREAM_MODE=live');
  }, 30_000);

  it('serves on loopback, then shuts down cleanly on SIGTERM', async () => {
    const run = runServer({ PORT: '0', LOG_LEVEL: 'info' });
    const url = await listeningUrl(run);
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    run.child.kill('SIGTERM');
    expect(await exitCodeOf(run.child)).toBe(0);
    expect(run.stdout()).toContain('"signal":"SIGTERM"');
  }, 30_000);
});
