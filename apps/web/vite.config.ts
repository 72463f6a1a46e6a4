import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { zodJitlessIntro } from './src/lib/zod-jitless.js';

// The BFF the dev server forwards the API, the realtime channel and QA's controls to.
const bffUrl = process.env.BFF_URL ?? 'http://127.0.0.1:3000';

/**
 * The build's id: BUILD_ID when the pipeline sets one, else the commit (marked when the tree had
 * changes). The app shows it to QA (/mock-modals) and the BFF reports the served one in its
 * metrics (dist/build.json): a tab whose id differs from the served one runs an older build.
 */
function buildId(): string {
  const fromEnv = process.env.BUILD_ID;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  try {
    const git = (args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
    const commit = git(['rev-parse', '--short=12', 'HEAD']);
    return git(['status', '--porcelain']) === '' ? commit : `${commit}-dirty`;
  } catch {
    return 'unknown';
  }
}
const BUILD_ID = buildId();
const DEFINE_BUILD_ID = { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(BUILD_ID) };

/** dist/build.json: the build's id, which the BFF reads at start. */
function buildInfo(): Plugin {
  return {
    name: 'build-info',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'build.json',
        source: JSON.stringify({ id: BUILD_ID }),
      });
    },
  };
}

/** See the 'kit' chunk below. */
const KIT_CORE =
  /(apps[\\/]web[\\/]src[\\/](components[\\/]ui[\\/](button|icon-button|skeleton|money|error-state|empty-state|state|use-reduced-motion|use-in-view|use-lingering|slides-per-view|game-tile|badge|class-names)|lib[\\/]app-error))(\.module)?\.(tsx?|css)$/;

/**
 * The app's scripts are fetched at low priority: module scripts never hold the first paint (the
 * page paints its preloader from the HTML and the stylesheet), and the stylesheet and the first
 * tiles' art go first on a slow link.
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}

/** Where the browser build goes (Vite's default outDir). */
const DIST_DIR = fileURLToPath(new URL('./dist/', import.meta.url));

/**
 * The app shell the worker precaches: the files index.html loads (its scripts, module preloads and
 * stylesheet), the offline page with its script and the icons. Not every lazy chunk: precaching
 * 250 files at install took the link and a core from the page just drawn (Lighthouse's total
 * blocking time doubled). Lazy chunks are kept as they are loaded (the rules below).
 */
function shellOnly(entries: { url: string; revision: string | null; size: number }[]) {
  const html = readFileSync(`${DIST_DIR}index.html`, 'utf8');
  const shell = new Set(
    [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map(([, url]) => url),
  );
  return {
    manifest: entries.filter(
      ({ url }) => !url.startsWith('assets/') || url.endsWith('.css') || shell.has(url),
    ),
  };
}

/** Lazy chunks kept as loaded: immutable (hashed names), so a page of an older build finds them. */
const APP_CHUNK_ENTRIES = 200;
const APP_CHUNK_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Game art kept by the service worker: at most this many images, each for at most a week. */
const GAME_ART_ENTRIES = 300;
const GAME_ART_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * The service worker (docs/decisions/036-pwa.md): the app shell precached, game art cached at run
 * time within bounds, the BFF's answers and every navigation from the network (a page carries the
 * visitor's bootstrap, and the first screen is drawn on the BFF: decision 031), with the offline
 * page when the network fails. features/pwa registers it after the first screen (from a lazy
 * chunk, nothing in the entry); a new version waits for the player's yes (its update prompt) and
 * never reloads a page itself.
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    // Registered by features/pwa after the first screen, from a lazy chunk: nothing in the entry.
    injectRegister: false,
    // The BFF serves the manifest: the brand's name is runtime configuration.
    manifest: false,
    filename: 'sw.js',
    workbox: {
      globPatterns: [
        'assets/**/*.{js,css}',
        'offline.html',
        'offline.js',
        'after-first-paint.js',
        'favicon.svg',
        'icons/*.png',
      ],
      globIgnores: ['**/*.map', '**/*.br', '**/*.gz'],
      manifestTransforms: [shellOnly],
      // A navigation's request starts while the worker starts, not after.
      navigationPreload: true,
      // Vite's hashed names change with their content: no revision query is needed.
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      // No index.html from the cache: navigations go to the BFF (the runtime rules below).
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      // A new version waits: the page's prompt posts SKIP_WAITING when the player says yes.
      skipWaiting: false,
      clientsClaim: true,
      inlineWorkboxRuntime: true,
      sourcemap: false,
      runtimeCaching: [
        {
          // The BFF's own answers (the API, the realtime channel, QA, uploads, probes) and the
          // game pages: never from a cache, and no offline page in their place.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin &&
            /^\/(trpc|ws|qa|api|healthz|readyz|metrics)(\/|$)|^\/media\/pages\//.test(url.pathname),
          handler: 'NetworkOnly',
        },
        {
          // Every other navigation, visited or not: the network, else the offline page.
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: 'offline.html' } },
        },
        {
          // The lazy chunks and their stylesheets as they are loaded.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'app-chunks',
            expiration: {
              maxEntries: APP_CHUNK_ENTRIES,
              maxAgeSeconds: APP_CHUNK_MAX_AGE_SECONDS,
              purgeOnQuotaError: true,
            },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // Game art: the BFF's (mock mode) or a CDN's, kept within bounds.
          urlPattern: ({ request, url, sameOrigin }) =>
            request.destination === 'image' &&
            (!sameOrigin || url.pathname.startsWith('/media/art/')),
          handler: 'CacheFirst',
          options: {
            cacheName: 'game-art',
            expiration: {
              maxEntries: GAME_ART_ENTRIES,
              maxAgeSeconds: GAME_ART_MAX_AGE_SECONDS,
              purgeOnQuotaError: true,
            },
            // A CDN's image without CORS is opaque (status 0): kept too, the bound holds it.
            cacheableResponse: { statuses: [0, 200] },
          },
        },
      ],
    },
  });
}

/**
 * The server build (`vite build --ssr`): the first screen's renderer the BFF loads
 * (src/app/entry-server.tsx), every dependency bundled in, so that the BFF's image needs no
 * React of its own. Beside dist, not in it: the BFF serves dist to browsers.
 */
const serverBuild = defineConfig({
  plugins: [react()],
  define: DEFINE_BUILD_ID,
  resolve: { conditions: ['@casino/source'] },
  ssr: {
    noExternal: true,
    target: 'node',
    // The workspace packages' sources, as the browser build reads them.
    resolve: { conditions: ['@casino/source', ...defaultServerConditions] },
  },
  build: {
    ssr: 'src/app/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    copyPublicDir: false,
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
});

const browserBuild = defineConfig({
  define: DEFINE_BUILD_ID,
  plugins: [
    react(),
    scriptsAfterFirstPaint(),
    serviceWorker(),
    buildInfo(),
    // x.br and x.gz beside each text file, which the BFF sends by the browser's Accept-Encoding
    // (apps/bff/src/plugins/app/static-web.ts): compressed once, at the highest levels, rather
    // than on every response. Below 1 KiB a file is not worth it.
    compression({
      include: /\.(js|mjs|css|html|svg|json|webmanifest)$/,
      exclude: /^\.vite\//,
      threshold: 1024,
      algorithms: ['brotliCompress', defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
  resolve: { conditions: ['@casino/source'] },
  server: {
    port: 5173,
    proxy: {
      '/trpc': { target: bffUrl, changeOrigin: false },
      '/qa': { target: bffUrl, changeOrigin: false },
      // The BFF's readiness: the QA panel shows each upstream's breaker from it.
      '/readyz': { target: bffUrl, changeOrigin: false },
      // Mock mode's game art and game pages, which the BFF serves from its own origin.
      '/media': { target: bffUrl, changeOrigin: false },
      '/ws': { target: bffUrl, ws: true, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // No polyfill of <link rel="modulepreload">: every browser of es2022 but Safari 16 has it, and
    // there the preloads are only hints the scripts' own imports still fetch. It was 0.4 KiB of
    // the entry's first JavaScript.
    modulePreload: { polyfill: false },
    // One stylesheet for the whole app (15 KB gzipped): a page's first paint waits on one request,
    // not on a dozen chunks' (Lighthouse's first contentful paint went 2.6 s to 1.7-2.2 s).
    cssCodeSplit: false,
    // dist/.vite/manifest.json: the chunk graph the bundle budget reads (scripts/bundle-budget.ts).
    manifest: true,
    rolldownOptions: {
      // The shared package declares its schemas at the top of each module (`z.object(...)`):
      // calling zod builds a value and nothing else, so a schema nobody uses is dropped, with
      // what only it needed (date parsing for the birthday's, for one).
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // zod's eval off before its first schema, in whichever chunk it lands (lib/zod-jitless.ts).
        intro: (chunk) => zodJitlessIntro(Object.keys(chunk.modules)),
        // One vendor chunk per library family keeps every chunk under Vite's 500 kB warning and
        // lets a release that changes only app code keep the vendors cached.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            // The query client only: @tanstack/react-virtual belongs to the lazy lists using it.
            {
              name: 'query',
              test: /node_modules[\\/](@tanstack[\\/](react-query|query-core)|@trpc)[\\/]/,
            },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            {
              name: 'app',
              tags: ['$initial'],
              // With the shell's check of the first screen's elements, which it runs before the
              // first render: left to the entry's chunk it was read there before that chunk (which
              // imports this one) had set its values.
              test: /apps[\\/]web[\\/]src[\\/]|packages[\\/]shared[\\/]src[\\/]first-screen\.ts$/,
              includeDependenciesRecursively: false,
              priority: -1,
            },
            // The notice beside the money actions while offline: its own small chunk, so that the
            // update prompt, which every page loads after its first screen, does not bring the
            // kit (and React Aria with its button) to pages that draw none of it.
            {
              name: 'offline-guard',
              test: /apps[\\/]web[\\/]src[\\/]components[\\/]ui[\\/]offline-guard(\.module)?\.(tsx?|css)$/,
              includeDependenciesRecursively: false,
              priority: -2,
            },
            // The kit's parts most screens draw in one chunk: a screen's first load waits on one
            // request for them, not on a dozen of under a kilobyte each.
            {
              name: 'kit',
              test: KIT_CORE,
              includeDependenciesRecursively: false,
              priority: -2,
            },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild === true ? serverBuild : browserBuild));
