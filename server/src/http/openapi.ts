import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { loadAnswerExamples } from './answer-examples.ts';
import { AUTH_COOKIE } from './auth-cookie.ts';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entitlementSchema, errorFieldsSchema, idParam, MAX_ID } from '@app/domain';
import {
  AUTH_COOKIE_SCHEME,
  describeContract,
  type OpenApiObject,
  type RouteFacts,
} from './openapi-contract.ts';

/** Where the contract is published: the document, and a reference to browse it. */
export const OPENAPI_PATH = '/openapi.json';
export const API_REFERENCE_PATH = '/docs/api';

/**
 * The reference page's policy: the page policy's own origin only, plus inline style attributes,
 * which Swagger UI's React components set (no inline script, nothing from another origin).
 */
const REFERENCE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Collects every route's zod schemas into an OpenAPI 3.1 document (the type provider's
 * transform turns them into JSON Schema), serves it at /openapi.json and a self-hosted Swagger
 * UI at /docs/api. Registered before the modules, so that it sees each route as it is added.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { version: string; publicOrigin: string | undefined },
) {
  const zodToJsonConfig = { override: schemaOverride };
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'TV store API', version: options.version },
      // Named here because @fastify/swagger looks the signed-in routes' scheme up while it
      // writes them; describeContract says what it is.
      components: {
        securitySchemes: {
          [AUTH_COOKIE_SCHEME]: { type: 'apiKey', in: 'cookie', name: AUTH_COOKIE },
        },
      },
    },
    transform: createJsonSchemaTransform({ zodToJsonConfig }),
    transformObject: (documentObject) =>
      describeContract(
        createJsonSchemaTransformObject({ zodToJsonConfig })(
          documentObject,
        ) as unknown as OpenApiObject,
        app.routeTable.map(routeFacts),
        {
          errorFields: errorFieldsJson(),
          answerExamples: loadAnswerExamples(),
          servers: [
            ...(options.publicOrigin
              ? [{ url: options.publicOrigin, description: 'This deployment' }]
              : []),
            { url: '/', description: 'The server that serves this document' },
          ],
        },
      ) as never,
  });

  // The routes are fixed once the app is ready: the document is written out once, not per request.
  let document: string | undefined;
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    document ??= JSON.stringify(app.swagger());
    return reply.type('application/json; charset=utf-8').send(document);
  });

  await app.register(async (docs) => {
    // Runs after the site-wide headers hook (a parent's hooks come first): this page only.
    docs.addHook('onSend', async (_request, reply) => {
      if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
        reply.header('Content-Security-Policy', REFERENCE_CSP);
      }
    });
    await docs.register(fastifySwaggerUi, {
      routePrefix: API_REFERENCE_PATH,
      // Not the bundled validator badge: it would send the document to another site.
      uiConfig: {
        validatorUrl: null,
        deepLinking: true,
        // Same-origin calls carry the session cookie that signing in here sets.
        withCredentials: true,
        displayOperationId: true,
        tryItOutEnabled: true,
        // Catalogue answers run to hundreds of KB: highlighting them stalls the page for seconds.
        syntaxHighlight: false,
      },
      staticCSP: false,
    });
  });
}

/**
 * Answers with a response schema are written by fast-json-stringify from the schema's JSON
 * Schema instead of JSON.stringify: only the declared fields go out, in their declared types
 * (the contract test checks that nothing a handler returns is left out). Compiled on a route's
 * first answer, so that building an app (every test does) stays quick.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  if (!(schema instanceof z.ZodType)) return (data) => JSON.stringify(data);
  let serialize: ((data: unknown) => string) | null = null;
  return (data) => {
    serialize ??= fastJson(
      nullableAsTypeList(
        z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }),
      ) as never,
    );
    return serialize(data);
  };
};

type JsonSchema = Record<string, unknown>;

/**
 * zod writes a nullable value as `anyOf: [{type: X}, {type: 'null'}]`; fast-json-stringify
 * checks each anyOf branch at run time, and inside a tuple (a guide programme row) it fails to.
 * `type: [X, 'null']` says the same, and is written without a check.
 */
function nullableAsTypeList(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsTypeList);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node)) out[k] = nullableAsTypeList(v);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const isNull = (s: JsonSchema) => s.type === 'null' && Object.keys(s).length === 1;
    const other = anyOf.find((s) => !isNull(s));
    if (anyOf.some(isNull) && typeof other?.type === 'string' && !other.anyOf && !other.$ref) {
      delete out.anyOf;
      return { ...out, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The document's form of a Fastify route, with what the contract reads of its settings. */
function routeFacts(route: {
  method: string;
  url: string;
  config?: {
    trafficLimit?: boolean;
    responseCache?: unknown;
    crossSitePost?: boolean;
    answerExample?: string;
  };
}): RouteFacts {
  return {
    method: route.method,
    path: route.url.replace(/:(\w+)/g, '{$1}'),
    trafficLimited: route.config?.trafficLimit !== false,
    cached: route.config?.responseCache !== undefined,
    crossSitePost: route.config?.crossSitePost === true,
    ...(route.config?.answerExample ? { answerExample: route.config.answerExample } : {}),
  };
}

type ZodOverride = Parameters<typeof z.toJSONSchema>[1] extends infer O
  ? O extends { override?: infer F }
    ? F
    : never
  : never;

/**
 * How the document writes some schemas: an id (`idParam`, digits or a number on the way in) as
 * the integer it is, a tuple as closed, and a union without its empty branches (what the type
 * provider does).
 */
const schemaOverride: NonNullable<ZodOverride> = (ctx) => {
  const json = ctx.jsonSchema as Record<string, unknown>;
  if (ctx.zodSchema === (idParam as unknown)) {
    for (const k of Object.keys(json)) delete json[k];
    Object.assign(json, { type: 'integer', minimum: 1, maximum: MAX_ID });
    return;
  }
  // A tuple (a guide programme row) is closed: no items past its prefixItems. Written as
  // `{not: {}}` (the same as `false`), which linters that want an `items` object accept.
  if (Array.isArray(json.prefixItems) && !json.items) json.items = { not: {} };
  if (Array.isArray(json.anyOf)) {
    json.anyOf = (json.anyOf as object[]).filter((branch) => Object.keys(branch).length > 0);
  }
};

/** The typed fields some errors add, as JSON Schema referring to the document's own schemas. */
function errorFieldsJson(): Record<string, unknown> {
  const registry = z.registry<{ id?: string }>();
  registry.add(errorFieldsSchema, { id: 'ErrorFields' });
  // Named as the document already names it, so the field refers to it rather than a copy.
  registry.add(entitlementSchema, { id: 'Entitlement' });
  const { schemas } = z.toJSONSchema(registry, {
    io: 'output',
    metadata: z.globalRegistry,
    uri: (id) => `#/components/schemas/${id}`,
    cycles: 'ref',
    reused: 'inline',
    unrepresentable: 'any',
  });
  const { $schema: _s, $id: _i, ...json } = schemas.ErrorFields as Record<string, unknown>;
  return json;
}
