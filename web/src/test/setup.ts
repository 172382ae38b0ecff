import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Routes are lazy-loaded: on a busy two-core machine the first import of a page can take more
// than Testing Library's default 1 s wait. Waiting longer changes no assertion, only patience.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not scroll; React Router's <ScrollRestoration> calls this on every navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
});
