import { defineProject } from 'vitest/config';

// Dates print in one time zone whatever the machine's; CI also runs the web suite in another.
process.env.TZ = process.env.TEST_TZ ?? 'UTC';

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
