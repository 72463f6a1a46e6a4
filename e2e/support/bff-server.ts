import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The built BFF in mock mode as a process of a journey worker: each worker has its own BFF and
// its own mock world, so journeys of different workers never share a player, a clock or a cache.

const SERVER_ENTRY = fileURLToPath(new URL('../../apps/bff/dist/server.js', import.meta.url));
const EXIT_WITH_PARENT = pathToFileURL(
  fileURLToPath(new URL('./exit-with-parent.mjs', import.meta.url)),
).href;

/** How much of the BFF's output is kept for a failed journey's report. */
const OUTPUT_KEPT_CHARS = 512 * 1024;
const HEALTH_POLL_MS = 100;
const STOP_TIMEOUT_MS = 10_000;

export interface BffServer {
  /** Where it listens, e.g. http://127.0.0.1:40123 (no trailing slash). */
  baseURL: string;
  /** How much it has written so far: pass it to `output` to read what came after. */
  mark: () => number;
  /** What it wrote (stdout and stderr, interleaved) since `from`, as far as it is still kept. */
  output: (from?: number) => string;
  /** Null while it runs; how it ended (an exit code or a signal) once it has. */
  exited: () => string | null;
  /** SIGTERM, then SIGKILL if it has not exited within 10 s; resolves once it is gone. */
  stop: () => Promise<void>;
}

export interface StartBffOptions {
  /** Variables on top of this process's environment. */
  env: Record<string, string>;
  /** How long start-up may take, up to a healthy /healthz. */
  timeoutMs?: number;
  /** The node binary to run it with; this process's own by default. */
  nodePath?: string;
  /**
   * This port rather than a free one: a BFF started again where another was, so that the
   * browser sees the same origin (its service worker, its storage).
   */
  port?: number;
}

/** A port nobody listens on right now (the BFF is started on it next). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address !== null && typeof address === 'object') resolve(address.port);
        else reject(new Error('no free port'));
      });
    });
  });
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

class PortTaken extends Error {}

async function startOnce(port: number, options: StartBffOptions): Promise<BffServer> {
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(
    options.nodePath ?? process.execPath,
    ['--import', EXIT_WITH_PARENT, SERVER_ENTRY],
    {
      env: { ...process.env, ...options.env, HOST: '127.0.0.1', PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  let kept = '';
  let dropped = 0;
  const append = (chunk: Buffer) => {
    kept += chunk.toString();
    if (kept.length > OUTPUT_KEPT_CHARS) {
      const cut = kept.length - OUTPUT_KEPT_CHARS;
      kept = kept.slice(cut);
      dropped += cut;
    }
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  let ended: string | null = null;
  child.once('exit', (code, signal) => {
    ended = signal ?? `code ${String(code)}`;
    append(Buffer.from(`\n[the BFF exited: ${ended}]\n`));
  });
  const exited = once(child, 'exit');

  const stop = async () => {
    if (hasExited(child)) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    try {
      await exited;
    } finally {
      clearTimeout(timer);
    }
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (hasExited(child)) {
      if (kept.includes('EADDRINUSE')) throw new PortTaken(kept);
      throw new Error(`the BFF exited before it was healthy:\n${kept}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the BFF was not healthy in time:\n${kept}`);
    }
    const healthy = await fetch(`${baseURL}/healthz`, { signal: AbortSignal.timeout(1_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    // Start-up takes a second or so: look again shortly, or as soon as the process ends.
    await Promise.race([new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS)), exited]);
  }

  return {
    baseURL,
    mark: () => dropped + kept.length,
    output: (from = 0) => kept.slice(Math.max(0, from - dropped)),
    exited: () => ended,
    stop,
  };
}

/**
 * Starts `node apps/bff/dist/server.js` (with `nodePath` when given) on a free loopback port and resolves once /healthz
 * answers. A port taken between choosing and binding it is retried with another.
 */
export async function startBff(options: StartBffOptions): Promise<BffServer> {
  if (options.port !== undefined) return startOnce(options.port, options);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(await freePort(), options);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}
