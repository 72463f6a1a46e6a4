// The import graph's cycles, file by file and unit by unit (`pnpm check:cycles`). A unit is a
// feature of the web app (a folder features/<name>/) or a top-level module of the BFF (a folder or
// file directly under apps/bff/src): a unit that reaches another which reaches it back, through
// any of their files, is a cycle even when no file imports itself. Tests are not part of the
// graph a unit is judged by (a test may start the whole app).

/** An import of the graph: the importing file and the file it resolved to (null: a package). */
export interface ImportEdge {
  from: string;
  to: string | null;
}

const FEATURE = /(^|\/)apps\/web\/src\/features\/([^/]+)\//;
const BFF_MODULE = /(^|\/)apps\/bff\/src\/([^/]+?)(\.ts|\/)/;
const TEST = /\.test\.tsx?$/;

/**
 * The unit a file belongs to: its web feature ('…/features/<name>') or its BFF top-level module
 * ('…/apps/bff/src/<folder or file>'), or undefined.
 */
export function unitOf(file: string): string | undefined {
  const feature = FEATURE.exec(file);
  if (feature !== null) return file.slice(0, feature.index + feature[0].length - 1);
  const module = BFF_MODULE.exec(file);
  if (module !== null)
    return file.slice(0, module.index + module[0].length - (module[3]?.length ?? 0));
  return undefined;
}

/** The imports between two different units, the first file-level import of each pair kept. */
export function unitEdges(edges: readonly ImportEdge[]): Map<string, Map<string, ImportEdge>> {
  const graph = new Map<string, Map<string, ImportEdge>>();
  for (const edge of edges) {
    if (edge.to === null || TEST.test(edge.from)) continue;
    const from = unitOf(edge.from);
    const to = unitOf(edge.to);
    if (from === undefined || to === undefined || from === to) continue;
    const targets = graph.get(from) ?? new Map<string, ImportEdge>();
    if (!targets.has(to)) targets.set(to, edge);
    graph.set(from, targets);
  }
  return graph;
}

/**
 * The strongly connected groups of more than one node (Tarjan's algorithm): each is a set of
 * units that all reach one another. Sorted, so that a report reads the same on every run.
 */
export function cyclicGroups(graph: ReadonlyMap<string, ReadonlyMap<string, unknown>>): string[][] {
  const nodes = new Set<string>();
  for (const [from, targets] of graph) {
    nodes.add(from);
    for (const to of targets.keys()) nodes.add(to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;

  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };

  for (const node of [...nodes].sort()) if (!index.has(node)) visit(node);
  return groups.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** A group's imports between its own units, one line each: the evidence of the cycle. */
export function describeGroup(
  group: readonly string[],
  graph: ReadonlyMap<string, ReadonlyMap<string, ImportEdge>>,
): string[] {
  const members = new Set(group);
  const lines: string[] = [];
  for (const from of group) {
    for (const [to, edge] of graph.get(from) ?? []) {
      if (members.has(to)) lines.push(`${from} -> ${to} (${edge.from} imports ${edge.to ?? ''})`);
    }
  }
  return lines;
}
