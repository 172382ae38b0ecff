import type { FastifyBaseLogger } from 'fastify';
import { PIN_GUESS_LIMIT } from '@app/domain';
import type { Clock } from './clock.ts';
import type { Settings } from './config.ts';
import type { AppDatabase } from './db/database.ts';
import {
  createResponseCache,
  keptAnswerBytes,
  type KeptAnswer,
} from './http/response-cache/index.ts';
import { createLocalCounter, createRedisCounters } from './http/traffic-limiter.ts';
import { createHouseholdCache } from './lib/household-cache.ts';
import { withMailCaps } from './mail/mail-caps.ts';
import { createMailer } from './mail/mailer.ts';
import { createAccountCheck } from './modules/account/account-check.ts';
import { createAccountService } from './modules/account/service.ts';
import { createGuessBudget } from './modules/auth/guess-budget.ts';
import type { SessionRow } from './modules/auth/repo.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createLedgerPayments } from './modules/billing/payments.ts';
import { createBundleService } from './modules/bundle/service.ts';
import { createCatalogueService } from './modules/catalogue/service.ts';
import { createCommerceService } from './modules/commerce/service.ts';
import { createEpgService } from './modules/epg/service.ts';
import { createEventsService } from './modules/events/service.ts';
import { createHousekeepingService } from './modules/housekeeping/service.ts';
import { demoArtworkStore } from './db/seed/demo-artwork.ts';
import {
  createDiskArtworkStore,
  createMemoryArtworkStore,
  layeredArtworkStore,
  type ArtworkStore,
} from './modules/images/artwork-store.ts';
import { createImagesService } from './modules/images/service.ts';
import { createLocalBus, createRedisBus, observedBus } from './modules/messages/bus.ts';
import type { MessageBus } from './modules/messages/bus.ts';
import { createSocketHub } from './modules/messages/socket-hub.ts';
import { createPlansService } from './modules/plans/service.ts';
import { createRetailService } from './modules/retail/service.ts';
import { createSearchService } from './modules/search/service.ts';
import { createSupportService } from './modules/support/service.ts';
import { createWishlistService } from './modules/wishlist/service.ts';

const HOUR_MS = 60 * 60 * 1000;
/**
 * How long the account check trusts a session row read before (issue 20): a sign-out reaches
 * every instance's copy through the bus at once; this only bounds a message Redis lost.
 */
const KEPT_SESSION_MS = 5_000;
/** The longest a household's account answer is kept: its `__meta__.timestamp` ages with it. */
const KEPT_ACCOUNT_ANSWER_MS = 10_000;

export interface ServiceDeps {
  settings: Settings;
  database: AppDatabase;
  clock: Clock;
  /** Where the services report what they cannot answer for (the app's logger). */
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'debug'>;
  /** Where imported artwork is kept; by default the folder of `settings.artworkDir`. */
  artwork?: ArtworkStore;
  /** Another bus in place of the one the settings name (tests watch what is published). */
  bus?: MessageBus;
}

/**
 * The app's object graph: every service, built from the settings, the database and the clock,
 * with no Fastify instance. The app's plugins and routes take what they need from it; a test
 * can build it alone. Each part that holds a connection or a timer is closed by `close`.
 */
export function createServices(deps: ServiceDeps) {
  const { settings, database, clock, log } = deps;
  const db = database.db;
  const now = () => clock.now();
  // With REDIS_URL, live messages, limiter counts and cache drops are shared by every instance.
  const redisError = (error: Error) => log.warn({ err: error }, 'redis error');

  // The account check's kept sessions and answers (issue 20) hear every household message: at
  // once where it is published, and on every instance through Redis.
  const households = createHouseholdCache<SessionRow, KeptAnswer>({
    now,
    sessionMs: KEPT_SESSION_MS,
    answerMs: KEPT_ACCOUNT_ANSWER_MS,
    sizeOf: keptAnswerBytes,
  });
  const bus = observedBus(
    deps.bus ??
      (settings.REDIS_URL ? createRedisBus(settings.REDIS_URL, redisError) : createLocalBus()),
    (message) => households.apply(message),
  );
  // Every counter over one Redis connection, each with keys of its own.
  const redisCounters = settings.REDIS_URL
    ? createRedisCounters(settings.REDIS_URL, redisError, `window-counters:${process.pid}`)
    : null;
  const counterOf = (name: string, windowMs: number) =>
    redisCounters ? redisCounters.counter(name, windowMs) : createLocalCounter(windowMs);
  const counters = {
    /**
     * The traffic limiter's, per client and hour (also the contact form's). Its keys keep the
     * `traffic:` prefix every counter had, so old and new instances count together in a deploy.
     */
    traffic: counterOf('traffic', HOUR_MS),
    eventsHourly: counterOf('events-hourly', HOUR_MS),
    eventsDaily: counterOf('events-daily', 24 * HOUR_MS),
    mailDaily: counterOf('mail-daily', 24 * HOUR_MS),
    /** Pages each client has rendered this minute (RENDERS_PER_MINUTE_PER_CLIENT). */
    rendersPerMinute: counterOf('renders-per-minute', 60 * 1000),
    guessFailures: counterOf('guess-failures', HOUR_MS),
    /** Each client's wrong PINs and passwords per household (issue 32.7). */
    pinFailures: counterOf('pin-failures', PIN_GUESS_LIMIT.windowMs),
  };
  // Its drops reach every other instance over the bus.
  const responseCache = createResponseCache({ now, bus, onError: redisError });

  const guesses = createGuessBudget({
    counter: counters.guessFailures,
    perClient: settings.GUESS_FAILURES_PER_HOUR_PER_CLIENT,
    global: settings.GUESS_FAILURES_PER_HOUR,
    now,
    onUnavailable: (error) => log.warn({ err: error }, 'guess budget unavailable'),
  });
  const auth = createAuthService({
    db,
    clock,
    settings,
    bus,
    guesses,
    clientFailures: counters.pinFailures,
    sessions: households,
  });
  const payments = createLedgerPayments();
  const plans = createPlansService({
    db,
    clock,
    payments,
    bus,
    requirePinProof: auth.requirePinProof,
  });
  const account = createAccountService({ db, clock, beforeRead: plans.renewDue });
  const accountCheck = createAccountCheck({ account, households });
  const retail = createRetailService({ db, auth });
  const bundle = createBundleService({ db, clock, bus });
  const commerce = createCommerceService({
    db,
    dialect: database.dialect,
    clock,
    payments,
    bus,
    requirePinProof: auth.requirePinProof,
  });
  const wishlist = createWishlistService({ db, clock, bus });
  const support = createSupportService({
    db,
    clock,
    mailer: withMailCaps(
      createMailer({
        smtpUrl: settings.SMTP_URL,
        outboxDir: settings.MAIL_OUTBOX,
        from: settings.MAIL_FROM,
        now,
      }),
      {
        hourly: counters.traffic,
        daily: counters.mailDaily,
        perHour: settings.MAIL_PER_HOUR,
        perRecipientPerDay: settings.MAIL_PER_RECIPIENT_PER_DAY,
        ownMailboxes: [settings.SUPPORT_MAILBOX],
        now,
        onUnavailable: (error) => log.warn({ err: error }, 'mail caps unavailable'),
      },
    ),
    siteOrigin: settings.PUBLIC_ORIGIN?.replace(/\/$/, '') ?? `http://localhost:${settings.PORT}`,
    supportMailbox: settings.SUPPORT_MAILBOX,
    onMailError: (error, what) => log.error({ err: error }, `${what} not sent`),
  });
  const search = createSearchService({
    db,
    clock,
    onIndexRebuilt: () => responseCache.drop('search'),
  });
  // A kept search answer is served only after the index has looked for an import.
  responseCache.scope('search', { check: () => search.warmIfDue() });
  const catalogue = createCatalogueService({
    db,
    clock,
    onCatalogueChange: () => responseCache.drop('catalogue'),
  });
  responseCache.scope('catalogue', {
    check: () => catalogue.checkVersionIfDue(),
    forget: () => catalogue.catalogueChanged(),
  });
  // The demo pictures ship in the repository: a read-only layer under the operator's store.
  const images = createImagesService({
    db,
    artwork: layeredArtworkStore(
      deps.artwork ??
        (settings.artworkDir
          ? createDiskArtworkStore(settings.artworkDir)
          : createMemoryArtworkStore()),
      demoArtworkStore(),
    ),
  });
  const epg = createEpgService({
    db,
    clock,
    onLineupChange: () => responseCache.drop('lineup'),
    onChannelsError: (error) => log.error({ err: error }, 'channel line-up not loaded'),
  });
  const events = createEventsService({ db, clock });
  const housekeeping = createHousekeepingService({
    db,
    clock,
    eventRetentionDays: settings.EVENT_RETENTION_DAYS,
    sessionAbsoluteMs: settings.SESSION_MAX_DAYS * 24 * HOUR_MS,
  });
  const hub = createSocketHub({ bus, clock, isSessionLive: auth.isSessionLive });

  return {
    settings,
    database,
    now,
    households,
    bus,
    counters,
    responseCache,
    auth,
    plans,
    account,
    accountCheck,
    retail,
    bundle,
    commerce,
    wishlist,
    support,
    search,
    catalogue,
    images,
    epg,
    events,
    housekeeping,
    hub,
    /** Closes every connection the services hold, the database last. */
    async close(): Promise<void> {
      await Promise.all([
        bus.close(),
        ...Object.values(counters).map((counter) => counter.close()),
        redisCounters?.close(),
        responseCache.close(),
      ]);
      await database.close();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
