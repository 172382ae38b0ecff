import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from './clock.ts';
import type { Settings } from './config.ts';
import type { AppDatabase } from './db/database.ts';
import { AppError } from './errors.ts';
import { sendError } from './http/error-handler.ts';
import { redactUrl } from './http/redact-url.ts';
import { lifecyclePlugin } from './lifecycle.ts';
import { registerModules } from './modules.ts';
import { answerPipelinePlugin } from './plugins/answer-pipeline.ts';
import { authenticationPlugin } from './plugins/authentication.ts';
import { bodyParsingPlugin } from './plugins/body-parsing.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { responseCachePlugin } from './plugins/response-cache.ts';
import { routeTablePlugin } from './plugins/route-table.ts';
import { servicesPlugin } from './plugins/services.ts';
import { trafficLimiterPlugin } from './plugins/traffic-limiter.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { websocketPlugin } from './plugins/websocket.ts';
import type { ArtworkStore } from './modules/images/artwork-store.ts';
import { createServices } from './services.ts';

export interface AppDeps {
  settings: Settings;
  database: AppDatabase;
  clock: Clock;
  /** Where imported artwork is kept; by default the folder of `settings.artworkDir`. */
  artwork?: ArtworkStore;
  /** Where log lines go (tests read them); standard output otherwise. */
  logStream?: { write(line: string): void };
}

/**
 * Builds the whole app, as fastify/demo composes its own: the services (services.ts), then the
 * plugins every route shares (plugins/, each naming the plugins it needs), then one module per
 * domain area (modules.ts), then the web app for every other path. Hooks run in the order they
 * are registered here, so this order is the answer pipeline's.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify(fastifyOptions(deps));
  const services = createServices({ ...deps, log: app.log });
  await app.register(routeTablePlugin);
  await app.register(servicesPlugin, { services });
  await app.register(bodyParsingPlugin);
  await app.register(compressionPlugin);
  await app.register(websocketPlugin);
  await app.register(lifecyclePlugin);
  await app.register(answerPipelinePlugin);
  await app.register(openApiPlugin);
  await app.register(trafficLimiterPlugin);
  await app.register(authenticationPlugin);
  await app.register(responseCachePlugin);
  await registerModules(app);
  await app.register(webAppPlugin);
  return app;
}

/** The server's own options: logging, limits, time-outs, and errors met before any route. */
function fastifyOptions({ settings, clock, logStream }: AppDeps) {
  return {
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
            ...(logStream ? { stream: logStream } : {}),
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
    forceCloseConnections: 'idle' as const,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: settings.TRUST_PROXY,
    // Errors the router meets before any route (a URL that does not decode, a bad content
    // type) get the same envelope as every other error.
    frameworkErrors: (error: Error, _request: FastifyRequest, reply: FastifyReply) =>
      sendError(
        reply,
        new AppError('ERR_VALIDATION', `The request could not be read: ${error.message}`, {
          status: 400,
        }),
        clock.now(),
      ),
  };
}
