// zod compiles a fast parser for each object schema when the page allows `new Function`, and
// finds out by trying it at the first schema it builds. The page's CSP allows no eval, so the try
// fails (zod falls back) and the browser files a CSP violation report on every page load: noise
// that would hide a real one. zod reads its settings from a global when it builds a schema; the
// build puts this line at the top of every chunk holding zod (vite.config.ts), so it runs before
// zod does wherever the bundler places it, and no first screen has to load zod to say so.

/** The line that turns zod's eval off, before any of its code in a chunk. */
export const ZOD_JITLESS_INTRO =
  '(globalThis.__zod_globalConfig ??= {}).jitless = true; // no eval under the CSP\n';

const ZOD_MODULE = /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?zod[\\/]/;

/** The chunk's intro: ZOD_JITLESS_INTRO for a chunk that holds one of zod's modules. */
export function zodJitlessIntro(moduleIds: readonly string[]): string {
  return moduleIds.some((id) => ZOD_MODULE.test(id)) ? ZOD_JITLESS_INTRO : '';
}
