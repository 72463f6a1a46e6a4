import { execFile } from 'node:child_process';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// Another Node.js release to run the built BFF with: the official binary as the npm registry
// publishes it (node-<platform>-<arch>), fetched with `npm pack` (so npm's cache keeps the
// download across clones) and unpacked once under node_modules/.cache.

const run = promisify(execFile);

/** The Node 24 LTS release production runs (the Dockerfile's image line); bump both together. */
export const NODE_24_VERSION = '24.21.0';

const CACHE_DIR = fileURLToPath(new URL('../node_modules/.cache/node-runtimes', import.meta.url));

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** The path of the `node` binary of `version`, fetched and unpacked on first use. */
export async function nodeBinary(version: string = NODE_24_VERSION): Promise<string> {
  const name = `node-${process.platform}-${process.arch}`;
  const home = join(CACHE_DIR, `${name}-${version}`);
  const binary = join(home, 'bin', 'node');
  if (await exists(binary)) return binary;

  // Unpacked beside its final place and moved there whole, so that a run cut short leaves no
  // half-written binary behind.
  const staging = `${home}.${String(process.pid)}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    const { stdout } = await run(
      'npm',
      ['pack', `${name}@${version}`, '--pack-destination', staging, '--silent'],
      { timeout: 300_000 },
    );
    const tarball = join(staging, stdout.trim().split('\n').at(-1) ?? '');
    await run('tar', ['-xzf', tarball, '-C', staging, '--strip-components=1']);
    await rm(tarball);
    if (!(await exists(binary.replace(home, staging)))) {
      throw new Error(`${name}@${version} holds no bin/node`);
    }
    await rm(home, { recursive: true, force: true });
    await rename(staging, home);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return binary;
}
