import type { TestProject } from 'vitest/node';
import { startServer } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Starts the real server (built web app, fresh SQLite database, small seed) for the whole run. */
export default async function setup(project: TestProject) {
  const server = await startServer('small');
  project.provide('baseURL', server.baseURL);
  return () => server.stop();
}
