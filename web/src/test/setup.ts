import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Routes are lazy-loaded: on a busy two-core machine the first import of a page can take more
// than Testing Library's default 1 s wait. Waiting longer changes no assertion, only patience.
configure({ asyncUtilTimeout: 5000 });

// Testing Library lets React's work and its own waits run under fake timers only when it sees
// Jest's, which it advances with `jest.advanceTimersByTime`; otherwise it waits on a faked
// setTimeout that never fires. Vitest's timers answer for Jest's, so a test that fakes the timers
// moves them itself and never lets them run with the wall clock.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

// jsdom does not scroll; React Router's <ScrollRestoration> calls this on every navigation.
window.scrollTo = () => {};

/**
 * Every test runs at one fixed instant, never the wall clock: a suite that passes at 09:00 must
 * pass at 23:30 too. `TEST_NOW` (a local date-time, read in the pinned `TZ`) moves that instant;
 * CI runs the suite at 09:00 and 23:30 in Sydney and UTC (.ci/run). A test that needs time to
 * pass fakes the timers and advances them from here.
 */
const TEST_NOW = new Date(process.env.TEST_NOW ?? '2026-11-24T09:00');
if (Number.isNaN(TEST_NOW.getTime())) {
  throw new Error(`TEST_NOW is not a date-time: ${process.env.TEST_NOW}`);
}

beforeEach(() => {
  vi.setSystemTime(TEST_NOW);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
