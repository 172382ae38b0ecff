import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Integration tests build a seeded database per file; give them room on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
