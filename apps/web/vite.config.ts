import react from '@vitejs/plugin-react';
import { defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The BFF the dev server forwards the API, the realtime channel and QA's controls to.
const bffUrl = process.env.BFF_URL ?? 'http://127.0.0.1:3000';

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

/**
 * The server build (`vite build --ssr`): the first screen's renderer the BFF loads
 * (src/app/entry-server.tsx), every dependency bundled in, so that the BFF's image needs no
 * React of its own. Beside dist, not in it: the BFF serves dist to browsers.
 */
const serverBuild = defineConfig({
  plugins: [react()],
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
  plugins: [
    react(),
    scriptsAfterFirstPaint(),
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
      // Mock mode's game art and game pages, which the BFF serves from its own origin.
      '/media': { target: bffUrl, changeOrigin: false },
      '/ws': { target: bffUrl, ws: true, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
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
