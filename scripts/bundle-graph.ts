// The chunk graph of the web build, read from Vite's manifest (dist/.vite/manifest.json) and the
// built index.html: what the main page loads before its first render, and what each lazily
// imported module adds on its own. Pure functions; scripts/bundle-budget.ts reads the files and
// weighs them. The manifest's shape: https://vite.dev/guide/backend-integration

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Keys of the chunks this one imports statically. */
  imports?: string[];
  /** Keys of the modules this one imports with import(). */
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(ATTRIBUTE)) {
    const [, name, doubleQuoted, singleQuoted, bare] = match;
    if (name) attributes.set(name.toLowerCase(), doubleQuoted ?? singleQuoted ?? bare ?? '');
  }
  return attributes;
}

/** A URL of the page as a path in the build, or undefined when it points elsewhere. */
function buildPath(url: string): string | undefined {
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(url)) return undefined;
  return url.split(/[?#]/, 1)[0]?.replace(/^\.?\//, '');
}

/**
 * The scripts an HTML page runs and the modules it preloads, in document order, as paths in the
 * build (`assets/index-x.js`). Scripts of other origins are not part of the build.
 */
export function pageScripts(html: string): string[] {
  const found: string[] = [];
  for (const [, element = '', rest = ''] of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attributes = attributesOf(rest);
    const url =
      element.toLowerCase() === 'script'
        ? attributes.get('src')
        : attributes.get('rel')?.toLowerCase().split(/\s+/).includes('modulepreload')
          ? attributes.get('href')
          : undefined;
    const path = url === undefined ? undefined : buildPath(url);
    if (path && !found.includes(path)) found.push(path);
  }
  return found;
}

function keysByFile(manifest: Manifest): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) keys.set(chunk.file, key);
  return keys;
}

/**
 * The files of the chunks under `keys` and of every chunk they import statically; the chunks in
 * `stopAt` count, but not what they import.
 */
function staticClosure(
  manifest: Manifest,
  keys: readonly string[],
  stopAt: ReadonlySet<string> = new Set(),
): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string, first: boolean): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.push(chunk.file);
    if (!first && stopAt.has(key)) return;
    for (const imported of chunk.imports ?? []) visit(imported, false);
  };
  for (const key of keys) visit(key, true);
  return files;
}

/**
 * The JavaScript the page loads before its first render: its scripts and module preloads, and
 * every chunk they import statically (a preload may be missing for one). A script the manifest
 * does not know (written into the page by another plugin) counts as it is.
 */
export function initialFiles(manifest: Manifest, scripts: readonly string[]): string[] {
  const keys = keysByFile(manifest);
  const files: string[] = [];
  for (const script of scripts) {
    const key = keys.get(script);
    const reached = key === undefined ? [script] : staticClosure(manifest, [key]);
    for (const file of reached) if (!files.includes(file)) files.push(file);
  }
  return files;
}

export interface LazyModule {
  /** The manifest key: the module's source path (`src/app/routes/games-route.tsx`). */
  key: string;
  file: string;
  /** Its chunk, when the first render does not load it already, and what only it imports. */
  ownFiles: string[];
}

export interface LazyGraph {
  modules: LazyModule[];
  /** Chunks outside the first render that several lazy modules import: nobody's own. */
  shared: string[];
}

/**
 * Each lazily imported module (a dynamic entry: a route, a modal) and the chunks it adds on its
 * own: its chunk, plus the chunks it imports statically that the first render does not load
 * and that no other lazy module imports. A lazy module that another imports statically keeps
 * its chunk and what it imports as its own.
 */
export function lazyGraph(manifest: Manifest, initial: readonly string[]): LazyGraph {
  const loaded = new Set(initial);
  const entries = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry === true)
    .sort(([a], [b]) => a.localeCompare(b));
  const entryKeys = new Set(entries.map(([key]) => key));
  const entryFiles = new Set(entries.map(([, chunk]) => chunk.file));
  const closures = new Map(
    entries.map(([key]) => [key, staticClosure(manifest, [key], entryKeys)]),
  );
  const reachedBy = new Map<string, number>();
  for (const files of closures.values()) {
    for (const file of files) reachedBy.set(file, (reachedBy.get(file) ?? 0) + 1);
  }
  const modules = entries.map(([key, chunk]): LazyModule => {
    const files = closures.get(key) ?? [];
    const ownFiles = files.filter(
      (file) =>
        !loaded.has(file) &&
        (file === chunk.file || (!entryFiles.has(file) && reachedBy.get(file) === 1)),
    );
    return { key, file: chunk.file, ownFiles };
  });
  const shared = [...reachedBy]
    .filter(([file, count]) => count > 1 && !loaded.has(file) && !entryFiles.has(file))
    .map(([file]) => file)
    .sort();
  return { modules, shared };
}
