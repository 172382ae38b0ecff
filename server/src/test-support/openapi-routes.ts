import { API_OPERATIONS, type OperationFacts } from '@app/domain';

/** The API's routes: under /v*, and the health check; not the web app or the reference page. */
export const isApiRoute = (url: string) =>
  /^\/v\d+\//.test(url) || url === '/healthz' || url === '/readyz';

/** Fastify writes path parameters as :name, OpenAPI as {name}. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

export const routeKey = (method: string, url: string) => `${method} ${url}`;

/** What domain/src/api/operations.ts says of a Fastify route. */
export const factsOfRoute = (method: string, url: string): OperationFacts | undefined =>
  API_OPERATIONS[routeKey(method, openApiPath(url))];

/**
 * The live-message socket answers with an upgrade, not JSON, and @fastify/swagger leaves
 * WebSocket routes out of the document: docs/api.md describes its frames.
 */
export const SOCKET_ROUTE = 'GET /v2/message/ws/messages';
