// The web build's JavaScript budget (`pnpm bundle-budget [dist dir]`, a step of `npm test` after
// the build). Reads apps/web/dist (index.html and Vite's .vite/manifest.json) and prints, gzipped:
// the JavaScript the main page loads before its first render, file by file and in total, and for
// each lazily imported module (routes, modals) the chunks it adds on its own. Exits 1 when a
// figure passes its limit, 2 when there is no build to read.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { initialFiles, lazyGraph, type Manifest, pageScripts } from './bundle-graph.js';

/** The limits, in KiB of gzip; the variables override them for an experiment. */
const LIMITS = {
  initialKiB: { default: 170, variable: 'BUNDLE_BUDGET_INITIAL_KIB' },
  lazyModuleKiB: { default: 60, variable: 'BUNDLE_BUDGET_ROUTE_KIB' },
} as const;

/**
 * Lazy modules no player ever loads, measured but not held to the route limit: the styleguide is
 * a reference page of the whole UI kit, served only while the BFF runs its mock world.
 */
const NOT_PLAYER_FACING: ReadonlySet<string> = new Set([
  'src/features/styleguide/components/styleguide-page.tsx',
]);

const KIB = 1024;
/** The level of the .gz files the build writes and the BFF sends. */
const GZIP_LEVEL = constants.Z_BEST_COMPRESSION;

function limit({ default: fallback, variable }: { default: number; variable: string }): number {
  const raw = process.env[variable];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${variable} must be a positive number of KiB, not "${raw}"`);
    process.exit(2);
  }
  return value;
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(process.argv[2] ?? join(root, 'apps/web/dist'));
const fromRoot = relative(root, dist);
const shownDist = fromRoot.startsWith('..') ? dist : fromRoot || '.';
const manifestPath = join(dist, '.vite', 'manifest.json');
const htmlPath = join(dist, 'index.html');

if (!existsSync(manifestPath) || !existsSync(htmlPath)) {
  console.error(
    `no web build with a manifest in ${shownDist} (index.html and .vite/manifest.json): ` +
      'build it first (pnpm -F @casino/web build)',
  );
  process.exit(2);
}

const initialLimit = limit(LIMITS.initialKiB);
const lazyLimit = limit(LIMITS.lazyModuleKiB);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
const scripts = pageScripts(readFileSync(htmlPath, 'utf8'));
const initial = initialFiles(manifest, scripts);
const lazy = lazyGraph(manifest, initial);

const gzipped = new Map<string, number>();
function size(file: string): number {
  let bytes = gzipped.get(file);
  if (bytes === undefined) {
    bytes = gzipSync(readFileSync(join(dist, file)), { level: GZIP_LEVEL }).length;
    gzipped.set(file, bytes);
  }
  return bytes;
}
const total = (files: readonly string[]) => files.reduce((sum, file) => sum + size(file), 0);
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`.padStart(10);
const verdict = (bytes: number, limitKiB: number) => {
  const over = bytes - limitKiB * KIB;
  return over > 0 ? `OVER by ${(over / KIB).toFixed(1)} KiB` : 'ok';
};

const width = Math.max(40, ...[...initial, ...lazy.modules.map((m) => m.key)].map((s) => s.length));
const failures: string[] = [];

console.log(
  `Bundle budget of ${shownDist}: gzip level ${String(GZIP_LEVEL)} of each file as built, ` +
    `1 KiB = ${String(KIB)} bytes`,
);

console.log(
  `\nThe main page's initial JavaScript, what index.html loads before the first render: ` +
    `${String(scripts.length)} scripts and module preloads, ` +
    `${String(initial.length - scripts.length)} more chunks through their static imports`,
);
for (const file of [...initial].sort((a, b) => size(b) - size(a))) {
  console.log(`  ${file.padEnd(width)} ${kib(size(file))}`);
}
const initialBytes = total(initial);
console.log(
  `  ${'total'.padEnd(width)} ${kib(initialBytes)}   limit ${kib(initialLimit * KIB).trim()}   ` +
    verdict(initialBytes, initialLimit),
);
if (initialBytes > initialLimit * KIB) {
  failures.push(
    `the main page's initial JavaScript is ${kib(initialBytes).trim()}, over its ` +
      `${String(initialLimit)} KiB limit`,
  );
}

console.log(
  `\nEach lazily imported module's own chunks (its chunk and what only it imports), ` +
    `limit ${String(lazyLimit)} KiB each`,
);
for (const module of lazy.modules) {
  if (module.ownFiles.length === 0) {
    console.log(`  ${module.key.padEnd(width)} ${'-'.padStart(10)}   in the first render already`);
    continue;
  }
  const bytes = total(module.ownFiles);
  const parts =
    module.ownFiles.length > 1
      ? `   (${module.ownFiles.map((file) => `${file} ${kib(size(file)).trim()}`).join(', ')})`
      : '';
  const exempt = NOT_PLAYER_FACING.has(module.key);
  const shown = exempt ? 'mock mode only, no limit' : verdict(bytes, lazyLimit);
  console.log(`  ${module.key.padEnd(width)} ${kib(bytes)}   ${shown}${parts}`);
  if (!exempt && bytes > lazyLimit * KIB) {
    failures.push(
      `${module.key} adds ${kib(bytes).trim()}, over the ${String(lazyLimit)} KiB limit`,
    );
  }
}
if (lazy.modules.length === 0) console.log('  (none)');
if (lazy.shared.length > 0) {
  console.log('\nShared by several lazy modules (in none of their figures above)');
  for (const file of lazy.shared) console.log(`  ${file.padEnd(width)} ${kib(size(file))}`);
}

if (failures.length > 0) {
  console.log(`\nOver budget:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
  console.log(
    `(limits: ${LIMITS.initialKiB.variable}, ${LIMITS.lazyModuleKiB.variable} override them)`,
  );
  process.exit(1);
}
console.log('\nWithin budget.');
