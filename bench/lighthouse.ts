// Lighthouse on the built product, in its default mobile emulation (a mid-range phone on a slow
// 4G link, simulated). Builds nothing: it starts the built BFF (node apps/bff/dist/server.js, mock
// mode, no Redis, a free port) serving apps/web/dist, unless a URL is given, and runs each page
// twice in the same Chromium: as a browser asks for it (Accept-Encoding: gzip, deflate, br, …)
// and, as the baseline, with compression refused (Accept-Encoding: identity).
// Run: pnpm bench:lighthouse [url] [/path …]   (build first: pnpm -r run build); the pages default
// to the main page and a category page.
// Prints the four category scores, FCP, LCP, CLS, TBT, Speed Index, the bytes sent and the LCP
// element; asserts nothing. BENCH_RUNS (3) runs each page that many times, alternating the two, and keeps the run
// of median performance: on a shared machine one run says little.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** A run Lighthouse could not record (NO_NAVSTART now and then) is run again, this many times. */
const RETRIES = 2;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_ENTRY = join(ROOT, 'apps/bff/dist/server.js');
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

interface Variant {
  name: string;
  headers?: Record<string, string>;
}

/** The baseline first, so that the product's row reads against it. */
const VARIANTS: Variant[] = [
  { name: 'compression refused (baseline)', headers: { 'Accept-Encoding': 'identity' } },
  { name: 'as the browser asks' },
];

// ---------------------------------------------------------------------------------------------
// The built BFF, in a child process of its own.

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function startBff(): Promise<{ url: string; child: ChildProcess }> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error('no built BFF at apps/bff/dist/server.js: build first (pnpm -r run build)');
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${String(port)}`;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      UPSTREAM_MODE: 'mock',
      REDIS_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the BFF exited while starting (code ${String(child.exitCode)})`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child };
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  await stopBff(child);
  throw new Error(`the BFF did not answer /healthz within ${String(START_TIMEOUT_MS)} ms`);
}

async function stopBff(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------
// Lighthouse.

interface Figures {
  scores: number[];
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  speedIndex: number;
  sentBytes: number;
  requests: number;
  /** The element of the largest contentful paint, as Lighthouse quotes it. */
  lcpElement: string | undefined;
  warnings: string[];
}

/** The LCP element's snippet from its audit (a table of one node, or a list of tables). */
function lcpElementOf(lhr: Result): string | undefined {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { snippet?: string } }[]; node?: { snippet?: string } }[] }
    | undefined;
  const first = details?.items?.[0];
  const snippet = first?.items?.[0]?.node?.snippet ?? first?.node?.snippet;
  return snippet === undefined ? undefined : snippet.replace(/\s+/g, ' ').slice(0, 160);
}

function numeric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

function figuresOf(lhr: Result): Figures {
  const requests = lhr.audits['network-requests']?.details;
  return {
    scores: CATEGORIES.map((id) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100)),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbt: numeric(lhr, 'total-blocking-time'),
    speedIndex: numeric(lhr, 'speed-index'),
    sentBytes: numeric(lhr, 'total-byte-weight'),
    requests: requests?.type === 'table' ? requests.items.length : Number.NaN,
    lcpElement: lcpElementOf(lhr),
    warnings: lhr.runtimeError ? [lhr.runtimeError.message] : lhr.runWarnings.map(String),
  };
}

async function audit(chrome: LaunchedChrome, url: string, variant: Variant): Promise<Result> {
  const flags: Flags = {
    port: chrome.port,
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    ...(variant.headers ? { extraHeaders: variant.headers } : {}),
  };
  for (let attempt = 0; ; attempt += 1) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (process.env.BENCH_DUMP)
      (await import('node:fs')).writeFileSync(process.env.BENCH_DUMP, JSON.stringify(result.lhr));
    if (!result.lhr.runtimeError || attempt >= RETRIES) return result.lhr;
  }
}

/** The run of median performance score (Lighthouse's own advice for several runs). */
function medianRun(runs: Result[]): Result {
  const sorted = [...runs].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('no run');
  return median;
}

// ---------------------------------------------------------------------------------------------
// The table.

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const COLUMNS: [string, number][] = [
  ['', 34],
  ['perf', 5],
  ['a11y', 5],
  ['b.p.', 5],
  ['seo', 5],
  ['FCP', 8],
  ['LCP', 8],
  ['CLS', 7],
  ['TBT', 8],
  ['SI', 8],
  ['sent', 9],
  ['reqs', 5],
];

function row(cells: string[]): string {
  return cells
    .map((cell, index) => {
      const width = COLUMNS[index]?.[1] ?? 8;
      return index === 0 ? cell.padEnd(width) : cell.padStart(width);
    })
    .join(' ');
}

function figuresRow(name: string, figures: Figures): string {
  return row([
    name,
    ...figures.scores.map(String),
    seconds(figures.fcp),
    seconds(figures.lcp),
    figures.cls.toFixed(3),
    `${figures.tbt.toFixed(0)} ms`,
    seconds(figures.speedIndex),
    kib(figures.sentBytes),
    String(figures.requests),
  ]);
}

function versusRow(product: Figures, baseline: Figures): string {
  const delta = (a: number, b: number) => `${a - b >= 0 ? '+' : ''}${String(a - b)}`;
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
  return row([
    'vs baseline',
    ...product.scores.map((score, index) => delta(score, baseline.scores[index] ?? Number.NaN)),
    ratio(product.fcp, baseline.fcp),
    ratio(product.lcp, baseline.lcp),
    (product.cls - baseline.cls).toFixed(3),
    `${delta(Math.round(product.tbt), Math.round(baseline.tbt))} ms`,
    ratio(product.speedIndex, baseline.speedIndex),
    ratio(product.sentBytes, baseline.sentBytes),
    '',
  ]);
}

// ---------------------------------------------------------------------------------------------

const args = process.argv.slice(2);
const givenUrl = args.find((arg) => /^https?:\/\//.test(arg));
/** The main page and a category page (both drawn on the BFF for a guest) unless pages are given. */
const DEFAULT_PATHS = ['/', '/games/slots'];
const givenPaths = args.filter((arg) => arg !== givenUrl);
const paths = givenPaths.length > 0 ? givenPaths : DEFAULT_PATHS;
for (const path of paths) {
  if (!path.startsWith('/'))
    throw new Error(`a page is a path from the root (/de/games), not "${path}"`);
}

let bff: { url: string; child: ChildProcess } | undefined;
let chrome: LaunchedChrome | undefined;
try {
  bff = givenUrl ? undefined : await startBff();
  const base = (givenUrl ?? bff?.url ?? '').replace(/\/+$/, '');
  chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  let header = false;
  for (const path of paths) {
    const url = `${base}${path}`;
    const runs = new Map<Variant, Result[]>(VARIANTS.map((variant) => [variant, []]));
    // Alternating the variants spreads the noise of a shared machine over both.
    for (let run = 0; run < RUNS; run += 1) {
      for (const variant of VARIANTS) runs.get(variant)?.push(await audit(chrome, url, variant));
    }
    const results = VARIANTS.map((variant) => medianRun(runs.get(variant) ?? []));
    if (!header) {
      const lhr = results[0];
      if (lhr) {
        const settings = lhr.configSettings;
        const browser = /(?:Headless)?Chrome\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0];
        console.log(
          `Lighthouse ${lhr.lighthouseVersion}, ${settings.formFactor} emulation, ` +
            `${settings.throttlingMethod} throttling (${String(settings.throttling.rttMs)} ms RTT, ` +
            `${String(Math.round(settings.throttling.throughputKbps))} kbit/s, CPU ` +
            `${String(settings.throttling.cpuSlowdownMultiplier)}x slower), ${browser ?? 'Chromium'}, ` +
            `CPU benchmark index ${String(lhr.environment.benchmarkIndex)}`,
        );
        console.log(
          `${givenUrl ? base : `the built BFF on ${base} (mock mode)`}; ` +
            `${String(RUNS)} run(s) a row, the median kept (Node ${process.version})`,
        );
      }
      header = true;
    }
    const [baseline, product] = results.map(figuresOf);
    if (!baseline || !product) continue;
    console.log(`\n${path}`);
    console.log(row(COLUMNS.map(([name]) => name)));
    console.log(figuresRow(VARIANTS[0]?.name ?? '', baseline));
    console.log(figuresRow(VARIANTS[1]?.name ?? '', product));
    console.log(versusRow(product, baseline));
    if (product.lcpElement !== undefined) console.log(`  LCP element: ${product.lcpElement}`);
    for (const warning of new Set([...baseline.warnings, ...product.warnings])) {
      console.log(`  warning: ${warning}`);
    }
  }
} finally {
  chrome?.kill();
  if (bff) await stopBff(bff.child);
}
