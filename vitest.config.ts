import { defineConfig } from 'vitest/config';

// One run covers the unit and integration suites of every workspace (README: `npm test`).
// End-to-end tests have their own config in e2e/ because they need a built app and a browser.
export default defineConfig({
  test: {
    projects: ['domain/vitest.config.ts', 'server/vitest.config.ts', 'web/vitest.config.ts'],
  },
});
