import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@casino/source'] },
  ssr: { resolve: { conditions: ['@casino/source'] } },
  test: {
    name: 'web',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
