import fp from 'fastify-plugin';
import { registerCapabilityGuard, registerEncodedPathGuard } from '#app/http/capabilities.ts';
import { registerClientKey } from '#app/http/client-key.ts';
import { registerEnvelope } from '#app/http/envelope.ts';
import { registerErrorHandling, registerNulGuard } from '#app/http/error-handler.ts';
import {
  registerAccessLog,
  registerMetrics,
  registerRequestIdHeader,
  type AppMetrics,
} from '#app/http/metrics.ts';
import { registerNoStore, registerSecurityHeaders } from '#app/http/security-headers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The /metrics series (the response cache counts its look-ups in them). */
    metrics: AppMetrics;
  }
}

/**
 * What every answer goes through, in this order: the disguised-path guard, the client's key
 * (`request.client`, what limiters count by), the request id and
 * the access line, the metrics, the `__meta__` envelope, the security and no-store headers, the
 * capability (CSRF) guard, and the one error handler.
 */
export const answerPipelinePlugin = fp(
  async (app) => {
    const { settings, now, hub } = app.services;
    registerEncodedPathGuard(app);
    registerClientKey(app);
    registerRequestIdHeader(app);
    registerAccessLog(app);
    const metrics = registerMetrics(app);
    metrics.watchSockets(() => hub.count());
    app.decorate('metrics', metrics);
    registerEnvelope(app, now);
    registerSecurityHeaders(app, {
      webDist: settings.webDist,
      publicOrigin: settings.PUBLIC_ORIGIN,
    });
    registerNoStore(app);
    registerCapabilityGuard(app);
    registerErrorHandling(app, now);
    registerNulGuard(app);
  },
  { name: 'answer-pipeline', dependencies: ['services'] },
);
