import fp from 'fastify-plugin';
import { registerOpenApi } from '#app/http/openapi.ts';

/** The contract's version in /openapi.json: the server package's. */
const API_VERSION = '0.1.0';

/** /openapi.json and /docs/api. Before the modules: it reads each route's schemas as it is added. */
export const openApiPlugin = fp(
  async (app) => {
    await registerOpenApi(app, {
      version: API_VERSION,
      publicOrigin: app.services.settings.PUBLIC_ORIGIN,
    });
  },
  { name: 'openapi', dependencies: ['route-table', 'services'] },
);
