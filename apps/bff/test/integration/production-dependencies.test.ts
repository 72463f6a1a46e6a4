// The production image installs the BFF's production dependencies only (`pnpm install --prod` in
// the Dockerfile): the mock world and its generator must be neither among them nor needed by a
// BFF in live mode.
import { execFile, spawn, type ChildProcessByStdio } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MOCK_ONLY_PACKAGES } from '../support/refuse-mock-world-hooks.mjs';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const BFF_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const REFUSE_MOCK_WORLD = fileURLToPath(
  new URL('../support/refuse-mock-world.mjs', import.meta.url),
);

interface DependencyNode {
  path?: string | undefined;
  dependencies?: Record<string, DependencyNode> | undefined;
}
const dependencyNodeSchema: z.ZodType<DependencyNode> = z.lazy(() =>
  z.object({
    path: z.string().optional(),
    dependencies: z.record(z.string(), dependencyNodeSchema).optional(),
  }),
);
const listSchema = z.array(dependencyNodeSchema).length(1);

/** Every package name in the BFF's production dependency tree, with the folders they live in. */
async function listProductionDependencies(): Promise<Map<string, Set<string>>> {
  const { stdout } = await promisify(execFile)(
    'pnpm',
    ['--filter', '@casino/bff', 'list', '--prod', '--depth', 'Infinity', '--json'],
    { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
  );
  const [bff] = listSchema.parse(JSON.parse(stdout));
  const found = new Map<string, Set<string>>();
  const visit = (dependencies: Record<string, DependencyNode> | undefined) => {
    for (const [name, node] of Object.entries(dependencies ?? {})) {
      const paths = found.get(name) ?? new Set<string>();
      if (node.path !== undefined) paths.add(node.path);
      found.set(name, paths);
      visit(node.dependencies);
    }
  };
  visit(bff?.dependencies);
  return found;
}

let listed: Promise<Map<string, Set<string>>> | undefined;
/** One listing for the file's tests (pnpm takes a few seconds). */
function productionDependencies(): Promise<Map<string, Set<string>>> {
  listed ??= listProductionDependencies();
  return listed;
}

/** The workspace folders the Dockerfile's runtime stage copies from the build stage. */
function copiedWorkspaceFolders(): Set<string> {
  const dockerfile = readFileSync(`${ROOT}/Dockerfile`, 'utf8');
  const runtime = dockerfile.slice(dockerfile.indexOf(' AS runtime'));
  const folders = new Set<string>();
  for (const match of runtime.matchAll(
    /^COPY --from=build \/workspace\/((?:apps|packages)\/[^/]+)\//gm,
  )) {
    if (match[1] !== undefined) folders.add(match[1]);
  }
  return folders;
}

describe("the BFF's production dependencies", () => {
  it('hold no mock-only package', async () => {
    const dependencies = await productionDependencies();
    // The walk saw the tree: the BFF's own runtime packages are in it.
    expect(dependencies.has('fastify')).toBe(true);
    expect(dependencies.has('@casino/upstream-contract')).toBe(true);
    for (const name of MOCK_ONLY_PACKAGES) expect(dependencies.has(name)).toBe(false);
  }, 30_000);

  it("are the workspace packages the Dockerfile's runtime stage copies, and no other", async () => {
    const dependencies = await productionDependencies();
    const workspacePackages = [...dependencies.entries()]
      .filter(([name]) => name.startsWith('@casino/'))
      .flatMap(([, paths]) => [...paths])
      .map((path) => path.slice(ROOT.length).replace(/\/+$/, ''));
    expect(new Set(['apps/bff', ...workspacePackages])).toEqual(
      new Set([...copiedWorkspaceFolders()].filter((folder) => folder !== 'apps/web')),
    );
    expect(copiedWorkspaceFolders().has('packages/mock-world')).toBe(false);
  }, 30_000);
});

type Child = ChildProcessByStdio<null, Readable, Readable>;
const started: Child[] = [];

afterEach(() => {
  for (const child of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});

interface Outcome {
  /** The address it listens at, or null when it exited first. */
  url: string | null;
  output: () => string;
}

/** Starts src/server.ts (tsx) in a process that cannot resolve the mock-only packages. */
async function startWithoutMockWorld(env: Record<string, string>): Promise<Outcome> {
  const child = spawn(
    process.execPath,
    [
      '--conditions=@casino/source',
      '--import',
      'tsx',
      '--import',
      REFUSE_MOCK_WORLD,
      'src/server.ts',
    ],
    {
      cwd: BFF_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  started.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');
  const url = await new Promise<string | null>((resolve) => {
    const check = () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1] !== undefined) resolve(match[1]);
    };
    child.stdout.on('data', check);
    void exited.then(() => {
      resolve(null);
    });
  });
  return { url, output: () => output };
}

/** Upstream addresses nobody listens at: live mode must start without reaching them. */
const LIVE_ENV = {
  UPSTREAM_MODE: 'live',
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-live-secret-of-this-test-only-0123456789',
  CASINO_API_URL: 'http://127.0.0.1:9/casino',
  SPORT_API_URL: 'http://127.0.0.1:9/sport',
  CMS_API_URL: 'http://127.0.0.1:9/cms',
  JACKPOT_API_URL: 'http://127.0.0.1:9/jackpot',
};

describe('a BFF without the mock world installed', () => {
  it('starts in live mode and answers /healthz; in mock mode it cannot start', async () => {
    const [live, mock] = await Promise.all([
      startWithoutMockWorld(LIVE_ENV),
      startWithoutMockWorld({ UPSTREAM_MODE: 'mock' }),
    ]);

    expect(live.url, live.output()).not.toBeNull();
    const health = await fetch(`${live.url ?? ''}/healthz`);
    expect(health.status).toBe(200);
    expect(live.output()).not.toContain('ERR_MODULE_NOT_FOUND');

    // The hook does refuse: mock mode needs the mock world, and says which package is missing.
    expect(mock.url).toBeNull();
    expect(mock.output()).toContain("Cannot find package '@casino/mock-world'");
  }, 20_000);
});
