// A BFF as a process of its own (src/server.ts through tsx), for tests where an instance must
// die as a process does: killed, with no chance to clean up.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

const BFF_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface BffProcess {
  child: ChildProcessByStdio<null, Readable, Readable>;
  /** The listening address, e.g. http://127.0.0.1:40123. */
  url: string;
  /** Everything it logged so far (JSON lines). */
  stdout: () => string;
  stderr: () => string;
  /** Kills it as a crash would (SIGKILL) and waits for it to be gone. */
  kill: () => Promise<void>;
}

/** Starts a BFF with only the given environment (plus PATH); resolves once it listens. */
export async function startBffProcess(env: Record<string, string>): Promise<BffProcess> {
  // tsx as a loader of this very process (not its CLI, which runs the program in a child that a
  // kill would leave running).
  const args = ['--conditions=@casino/source', '--import', 'tsx', 'src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: BFF_ROOT,
    env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  };
  const url = await new Promise<string>((resolve, reject) => {
    const check = () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (match?.[1] === undefined) return;
      child.stdout.off('data', check);
      child.off('exit', exited);
      resolve(match[1]);
    };
    const exited = () => {
      reject(new Error(`the BFF exited before listening: ${stderr}`));
    };
    child.stdout.on('data', check);
    child.once('exit', exited);
  });
  return { child, url, stdout: () => stdout, stderr: () => stderr, kill };
}
