import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Rules that read the local calendar are tested in a zone east of UTC, whether this package runs
// alone or in the root's run (which sets the same zone); forks inherit it from this process.
process.env.TZ = 'Europe/Bucharest';

const SRC = fileURLToPath(new URL('src', import.meta.url));
const TEST_FILE = /\.test\.tsx?$/;
/** A test that swaps a module for a mock: it needs a module graph of its own. */
const REPLACES_A_MODULE = /\bvi\.(?:do)?[mM]ock\(/;

/**
 * The test files that replace modules (vi.mock), as paths under the package. A file's mock holds
 * only in a fresh module graph: those run isolated (vitest.isolated.config.ts), the rest share
 * one graph per worker, React, happy-dom and i18next imported once instead of once per file.
 */
export const MOCKING_TESTS = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => TEST_FILE.test(file))
  .filter((file) => REPLACES_A_MODULE.test(readFileSync(`${SRC}/${file}`, 'utf8')))
  .map((file) => `src/${file}`);

/** The web app's tests: `isolated` for those that replace a module, shared for the rest. */
export function webProject(isolated: boolean) {
  return defineProject({
    resolve: { conditions: ['@casino/source'] },
    ssr: { resolve: { conditions: ['@casino/source'] } },
    test: {
      name: isolated ? 'web (module mocks)' : 'web',
      include: isolated ? MOCKING_TESTS : ['src/**/*.test.{ts,tsx}'],
      exclude: isolated ? [] : MOCKING_TESTS,
      isolate: isolated,
      // The app runs in a browser: components render into happy-dom's document.
      environment: 'happy-dom',
      // Each test ends with its tree unmounted (files share a worker's modules).
      setupFiles: ['src/lib/test-setup.ts'],
      // Component tests drive React through user events; on a machine shared by several builds
      // a test of a few hundred milliseconds can take seconds.
      testTimeout: 15_000,
    },
  });
}

export default webProject(false);
