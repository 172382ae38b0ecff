import { startServer } from './server-process.ts';

/**
 * Starts the real server (built web app, fresh SQLite database, small seed) for the whole run.
 * Workers start after this and inherit its environment: that is how they learn the address.
 */
export default async function globalSetup() {
  const server = await startServer('small');
  process.env.E2E_BASE_URL = server.baseURL;
  return () => server.stop();
}
