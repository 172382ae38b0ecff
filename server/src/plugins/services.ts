import fp from 'fastify-plugin';
import type { Settings } from '#app/config.ts';
import type { Services } from '#app/services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The object graph of services.ts: what routes and the other plugins call. */
    services: Services;
    /** The settings the app was built with (tests read the mail outbox folder from it). */
    settings: Settings;
  }
}

/** Puts the services built by services.ts on the app, for the plugins and routes after it. */
export const servicesPlugin = fp<{ services: Services }>(
  async (app, { services }) => {
    app.decorate('services', services);
    app.decorate('settings', services.settings);
    app.decorate('householdCache', services.households);
  },
  { name: 'services' },
);
