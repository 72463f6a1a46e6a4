import { describe, expect, it } from 'vitest';
import { initialFiles, lazyGraph, type Manifest, pageScripts } from './bundle-graph.js';

/** index.html as Vite writes it, with a script another plugin adds and one of another origin. */
const HTML = `<!doctype html>
<html lang="en">
  <head>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
    <link rel='modulepreload' href='./assets/runtime.js?v=2'>
    <link rel="preload" as="font" href="/assets/font.woff2">
    <script src="/register-sw.js"></script>
    <script src="https://cdn.example.test/widget.js"></script>
    <script>window.inline = true;</script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/**
 * The first render: index (preloads vendor and runtime; imports shared and, without a preload,
 * deep through shared; imports the lazy module `eager` statically too).
 * Lazy: a (only-a, which imports only-a-deep; lazy-shared; the lazy module c, statically),
 * b (lazy-shared), c (only-c), eager (already loaded).
 */
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor.js', '_runtime.js', '_shared.js', 'src/eager.tsx'],
    dynamicImports: ['src/a.tsx', 'src/b.tsx', 'src/c.tsx', 'src/eager.tsx'],
    css: ['assets/index.css'],
  },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_runtime.js'] },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js', '_deep.js'] },
  '_deep.js': { file: 'assets/deep.js' },
  'src/eager.tsx': {
    file: 'assets/eager.js',
    src: 'src/eager.tsx',
    isDynamicEntry: true,
    imports: ['_vendor.js'],
  },
  'src/a.tsx': {
    file: 'assets/a.js',
    src: 'src/a.tsx',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_only-a.js', '_lazy-shared.js', 'src/c.tsx', 'index.html'],
  },
  '_only-a.js': { file: 'assets/only-a.js', imports: ['_only-a-deep.js', '_shared.js'] },
  '_only-a-deep.js': { file: 'assets/only-a-deep.js' },
  '_lazy-shared.js': { file: 'assets/lazy-shared.js', imports: ['_vendor.js'] },
  'src/b.tsx': {
    file: 'assets/b.js',
    src: 'src/b.tsx',
    isDynamicEntry: true,
    imports: ['_lazy-shared.js'],
  },
  'src/c.tsx': {
    file: 'assets/c.js',
    src: 'src/c.tsx',
    isDynamicEntry: true,
    imports: ['_only-c.js'],
  },
  '_only-c.js': { file: 'assets/only-c.js' },
  'src/logo.svg': { file: 'assets/logo.svg', src: 'src/logo.svg' },
};

describe('pageScripts', () => {
  it('lists the scripts and module preloads of the build, in document order', () => {
    expect(pageScripts(HTML)).toEqual([
      'assets/index.js',
      'assets/vendor.js',
      'assets/runtime.js',
      'register-sw.js',
    ]);
  });

  it('reads attributes in any order and quoting, once each file', () => {
    const html =
      '<link href=/assets/x.js rel="modulepreload"><SCRIPT SRC="/assets/x.js" type=module></SCRIPT>';
    expect(pageScripts(html)).toEqual(['assets/x.js']);
  });
});

describe('initialFiles', () => {
  it('follows the static imports of what the page loads, preloaded or not', () => {
    const files = initialFiles(MANIFEST, pageScripts(HTML));
    expect([...files].sort()).toEqual([
      'assets/deep.js',
      'assets/eager.js',
      'assets/index.js',
      'assets/runtime.js',
      'assets/shared.js',
      'assets/vendor.js',
      'register-sw.js',
    ]);
    expect(new Set(files).size).toBe(files.length);
  });

  it('leaves out what is only imported with import()', () => {
    const files = initialFiles(MANIFEST, ['assets/index.js']);
    for (const lazy of [
      'assets/a.js',
      'assets/b.js',
      'assets/only-a.js',
      'assets/lazy-shared.js',
    ]) {
      expect(files).not.toContain(lazy);
    }
  });
});

describe('lazyGraph', () => {
  const initial = initialFiles(MANIFEST, pageScripts(HTML));
  const { modules, shared } = lazyGraph(MANIFEST, initial);
  const own = (key: string) => modules.find((module) => module.key === key)?.ownFiles;

  it('gives each lazy module its chunk and what only it imports, deep imports included', () => {
    expect(modules.map((module) => module.key)).toEqual([
      'src/a.tsx',
      'src/b.tsx',
      'src/c.tsx',
      'src/eager.tsx',
    ]);
    expect(own('src/a.tsx')).toEqual(['assets/a.js', 'assets/only-a.js', 'assets/only-a-deep.js']);
    expect(own('src/b.tsx')).toEqual(['assets/b.js']);
  });

  it('keeps a lazy module that another imports statically, with its imports, to itself', () => {
    expect(own('src/c.tsx')).toEqual(['assets/c.js', 'assets/only-c.js']);
    expect(own('src/a.tsx')).not.toContain('assets/c.js');
  });

  it('counts what the first render loads in no lazy module', () => {
    expect(own('src/eager.tsx')).toEqual([]);
    for (const module of modules) {
      for (const file of initial) expect(module.ownFiles).not.toContain(file);
    }
  });

  it('lists the chunks several lazy modules import apart', () => {
    expect(shared).toEqual(['assets/lazy-shared.js']);
  });
});
