import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['src/global-setup.ts'],
    // Flows with two browsers and a 3 s spinner, on a busy two-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One Chromium at a time on a 2-core machine; files share the one server.
    fileParallelism: false,
  },
});
