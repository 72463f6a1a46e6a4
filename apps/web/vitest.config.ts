import { defineProject } from 'vitest/config';

// Rules that read the local calendar are tested in a zone east of UTC, whether this package runs
// alone or in the root's run (which sets the same zone); forks inherit it from this process.
process.env.TZ = 'Europe/Bucharest';

export default defineProject({
  resolve: { conditions: ['@casino/source'] },
  ssr: { resolve: { conditions: ['@casino/source'] } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    // The app runs in a browser: components render into happy-dom's document.
    environment: 'happy-dom',
    // Component tests drive React through user events; on a machine shared by several builds a
    // test of a few hundred milliseconds can take seconds.
    testTimeout: 15_000,
  },
});
