import { systemClock } from './clock.ts';
import { loadSettings, SettingsError } from './config.ts';
import { createDatabase, redactUrl } from './db/database.ts';
import { demoHouseholdsRefusal, prepareDatabase } from './db/prepare.ts';
import { buildApp } from './app.ts';

/** Starts the server: settings → database (migrated, seeded on first start) → app → listen. */
async function main(): Promise<void> {
  const settings = loadSettings();
  const database = createDatabase({ url: settings.DATABASE_URL });
  try {
    await prepareDatabase(database, { seedScale: settings.SEED_SCALE, now: systemClock.now() });
  } catch (error) {
    await database.close().catch(() => {});
    throw new StartupError(
      `cannot use the database ${redactUrl(settings.DATABASE_URL)}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const refusal = await demoHouseholdsRefusal(database.db, settings);
  if (refusal) {
    await database.close().catch(() => {});
    throw new StartupError(refusal);
  }
  const app = await buildApp({ settings, database, clock: systemClock });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // If a request hangs, do not hang forever: leave after 10 s.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: settings.PORT, host: settings.HOST });
}

class StartupError extends Error {}

main().catch((error: unknown) => {
  // A bad setting or an unreachable database is the operator's to fix: one line, no stack trace.
  if (error instanceof SettingsError || error instanceof StartupError) {
    console.error(`server not started: ${error.message}`);
  } else if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
    console.error(`server not started: port already in use (${error.message})`);
  } else {
    console.error('server not started:', error);
  }
  process.exit(1);
});
