import fp from 'fastify-plugin';
import { catalogueTabQuerySchema } from '@app/domain';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Shutdown has begun: answers ask their client to close the connection and /readyz says
     * not ready, while the instance still serves (main.ts waits SHUTDOWN_DRAIN_MS, then closes).
     */
    startDraining(): void;
    /** Whether shutdown has begun (the health check's /readyz). */
    draining(): boolean;
    /**
     * Resolves when the start-up warm-up is over (the search index built, the store listings
     * and the line-up read): until then /readyz says not ready, so a fresh instance of a rolling
     * deploy takes traffic only once it answers as fast as the others.
     */
    warming(): Promise<void>;
  }
}

/**
 * Start and shutdown in one place. At start: the bus hears other instances, the search index is
 * built while the server starts listening (not on the first search), and the housekeeping sweep
 * runs, then every interval, never keeping the process alive. At shutdown: the sweep stops, live
 * sockets close, and answers still in flight ask their client to close the connection, so that a
 * keep-alive socket does not hold the process open until its idle time-out; then every service's
 * connection closes, the database last.
 */
export const lifecyclePlugin = fp(
  async (app) => {
    const { settings, bus, search, housekeeping, hub, catalogue, epg } = app.services;
    // Once shutdown begins, every answer asks its client to close the connection.
    let closing = false;
    app.decorate('startDraining', () => {
      closing = true;
    });
    app.decorate('draining', () => closing);

    // Serve once messages and cache drops from other instances reach this one.
    app.addHook('onReady', () => bus.ready());
    let warmed: () => void = () => {};
    const warming = new Promise<void>((resolve) => (warmed = resolve));
    app.decorate('warming', () => warming);
    app.addHook('onReady', async () => {
      // The instance listens meanwhile (/healthz answers); /readyz says ready once the first
      // requests would not pay for what every instance builds once. A part that fails is built
      // on first use instead, as before.
      const part = (what: string, work: () => Promise<unknown>) =>
        work().catch((error: unknown) => app.log.error({ err: error }, `${what} failed`));
      void Promise.all([
        part('search index build', () => search.warm()),
        part('store listings read', () =>
          Promise.all([
            catalogue.tab(catalogueTabQuerySchema.parse({ content_class: 'movie' })),
            catalogue.tab(catalogueTabQuerySchema.parse({ content_class: 'tv' })),
          ]),
        ),
        part('line-up read', () => epg.channels()),
      ]).finally(() => warmed());
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
