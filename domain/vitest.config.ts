import { defineProject } from 'vitest/config';

// Dates print in one time zone whatever the machine's; CI also runs the web suite in another.
process.env.TZ = process.env.TEST_TZ ?? 'UTC';

export default defineProject({
  test: { name: 'domain', environment: 'node', include: ['src/**/*.test.ts'] },
});
