import { defineProject } from 'vitest/config';

// Rules that read the local calendar are tested in a zone east of UTC, whether this package runs
// alone or in the root's run (which sets the same zone); forks inherit it from this process.
process.env.TZ = 'Europe/Bucharest';

export default defineProject({
  resolve: { conditions: ['@casino/source'] },
  ssr: { resolve: { conditions: ['@casino/source'] } },
  test: {
    name: 'realtime-client',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
