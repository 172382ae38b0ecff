import { defineConfig } from 'vitest/config';

// Dates print in one time zone whatever the machine's; CI also runs the web suite in another.
process.env.TZ = process.env.TEST_TZ ?? 'UTC';

// `npm run test:reliability`: bad input on every call, concurrency invariants, crash recovery,
// a mixed load and the security checks. Slower than the unit suite; CI runs both.
export default defineConfig({
  test: {
    name: 'reliability',
    root: new URL('.', import.meta.url).pathname,
    include: ['src/reliability/**/*.reliability.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
    // Crash and load tests spawn servers and measure; one file at a time on two cores.
    fileParallelism: false,
  },
});
