import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { responseSerializerCompiler } from '#app/http/openapi.ts';

export interface RouteEntry {
  method: string;
  url: string;
  /** The route's zod schemas (request and response), for the contract test. */
  schema?: FastifySchema;
  /** Declared postable without X-Capabilities (capabilities.ts), for the CSRF test. */
  crossSitePost?: boolean;
  /** Its settings: the limiter's and the response cache's (the published contract reads them). */
  config?: {
    trafficLimit?: boolean;
    responseCache?: unknown;
    crossSitePost?: boolean;
    answerExample?: string;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

/**
 * Routes validate with their zod schemas and answer through their response schemas; every route
 * is listed as it is added, for the docs check and the reliability suite's fuzzing of every call.
 */
export const routeTablePlugin = fp(
  async (app) => {
    const routeTable: RouteEntry[] = [];
    app.decorate('routeTable', routeTable);
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
  },
  { name: 'route-table' },
);
