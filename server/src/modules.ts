import type { FastifyInstance } from 'fastify';
import { authModule } from './modules/auth/routes.ts';
import { bundleModule } from './modules/bundle/routes.ts';
import { catalogueModule } from './modules/catalogue/routes.ts';
import { commerceModule } from './modules/commerce/routes.ts';
import { epgModule } from './modules/epg/routes.ts';
import { eventsModule } from './modules/events/routes.ts';
import { healthModule } from './modules/health/routes.ts';
import { imagesModule } from './modules/images/routes.ts';
import { messagesModule } from './modules/messages/routes.ts';
import { plansModule } from './modules/plans/routes.ts';
import { retailModule } from './modules/retail/routes.ts';
import { searchModule } from './modules/search/routes.ts';
import { supportModule } from './modules/support/routes.ts';
import { wishlistModule } from './modules/wishlist/routes.ts';

/** One module per domain area, each given the services it calls (app.services). */
export async function registerModules(app: FastifyInstance): Promise<void> {
  const s = app.services;
  const { settings, auth, account, now } = s;
  await app.register(healthModule, {
    database: s.database,
    draining: () => app.draining(),
    warming: () => app.warming(),
    ...(settings.REDIS_URL ? { redisUrl: settings.REDIS_URL } : {}),
  });
  await app.register(authModule, {
    auth,
    account,
    accountCheck: s.accountCheck,
    publicOrigin: settings.PUBLIC_ORIGIN,
    now,
  });
  await app.register(retailModule, {
    auth,
    account,
    retail: s.retail,
    publicOrigin: settings.PUBLIC_ORIGIN,
  });
  await app.register(catalogueModule, { catalogue: s.catalogue });
  await app.register(imagesModule, { images: s.images });
  await app.register(plansModule, { plans: s.plans });
  await app.register(bundleModule, { bundle: s.bundle });
  await app.register(commerceModule, { commerce: s.commerce });
  await app.register(wishlistModule, { wishlist: s.wishlist });
  await app.register(supportModule, {
    support: s.support,
    counter: s.counters.traffic,
    now,
  });
  await app.register(searchModule, { search: s.search });
  await app.register(epgModule, { epg: s.epg });
  await app.register(eventsModule, {
    events: s.events,
    budgets: {
      hourly: s.counters.eventsHourly,
      daily: s.counters.eventsDaily,
      perHourPerClient: settings.EVENTS_PER_HOUR_PER_CLIENT,
      perDayPerHousehold: settings.EVENTS_PER_DAY_PER_HOUSEHOLD,
      perDayPerAnonymousClient: settings.EVENTS_PER_DAY_PER_ANONYMOUS_CLIENT,
      perDayAnonymous: settings.EVENTS_PER_DAY_ANONYMOUS,
      now,
    },
  });
  await app.register(messagesModule, {
    hub: s.hub,
    now,
    publicOrigin: settings.PUBLIC_ORIGIN,
  });
}
