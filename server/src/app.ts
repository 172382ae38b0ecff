import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyWebsocket from '@fastify/websocket';
import Fastify from 'fastify';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Clock } from './clock.ts';
import type { Settings } from './config.ts';
import type { AppDatabase } from './db/database.ts';
import { AppError } from './http/app-error.ts';
import { registerCapabilityGuard } from './http/capabilities.ts';
import { registerEnvelope } from './http/envelope.ts';
import { registerErrorHandling, registerNulGuard, sendError } from './http/error-handler.ts';
import { registerOpenApi, responseSerializerCompiler } from './http/openapi.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerStaticSite } from './http/static-site.ts';
import {
  createLocalCounter,
  createRedisCounter,
  registerTrafficLimiter,
} from './http/traffic-limiter.ts';
import { createAccountService } from './modules/account/service.ts';
import { createLedgerPayments } from './modules/billing/payments.ts';
import { bundleModule } from './modules/bundle/routes.ts';
import { createBundleService } from './modules/bundle/service.ts';
import { commerceModule } from './modules/commerce/routes.ts';
import { createCommerceService } from './modules/commerce/service.ts';
import { supportModule } from './modules/support/routes.ts';
import { createSupportService } from './modules/support/service.ts';
import { wishlistModule } from './modules/wishlist/routes.ts';
import { createWishlistService } from './modules/wishlist/service.ts';
import { searchModule } from './modules/search/routes.ts';
import { createSearchService } from './modules/search/service.ts';
import { plansModule } from './modules/plans/routes.ts';
import { createPlansService } from './modules/plans/service.ts';
import { authModule } from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { retailModule } from './modules/retail/routes.ts';
import { createRetailService } from './modules/retail/service.ts';
import { catalogueModule } from './modules/catalogue/routes.ts';
import { createCatalogueService } from './modules/catalogue/service.ts';
import { healthModule } from './modules/health/routes.ts';
import { imagesModule } from './modules/images/routes.ts';
import { createImagesService } from './modules/images/service.ts';
import { epgModule } from './modules/epg/routes.ts';
import { createEpgService } from './modules/epg/service.ts';
import { eventsModule } from './modules/events/routes.ts';
import { createEventsService } from './modules/events/service.ts';
import { createLocalBus, createRedisBus } from './modules/messages/bus.ts';
import { messagesModule } from './modules/messages/routes.ts';
import { createSocketHub } from './modules/messages/socket-hub.ts';

export interface RouteEntry {
  method: string;
  url: string;
  /** The route's zod schemas (request and response), for the contract test. */
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

export interface AppDeps {
  settings: Settings;
  database: AppDatabase;
  clock: Clock;
}

/** The contract's version in /openapi.json: the server package's. */
const API_VERSION = '0.1.0';

const MEDIA_DIR = fileURLToPath(new URL('../assets/media/', import.meta.url));

/**
 * Builds the whole app from plugins: infrastructure first (parsers, envelope, guards, errors),
 * then one module per domain area, then the web app for every other path.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { settings, database, clock } = deps;
  const now = () => clock.now();

  const app = Fastify({
    logger:
      settings.LOG_LEVEL === 'silent'
        ? false
        : {
            level: settings.LOG_LEVEL,
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'res.headers["set-cookie"]',
            ],
          },
    bodyLimit: 256 * 1024,
    // Idle keep-alive sockets close at once on shutdown; requests in flight still finish.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: settings.TRUST_PROXY,
    // Errors the router meets before any route (a URL that does not decode, a bad content
    // type) get the same envelope as every other error.
    frameworkErrors: (error, _request, reply) =>
      sendError(
        reply,
        new AppError('ERR_VALIDATION', `The request could not be read: ${error.message}`, {
          status: 400,
        }),
        clock.now(),
      ),
  });
  // Every route, for the docs check and the reliability suite's fuzzing of every call.
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeTable.push({ method, url: route.url, schema: route.schema });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  await app.register(fastifyFormbody);
  // A POST with no body at all (no Content-Type: `curl -X POST`, a bare beacon) is an empty form,
  // so that calls whose fields are all optional accept it like the web app's empty form.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body == null) request.body = {};
  });
  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  registerEnvelope(app, now);
  registerSecurityHeaders(app, { webDist: settings.webDist });
  registerCapabilityGuard(app);
  registerErrorHandling(app, now);
  registerNulGuard(app);
  // Before the modules: it reads each route's schemas as the route is added.
  await registerOpenApi(app, { version: API_VERSION });

  // With REDIS_URL, live messages and limiter counts are shared by every instance.
  const redisError = (error: Error) => app.log.warn({ err: error }, 'redis error');
  const bus = settings.REDIS_URL
    ? createRedisBus(settings.REDIS_URL, redisError)
    : createLocalBus();
  const counter = settings.REDIS_URL
    ? createRedisCounter(settings.REDIS_URL, redisError)
    : createLocalCounter();
  registerTrafficLimiter(app, { limit: settings.RATE_LIMIT_PER_HOUR, counter, now });

  const auth = createAuthService({ db: database.db, clock, settings, bus });
  const payments = createLedgerPayments();
  const plans = createPlansService({
    db: database.db,
    clock,
    payments,
    bus,
    requirePinProof: (session) => auth.requirePinProof(session),
  });
  const account = createAccountService({ db: database.db, clock, beforeRead: plans.renewDue });
  const retail = createRetailService({ db: database.db, auth });
  const bundle = createBundleService({ db: database.db, clock });
  const commerce = createCommerceService({
    db: database.db,
    dialect: database.dialect,
    clock,
    payments,
    bus,
    requirePinProof: (session) => auth.requirePinProof(session),
  });
  const wishlist = createWishlistService({ db: database.db, clock, bus });
  const support = createSupportService({ db: database.db, clock });
  const search = createSearchService({ db: database.db, clock });
  const catalogue = createCatalogueService({ db: database.db, clock });
  const images = createImagesService({ db: database.db });
  const epg = createEpgService({ db: database.db, clock });
  const events = createEventsService({ db: database.db, clock });
  const hub = createSocketHub({ bus, clock, isSessionLive: auth.isSessionLive });

  await app.register(healthModule, { database });
  await app.register(authModule, { auth, account, publicOrigin: settings.PUBLIC_ORIGIN, now });
  await app.register(retailModule, {
    auth,
    account,
    retail,
    publicOrigin: settings.PUBLIC_ORIGIN,
  });
  await app.register(catalogueModule, { catalogue, auth });
  await app.register(imagesModule, { images });
  await app.register(plansModule, { auth, plans });
  await app.register(bundleModule, { auth, bundle });
  await app.register(commerceModule, { auth, commerce });
  await app.register(wishlistModule, { auth, wishlist });
  await app.register(supportModule, { auth, support, counter, now });
  await app.register(searchModule, { search });
  await app.register(epgModule, { epg });
  // Build the search index while the server starts listening, not on the first search.
  app.addHook('onReady', async () => {
    void search
      .warm()
      .catch((error: unknown) => app.log.error({ err: error }, 'search index build failed'));
  });
  await app.register(eventsModule, { events, auth });
  await app.register(messagesModule, { auth, hub, now });

  await registerStaticSite(app, { webDist: settings.webDist, mediaDir: MEDIA_DIR, now });

  // Once shutdown begins, answers still in flight ask their client to close the connection, so a
  // keep-alive socket does not hold the process open until its idle time-out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    hub.close();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    await Promise.all([bus.close(), counter.close()]);
    await database.close();
  });
  return app;
}
