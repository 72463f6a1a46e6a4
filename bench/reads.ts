// Every public read against a bare Fastify route serving the same bytes, in one run: the BFF and
// the bare app live in a child process (bench/reads-server.ts), the load comes from this one.
// Each round measures every call on both, one after the other (the order alternates by round);
// the table gives the medians of the rounds. The mock world runs in a third process, so the
// BFF's peak RSS is its own. Run: pnpm bench:reads [name prefix...]
// (pnpm bench:lobby measures lobby.main alone). Exits 1 when a target is missed.
import { execFileSync, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { build, type Plugin } from 'esbuild';
import { nearestRank } from './stats.js';
import { BENCH_GUEST_HEADERS, type BenchCase, type ServerMessage } from './reads-cases.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 2);
const WARMUP_S = 0.3;
const CONNECTIONS = 50;
/** The targets: lean reads at least 0.8 of bare with p99 at most 1.5 times bare's; the rest 0.15. */
const LEAN_TARGET = 0.8;
const LEAN_P99_LIMIT = 1.5;
const ADAPTER_TARGET = 0.15;
const RSS_LIMIT_BYTES = 250 * 1024 * 1024;
/**
 * With two cores or more, the load (this process, and the mock world it starts) runs on the first
 * and the two servers on the second: left to share both, a row moved by ±0.1 from run to run.
 * BENCH_PIN=0 leaves the scheduler free.
 */
const TASKSET = '/usr/bin/taskset';
const PIN = process.env.BENCH_PIN !== '0' && availableParallelism() >= 2 && existsSync(TASKSET);
if (PIN) execFileSync(TASKSET, ['--all-tasks', '--cpu-list', '-p', '0', String(process.pid)]);

const world = fork(fileURLToPath(new URL('./reads-world.ts', import.meta.url)));
const worldUrl = await new Promise<string>((resolve, reject) => {
  world.once('message', (message: { url: string }) => {
    resolve(message.url);
  });
  world.once('exit', () => {
    reject(new Error('the mock world did not start'));
  });
});
// The BFF runs as in production, on plain Node: its sources (and the shared package's) bundled
// into one module, every npm package left to Node at its resolved path. Under tsx the loader and
// the transpiled sources alone held about 170 MB.
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@casino/') || args.pluginData === 'resolving') return undefined;
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      const resolved = await bundler.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'resolving',
      });
      return resolved.errors.length > 0 ? undefined : { path: resolved.path, external: true };
    });
  },
};
const serverBundle = fileURLToPath(
  new URL('../apps/bff/node_modules/.cache/bench/reads-server.mjs', import.meta.url),
);
await build({
  entryPoints: [fileURLToPath(new URL('./reads-server.ts', import.meta.url))],
  outfile: serverBundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['@casino/source'],
  plugins: [externalPackages],
  logLevel: 'warning',
});
const server = fork(serverBundle, process.argv.slice(2), {
  // taskset starts Node on the second core, keeping the IPC channel fork opened.
  ...(PIN
    ? { execPath: TASKSET, execArgv: ['--cpu-list', '1', process.execPath] }
    : { execArgv: [] }),
  env: {
    ...process.env,
    MOCK_UPSTREAMS_URL: worldUrl,
    WEB_DIST_DIR: fileURLToPath(new URL('../apps/web/dist', import.meta.url)),
  },
});
const nextMessage = <K extends ServerMessage['kind']>(kind: K) =>
  new Promise<Extract<ServerMessage, { kind: K }>>((resolve, reject) => {
    const onMessage = (message: ServerMessage) => {
      if (message.kind !== kind) return;
      server.off('message', onMessage);
      resolve(message as Extract<ServerMessage, { kind: K }>);
    };
    server.on('message', onMessage);
    server.once('exit', (code) => {
      reject(new Error(`the bench server exited (${String(code)})`));
    });
  });

const { bffUrl, bareUrl, cases } = await nextMessage('ready');

interface Run {
  rps: number;
  p99: number;
  failures: number;
}

async function load(url: string, durationS: number): Promise<Run> {
  // autocannon's own histogram keeps whole milliseconds, and at these rates a p99 is 1 or 2 of
  // them: each answer's own time (in fractions of a millisecond) gives the p99 instead.
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: durationS, headers: BENCH_GUEST_HEADERS },
      (error, done) => {
        if (error === null || error === undefined) resolve(done);
        else reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
    });
  });
  return {
    rps: result.requests.average,
    p99: nearestRank(
      times.sort((a, b) => a - b),
      0.99,
    ),
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
};

const started = Date.now();
const urls = cases.map((benchCase, index) => ({
  ours: `${bffUrl}${benchCase.path}`,
  bare: `${bareUrl}/case/${String(index)}`,
}));
for (const { ours, bare } of urls) {
  await load(ours, WARMUP_S);
  await load(bare, WARMUP_S);
}

const runs = cases.map(() => ({ ours: [] as Run[], bare: [] as Run[] }));
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [index, { ours, bare }] of urls.entries()) {
    const measured = runs[index];
    if (measured === undefined) continue;
    if (round % 2 === 0) {
      measured.ours.push(await load(ours, DURATION_S));
      measured.bare.push(await load(bare, DURATION_S));
    } else {
      measured.bare.push(await load(bare, DURATION_S));
      measured.ours.push(await load(ours, DURATION_S));
    }
  }
}
server.send('peak-rss');
const { bytes: peakRss } = await nextMessage('peak-rss');
server.send('close');
world.send('close');

interface Row {
  benchCase: BenchCase;
  ours: number;
  bare: number;
  ratio: number;
  p99Ratio: number;
  oursP99: number;
  bareP99: number;
  target: string;
  pass: boolean;
  failures: number;
}

const rows: Row[] = cases.map((benchCase, index) => {
  const measured = runs[index] ?? { ours: [], bare: [] };
  const ratios = measured.ours.map((run, round) => run.rps / (measured.bare[round]?.rps ?? NaN));
  const p99Ratios = measured.ours.map((run, round) => run.p99 / (measured.bare[round]?.p99 ?? NaN));
  const ratio = median(ratios);
  const p99Ratio = median(p99Ratios);
  const failures = [...measured.ours, ...measured.bare].reduce((sum, run) => sum + run.failures, 0);
  const lean = benchCase.kind === 'read';
  const pass =
    failures === 0 &&
    (lean ? ratio >= LEAN_TARGET && p99Ratio <= LEAN_P99_LIMIT : ratio >= ADAPTER_TARGET);
  return {
    benchCase,
    ours: median(measured.ours.map((run) => run.rps)),
    bare: median(measured.bare.map((run) => run.rps)),
    ratio,
    p99Ratio,
    oursP99: median(measured.ours.map((run) => run.p99)),
    bareP99: median(measured.bare.map((run) => run.p99)),
    target: lean
      ? `≥ ${LEAN_TARGET.toFixed(2)}, p99 ≤ ${LEAN_P99_LIMIT.toFixed(1)}×`
      : `≥ ${ADAPTER_TARGET.toFixed(2)}`,
    pass,
    failures,
  };
});

const table = [
  [
    'procedure',
    'sent',
    'ours req/s',
    'bare req/s',
    'ratio',
    'p99 ours/bare ms',
    'p99 ratio',
    'target',
    'result',
  ],
  ...rows.map((row) => [
    row.benchCase.name,
    `${((row.benchCase.bytes ?? 0) / 1024).toFixed(1)} KiB ${row.benchCase.encoding ?? ''}`,
    row.ours.toFixed(0),
    row.bare.toFixed(0),
    row.ratio.toFixed(2),
    `${row.oursP99.toFixed(2)} / ${row.bareP99.toFixed(2)}`,
    row.p99Ratio.toFixed(2),
    row.target,
    row.pass ? 'pass' : row.failures > 0 ? `fail (${String(row.failures)} errors)` : 'fail',
  ]),
];
const widths = table[0]?.map((_, column) =>
  Math.max(...table.map((cells) => (cells[column] ?? '').length)),
);
const line = (cells: string[]) =>
  `| ${cells.map((cell, column) => cell.padEnd(widths?.[column] ?? 0)).join(' | ')} |`;
console.log(
  `public reads as a guest, ${String(CONNECTIONS)} connections, median of ${String(ROUNDS)} interleaved rounds of ${String(DURATION_S)} s, memory cache (Node ${process.version})`,
);
console.log(line(table[0] ?? []));
console.log(`|${(widths ?? []).map((width) => '-'.repeat(width + 2)).join('|')}|`);
for (const cells of table.slice(1)) console.log(line(cells));
const rssPass = peakRss < RSS_LIMIT_BYTES;
console.log(
  `BFF peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB (limit ${String(RSS_LIMIT_BYTES / 1024 / 1024)} MB): ${rssPass ? 'pass' : 'fail'}; ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exitCode = rows.every((row) => row.pass) && rssPass ? 0 : 1;
