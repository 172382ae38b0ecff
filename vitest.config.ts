import { defineConfig } from 'vitest/config';

// Dates print in one time zone whatever the machine's; CI also runs the web suite in another.
process.env.TZ = process.env.TEST_TZ ?? 'UTC';

// One run covers the unit and integration suites of every workspace (README: `npm test`).
// End-to-end tests have their own config in e2e/ because they need a built app and a browser.
export default defineConfig({
  test: {
    projects: [
      'domain/vitest.config.ts',
      'server/vitest.config.ts',
      'web/vitest.config.ts',
      // The repo's own rules: lint zones proven on fixture files (eslint.config.test.ts).
      { test: { name: 'repo', environment: 'node', include: ['*.test.ts'], testTimeout: 60_000 } },
    ],
  },
});
