import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { PIN_GUESS_LIMIT } from '@app/domain';
import type { Clock } from './clock.ts';
import type { Settings } from './config.ts';
import type { AppDatabase } from './db/database.ts';
import { AppError } from './errors.ts';
import { registerCapabilityGuard, registerEncodedPathGuard } from './http/capabilities.ts';
import { registerEnvelope } from './http/envelope.ts';
import { registerAccessLog, registerMetrics, registerRequestIdHeader } from './http/metrics.ts';
import { registerErrorHandling, registerNulGuard, sendError } from './http/error-handler.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { registerOpenApi, responseSerializerCompiler } from './http/openapi.ts';
import {
  COMPRESS_THRESHOLD,
  keptAnswerBytes,
  registerResponseCache,
  type KeptAnswer,
} from './http/response-cache.ts';
import { createHouseholdCache } from './lib/household-cache.ts';
import { redactUrl } from './http/redact-url.ts';
import {
  commonSecurityHeaders,
  registerNoStore,
  registerSecurityHeaders,
} from './http/security-headers.ts';
import { registerStaticSite } from './http/static-site.ts';
import { isRenderCall } from './http/server-render.ts';
import {
  createLocalCounter,
  createRedisCounter,
  registerTrafficLimiter,
  spendBudget,
} from './http/traffic-limiter.ts';
import { createAccountService } from './modules/account/service.ts';
import { createLedgerPayments } from './modules/billing/payments.ts';
import { bundleModule } from './modules/bundle/routes.ts';
import { createBundleService } from './modules/bundle/service.ts';
import { commerceModule } from './modules/commerce/routes.ts';
import { createCommerceService } from './modules/commerce/service.ts';
import { registerClientKey } from './http/client-key.ts';
import { withMailCaps } from './mail/mail-caps.ts';
import { createMailer } from './mail/mailer.ts';
import { supportModule } from './modules/support/routes.ts';
import { createSupportService } from './modules/support/service.ts';
import { wishlistModule } from './modules/wishlist/routes.ts';
import { createWishlistService } from './modules/wishlist/service.ts';
import { parentalLimitOf } from './modules/auth/request-parental-limit.ts';
import { searchModule } from './modules/search/routes.ts';
import { createSearchService } from './modules/search/service.ts';
import { plansModule } from './modules/plans/routes.ts';
import { createPlansService } from './modules/plans/service.ts';
import { authModule } from './modules/auth/routes.ts';
import { createGuessBudget } from './modules/auth/guess-budget.ts';
import type { SessionRow } from './modules/auth/repo.ts';
import { createAuthService } from './modules/auth/service.ts';
import { retailModule } from './modules/retail/routes.ts';
import { createRetailService } from './modules/retail/service.ts';
import { catalogueModule } from './modules/catalogue/routes.ts';
import { createCatalogueService } from './modules/catalogue/service.ts';
import { healthModule } from './modules/health/routes.ts';
import { imagesModule } from './modules/images/routes.ts';
import { createImagesService } from './modules/images/service.ts';
import {
  createDiskArtworkStore,
  createMemoryArtworkStore,
  layeredArtworkStore,
  type ArtworkStore,
} from './modules/images/artwork-store.ts';
import { demoArtworkStore } from './db/seed/demo-artwork.ts';
import { epgModule } from './modules/epg/routes.ts';
import { createEpgService } from './modules/epg/service.ts';
import { eventsModule } from './modules/events/routes.ts';
import { createEventsService } from './modules/events/service.ts';
import { createHousekeepingService } from './modules/housekeeping/service.ts';
import { createLocalBus, createRedisBus, observedBus } from './modules/messages/bus.ts';
import { messagesModule } from './modules/messages/routes.ts';
import { createSocketHub } from './modules/messages/socket-hub.ts';

export interface RouteEntry {
  method: string;
  url: string;
  /** The route's zod schemas (request and response), for the contract test. */
  schema?: FastifySchema;
  /** Declared postable without X-Capabilities (capabilities.ts), for the CSRF test. */
  crossSitePost?: boolean;
  /** Its settings: the limiter's and the response cache's (the published contract reads them). */
  config?: { trafficLimit?: boolean; responseCache?: unknown; crossSitePost?: boolean };
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
    /** The settings the app was built with (tests read the mail outbox folder from it). */
    settings: Settings;
    /**
     * Shutdown has begun: answers ask their client to close the connection and /readyz says
     * not ready, while the instance still serves (main.ts waits SHUTDOWN_DRAIN_MS, then closes).
     */
    startDraining(): void;
  }
}

export interface AppDeps {
  settings: Settings;
  database: AppDatabase;
  clock: Clock;
  /** Where log lines go (tests read them); standard output otherwise. */
  logStream?: { write(line: string): void };
  /** Where imported artwork is kept; by default the folder of `settings.artworkDir`. */
  artwork?: ArtworkStore;
}

/** The contract's version in /openapi.json: the server package's. */
const API_VERSION = '0.1.0';

const HOUR_MS = 60 * 60 * 1000;
/**
 * How long the account check trusts a session row read before (issue 20): a sign-out reaches
 * every instance's copy through the bus at once; this only bounds a message Redis lost.
 */
const KEPT_SESSION_MS = 5_000;
/** The longest a household's account answer is kept: its `__meta__.timestamp` ages with it. */
const KEPT_ACCOUNT_ANSWER_MS = 10_000;

const MEDIA_DIR = fileURLToPath(new URL('../assets/media/', import.meta.url));

/**
 * Builds the whole app from plugins: infrastructure first (parsers, envelope, guards, errors),
 * then one module per domain area, then the web app for every other path.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { settings, database, clock } = deps;
  const now = () => clock.now();
  // Once shutdown begins, answers ask their client to close the connection (see preClose).
  let closing = false;

  const app = Fastify({
    logger:
      settings.LOG_LEVEL === 'silent'
        ? false
        : {
            level: settings.LOG_LEVEL,
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'req.headers.referer',
              'res.headers["set-cookie"]',
            ],
            // Hand-over codes and activation codes in a URL never reach a log (ASVS 14.2.1).
            serializers: {
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: redactUrl(request.url),
                host: request.host,
                remoteAddress: request.ip,
              }),
            },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    // One access line per request instead of Fastify's two (registerAccessLog, decision 0031).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 256 * 1024,
    // Slow headers and slow bodies (a byte every few seconds) cannot hold connections open:
    // node checks every second and cuts a request that is not whole in time (ASVS 13.x, DoS).
    requestTimeout: settings.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(settings.REQUEST_TIMEOUT_MS, 10_000),
      connectionsCheckingInterval: Math.min(1000, settings.REQUEST_TIMEOUT_MS / 2),
    },
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
  app.decorate('settings', settings);
  app.decorate('startDraining', () => {
    closing = true;
  });
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeTable.push({
        method,
        url: route.url,
        schema: route.schema,
        config: route.config,
        ...(route.config?.crossSitePost ? { crossSitePost: true } : {}),
      });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  await app.register(fastifyFormbody);
  registerJsonBodyParser(app);
  // A POST with no body at all (no Content-Type: `curl -X POST`, a bare beacon) is an empty form,
  // so that calls whose fields are all optional accept it like the web app's empty form.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body == null) request.body = {};
  });
  await app.register(fastifyCookie);
  // JSON answers above ~1 KB go out compressed to clients that accept it; answers of the
  // response cache arrive already compressed (made once per entry) and are left alone.
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/json/,
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  registerEncodedPathGuard(app);
  registerClientKey(app);
  registerRequestIdHeader(app);
  registerAccessLog(app);
  const metrics = registerMetrics(app);
  registerEnvelope(app, now);
  registerSecurityHeaders(app, { webDist: settings.webDist, publicOrigin: settings.PUBLIC_ORIGIN });
  registerNoStore(app);
  registerCapabilityGuard(app);
  registerErrorHandling(app, now);
  registerNulGuard(app);
  // Before the modules: it reads each route's schemas as the route is added.
  await registerOpenApi(app, { version: API_VERSION, publicOrigin: settings.PUBLIC_ORIGIN });

  // With REDIS_URL, live messages and limiter counts are shared by every instance.
  const redisError = (error: Error) => app.log.warn({ err: error }, 'redis error');
  // The account check's kept sessions and answers (issue 20) hear every household message: at
  // once where it is published, and on every instance through Redis.
  const households = createHouseholdCache<SessionRow, KeptAnswer>({
    now,
    sessionMs: KEPT_SESSION_MS,
    answerMs: KEPT_ACCOUNT_ANSWER_MS,
    sizeOf: keptAnswerBytes,
  });
  app.decorate('householdCache', households);
  const bus = observedBus(
    settings.REDIS_URL ? createRedisBus(settings.REDIS_URL, redisError) : createLocalBus(),
    (message) => households.apply(message),
  );
  const counterOf = (windowMs: number) =>
    settings.REDIS_URL
      ? createRedisCounter(settings.REDIS_URL, redisError, windowMs)
      : createLocalCounter(windowMs);
  const counter = counterOf(HOUR_MS);
  const eventsHourly = counterOf(HOUR_MS);
  const eventsDaily = counterOf(24 * HOUR_MS);
  const mailDaily = counterOf(24 * HOUR_MS);
  registerTrafficLimiter(app, {
    limit: settings.RATE_LIMIT_PER_HOUR,
    counter,
    now,
    exempt: isRenderCall,
  });
  const rendersPerMinute = counterOf(60 * 1000);
  const securityHeaders = commonSecurityHeaders({ publicOrigin: settings.PUBLIC_ORIGIN });
  const responseCache = registerResponseCache(app, {
    now,
    answerHeaders: (request) =>
      closing
        ? { ...securityHeaders(request.url), connection: 'close' }
        : securityHeaders(request.url),
    onLookUp: metrics.cacheLookUp,
    ...(settings.REDIS_URL ? { redisUrl: settings.REDIS_URL } : {}),
    onError: redisError,
  });

  const guessFailures = counterOf(HOUR_MS);
  const pinFailures = counterOf(PIN_GUESS_LIMIT.windowMs);
  const guesses = createGuessBudget({
    counter: guessFailures,
    perClient: settings.GUESS_FAILURES_PER_HOUR_PER_CLIENT,
    global: settings.GUESS_FAILURES_PER_HOUR,
    now,
    onUnavailable: (error) => app.log.warn({ err: error }, 'guess budget unavailable'),
  });
  const auth = createAuthService({
    db: database.db,
    clock,
    settings,
    bus,
    guesses,
    clientFailures: pinFailures,
    sessions: households,
  });
  // A household's parental limit narrows catalogue answers (issue 18): the response cache keys
  // them by the limit, so households with the same limit share entries and no one else gets them.
  responseCache.setVariant(async (request) => {
    const limit = await parentalLimitOf(auth, request);
    return limit === null ? null : `parental-limit:${limit}`;
  });
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
  const bundle = createBundleService({ db: database.db, clock, bus });
  const commerce = createCommerceService({
    db: database.db,
    dialect: database.dialect,
    clock,
    payments,
    bus,
    requirePinProof: (session) => auth.requirePinProof(session),
  });
  const wishlist = createWishlistService({ db: database.db, clock, bus });
  const support = createSupportService({
    db: database.db,
    clock,
    mailer: withMailCaps(
      createMailer({
        smtpUrl: settings.SMTP_URL,
        outboxDir: settings.MAIL_OUTBOX,
        from: settings.MAIL_FROM,
        now,
      }),
      {
        hourly: counter,
        daily: mailDaily,
        perHour: settings.MAIL_PER_HOUR,
        perRecipientPerDay: settings.MAIL_PER_RECIPIENT_PER_DAY,
        ownMailboxes: [settings.SUPPORT_MAILBOX],
        now,
        onUnavailable: (error) => app.log.warn({ err: error }, 'mail caps unavailable'),
      },
    ),
    siteOrigin: settings.PUBLIC_ORIGIN?.replace(/\/$/, '') ?? `http://localhost:${settings.PORT}`,
    supportMailbox: settings.SUPPORT_MAILBOX,
    onMailError: (error, what) => app.log.error({ err: error }, `${what} not sent`),
  });
  const search = createSearchService({
    db: database.db,
    clock,
    onIndexRebuilt: () => responseCache.drop('search'),
  });
  // A kept search answer is served only after the index has looked for an import.
  responseCache.scope('search', { check: () => search.warm() });
  const catalogue = createCatalogueService({
    db: database.db,
    clock,
    onCatalogueChange: () => responseCache.drop('catalogue'),
  });
  responseCache.scope('catalogue', {
    check: () => catalogue.checkVersion(),
    forget: () => catalogue.catalogueChanged(),
  });
  // The demo pictures ship in the repository: a read-only layer under the operator's store.
  const images = createImagesService({
    db: database.db,
    artwork: layeredArtworkStore(
      deps.artwork ??
        (settings.artworkDir
          ? createDiskArtworkStore(settings.artworkDir)
          : createMemoryArtworkStore()),
      demoArtworkStore(),
    ),
  });
  const epg = createEpgService({
    db: database.db,
    clock,
    onLineupChange: () => responseCache.drop('lineup'),
    onChannelsError: (error) => app.log.error({ err: error }, 'channel line-up not loaded'),
  });
  const events = createEventsService({ db: database.db, clock });
  const housekeeping = createHousekeepingService({
    db: database.db,
    clock,
    eventRetentionDays: settings.EVENT_RETENTION_DAYS,
    sessionAbsoluteMs: settings.SESSION_MAX_DAYS * 24 * HOUR_MS,
  });
  const hub = createSocketHub({ bus, clock, isSessionLive: auth.isSessionLive });
  metrics.watchSockets(() => hub.count());

  await app.register(healthModule, {
    database,
    draining: () => closing,
    ...(settings.REDIS_URL ? { redisUrl: settings.REDIS_URL } : {}),
  });
  await app.register(authModule, {
    auth,
    account,
    publicOrigin: settings.PUBLIC_ORIGIN,
    households,
    now,
  });
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
  await app.register(searchModule, { search, auth });
  await app.register(epgModule, { epg });
  // Build the search index while the server starts listening, not on the first search.
  app.addHook('onReady', async () => {
    void search
      .warm()
      .catch((error: unknown) => app.log.error({ err: error }, 'search index build failed'));
  });
  await app.register(eventsModule, {
    events,
    auth,
    budgets: {
      hourly: eventsHourly,
      daily: eventsDaily,
      perHourPerClient: settings.EVENTS_PER_HOUR_PER_CLIENT,
      perDayPerHousehold: settings.EVENTS_PER_DAY_PER_HOUSEHOLD,
      perDayPerAnonymousClient: settings.EVENTS_PER_DAY_PER_ANONYMOUS_CLIENT,
      perDayAnonymous: settings.EVENTS_PER_DAY_ANONYMOUS,
      now,
    },
  });
  await app.register(messagesModule, { auth, hub, now, publicOrigin: settings.PUBLIC_ORIGIN });

  await registerStaticSite(app, {
    webDist: settings.webDist,
    mediaDir: MEDIA_DIR,
    now,
    publicOrigin: settings.PUBLIC_ORIGIN,
    beforeRender: () => catalogue.checkVersion(),
    // A page request counts once, as one request of its client, whatever its render calls.
    countPage: async (request) => {
      if (settings.RATE_LIMIT_PER_HOUR <= 0) return;
      await spendBudget(
        counter,
        { key: request.client, limit: settings.RATE_LIMIT_PER_HOUR, now: now() },
        (error) => request.log.warn({ err: error }, 'traffic limiter unavailable'),
      );
    },
    admitRender: async (request) => {
      const limit = settings.RENDERS_PER_MINUTE_PER_CLIENT;
      if (limit <= 0) return true;
      try {
        const hit = await rendersPerMinute.hit(request.client, now());
        return hit.count <= limit;
      } catch {
        return true;
      }
    },
    rendersAtOnce: settings.RENDERS_AT_ONCE,
    renderShare: settings.RENDER_TIME_SHARE,
    sitemaps: {
      titles: () => catalogue.detailsTitles(),
      onCatalogueChange: (listener) => catalogue.onCatalogueChange(listener),
    },
    onRenderer(renderer) {
      // Kept pages show titles, prices and programmes: a new catalogue or line-up drops them.
      catalogue.onCatalogueChange(() => renderer.forget());
      epg.onLineupChanged(() => renderer.forget());
    },
  });

  // Once shutdown begins, answers still in flight ask their client to close the connection, so a
  // keep-alive socket does not hold the process open until its idle time-out.
  // The housekeeping sweep: at start, then every interval, never keeping the process alive.
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
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    await Promise.all([
      bus.close(),
      counter.close(),
      rendersPerMinute.close(),
      eventsHourly.close(),
      eventsDaily.close(),
      mailDaily.close(),
      guessFailures.close(),
      pinFailures.close(),
      responseCache.close(),
    ]);
    await database.close();
  });
  return app;
}
