import { defineConfig } from '@playwright/test';

const ci = Boolean(process.env.CI);

/**
 * End-to-end specs in Debian's Chromium (never a browser download): one worker on the 2-core
 * machine, one shared server started by global-setup.ts. Failures keep a screenshot and a trace
 * under e2e/test-results/, which CI keeps.
 */
export default defineConfig({
  testDir: './src',
  testMatch: '**/*.e2e.ts',
  globalSetup: './src/global-setup.ts',
  outputDir: './test-results',
  // Flows with two browsers and a 3 s spinner, on a busy two-core machine.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Specs share the one server's database and run in file order, one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: ci,
  retries: ci ? 2 : 0,
  reporter: 'list',
  use: {
    // Set by global-setup.ts, which runs before the workers read this file.
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    // Recording a trace slows every test (the crawl took 3× as long): in CI only a retry records
    // one, kept with the failure's screenshot; a local run (no retries) keeps a failure's trace.
    trace: ci ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Flags that keep Chromium from reaching for the network (closed here).
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
