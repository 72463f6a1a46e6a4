import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Rules that read the local calendar (promotion windows, next local midnight) are tested in a
// zone east of UTC so that a UTC-only mistake shows; forks inherit it from this process.
process.env.TZ = 'Europe/Bucharest';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
      'scripts/vitest.config.ts',
    ],
    // Vitest's default is one worker fewer than the cores: on a two-core machine, one file at a
    // time, while most files wait on sockets, servers and timers as much as on the CPU. One worker
    // more than the cores keeps both busy (measured on two cores: 648 s with one worker, 261-309 s
    // with two, 245 s with three).
    maxWorkers: availableParallelism() + 1,
  },
});
