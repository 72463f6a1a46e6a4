import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@casino/source'] },
  ssr: { resolve: { conditions: ['@casino/source'] } },
  test: {
    name: 'bff',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
  },
});
