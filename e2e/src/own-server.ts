import { DatabaseSync } from 'node:sqlite';
import { test } from './fixtures.ts';
import { startServer, type ServerProcess } from './server-process.ts';

/**
 * Call inside a describe: a server of the spec's own (fresh SQLite database, small seed), started
 * before its tests and stopped after, with its database open read-only so the spec can read back
 * what the browser stored.
 */
export function useOwnServer(): { readonly server: ServerProcess; readonly db: DatabaseSync } {
  let server: ServerProcess | undefined;
  let db: DatabaseSync | undefined;
  test.beforeAll(async () => {
    server = await startServer('small');
    db = new DatabaseSync(server.databaseUrl.replace(/^sqlite:/, ''), { readOnly: true });
  });
  test.afterAll(async () => {
    db?.close();
    await server?.stop();
  });
  return {
    get server() {
      return server!;
    },
    get db() {
      return db!;
    },
  };
}
