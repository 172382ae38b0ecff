import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Shutdown has begun: answers ask their client to close the connection and /readyz says
     * not ready, while the instance still serves (main.ts waits SHUTDOWN_DRAIN_MS, then closes).
     */
    startDraining(): void;
    /** Whether shutdown has begun (the health check's /readyz). */
    draining(): boolean;
  }
}

/**
 * Start and shutdown in one place. At start: the bus hears other instances, the search index is built while the server starts
 * listening (not on the first search), and the housekeeping sweep runs, then every interval,
 * never keeping the process alive. At shutdown: the sweep stops, live sockets close, and answers
 * still in flight ask their client to close the connection, so that a keep-alive socket does not
 * hold the process open until its idle time-out; then every service's connection closes, the
 * database last.
 */
export const lifecyclePlugin = fp(
  async (app) => {
    const { settings, bus, search, housekeeping, hub } = app.services;
    // Once shutdown begins, every answer asks its client to close the connection.
    let closing = false;
    app.decorate('startDraining', () => {
      closing = true;
    });
    app.decorate('draining', () => closing);

    // Serve once messages and cache drops from other instances reach this one.
    app.addHook('onReady', () => bus.ready());
    app.addHook('onReady', async () => {
      void search
        .warm()
        .catch((error: unknown) => app.log.error({ err: error }, 'search index build failed'));
    });

    let sweeper: NodeJS.Timeout | undefined;
    let sweeping: Promise<void> = Promise.resolve();
    const sweep = () => {
      sweeping = housekeeping
        .sweep()
        .then((result) => app.log.debug({ swept: result }, 'housekeeping sweep'))
        .catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping sweep failed'));
    };
    app.addHook('onReady', async () => {
      sweep();
      sweeper = setInterval(sweep, settings.HOUSEKEEPING_INTERVAL_MS);
      sweeper.unref();
    });

    app.addHook('preClose', async () => {
      clearInterval(sweeper);
      await sweeping;
      closing = true;
      hub.close();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
    // onClose hooks run last-registered first: this one, registered early, runs after the
    // modules' own (e.g. the health check's Redis client).
    app.addHook('onClose', () => app.services.close());
  },
  { name: 'lifecycle', dependencies: ['services'] },
);
