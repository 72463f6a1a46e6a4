import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The BFF the dev server forwards the API, the realtime channel and QA's controls to.
const bffUrl = process.env.BFF_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@casino/source'] },
  server: {
    port: 5173,
    proxy: {
      '/trpc': { target: bffUrl, changeOrigin: false },
      '/qa': { target: bffUrl, changeOrigin: false },
      '/ws': { target: bffUrl, ws: true, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
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
            { name: 'query', test: /node_modules[\\/](@tanstack|@trpc)[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
});
