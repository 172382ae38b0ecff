import { defineProject } from 'vitest/config';

// Dates print in one time zone whatever the machine's; CI also runs the web suite in another.
process.env.TZ = process.env.TEST_TZ ?? 'UTC';

export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Whole pages render per test; on a busy two-core machine 5 s is too tight (failures were timeouts only).
    testTimeout: 15_000,
  },
});
