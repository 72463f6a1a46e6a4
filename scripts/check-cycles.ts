// `pnpm check:cycles <path>...`: refuses import cycles in the TypeScript under the paths, type-only
// imports left out (dpdm's transform, as tsc emits them). Reports cycles between files and
// between units: the web app's features, the BFF's top-level modules (scripts/import-cycles.ts).
// Exits 1 on any cycle.
import { statSync } from 'node:fs';
import { parseCircular, parseDependencyTree, prettyCircular } from 'dpdm';
import { cyclicGroups, describeGroup, unitEdges, type ImportEdge } from './import-cycles.js';

const paths = process.argv.slice(2);
if (paths.length === 0) {
  console.error('Usage: pnpm check:cycles <directory or file>...');
  process.exit(2);
}

const entries = paths.map((path) =>
  statSync(path).isDirectory() ? `${path.replace(/\/$/, '')}/**/*.{ts,tsx,mts,cts}` : path,
);
const tree = await parseDependencyTree(entries, {
  transform: true,
  skipDynamicImports: false,
  exclude: /node_modules|\.d\.ts$/,
});

const fileCycles = parseCircular(tree);
const edges: ImportEdge[] = Object.values(tree).flatMap((dependencies) =>
  (dependencies ?? []).map((dependency) => ({ from: dependency.issuer, to: dependency.id })),
);
const graph = unitEdges(edges);
const unitCycles = cyclicGroups(graph);

console.log(`${String(Object.keys(tree).length)} modules read under ${paths.join(', ')}`);
if (fileCycles.length > 0) {
  console.log(`\nImport cycles between files (${String(fileCycles.length)}):`);
  console.log(prettyCircular(fileCycles, '  '));
}
for (const group of unitCycles) {
  console.log(`\nImport cycle between ${group.join(', ')}:`);
  for (const line of describeGroup(group, graph)) console.log(`  ${line}`);
}
if (fileCycles.length > 0 || unitCycles.length > 0) process.exit(1);
console.log('No import cycle between files, features or modules.');
