import { defineConfig } from 'vitest/config';

// Rules that read the local calendar (promotion windows, next local midnight) are tested in a
// zone east of UTC so that a UTC-only mistake shows; forks inherit it from this process.
process.env.TZ = 'Europe/Bucharest';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
});
