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
    await prepareDatabase(database, {
      seedScale: settings.SEED_SCALE,
      now: systemClock.now(),
      // The first start seeds for about half a minute: say what it is doing meanwhile, as a
      // JSON line like every other log line (the app's logger does not exist yet).
      onProgress: (step) =>
        process.stdout.write(
          `${JSON.stringify({ level: 30, time: Date.now(), msg: `database: ${step}…` })}\n`,
        ),
    });
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
    // A deploy (SIGTERM) drains first: see SHUTDOWN_DRAIN_MS. Ctrl-C (SIGINT) stops at once.
    const drainMs = signal === 'SIGTERM' ? settings.SHUTDOWN_DRAIN_MS : 0;
    app.log.info({ signal, drainMs }, 'shutting down: finishing requests in flight');
    app.startDraining();
    // If a request hangs, do not hang forever: leave 10 s after the drain.
    const force = setTimeout(() => process.exit(1), drainMs + 10_000);
    force.unref();
    setTimeout(() => {
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
    }, drainMs);
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
