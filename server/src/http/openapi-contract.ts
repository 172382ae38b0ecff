import {
  API_OPERATIONS,
  API_TAGS,
  CAPABILITIES_HEADER,
  ERROR_CODES,
  type ErrorCode,
  type OperationFacts,
} from '@app/domain';
import type { AnswerExamples } from './answer-examples.ts';
import { isApiPath } from './envelope.ts';
import { AUTH_COOKIE } from './auth-cookie.ts';

/**
 * Turns the document @fastify/swagger writes from the zod schemas into one a generated client
 * can use as it is (issue 35): what every call needs (X-Capabilities on state-changing calls,
 * the session cookie on household calls), every status it can answer with its body, stable
 * operationIds, one tag per module, both body encodings, the headers that matter to a client,
 * and examples from the demo seed. Schemas stay those of domain/; this only adds what the route
 * itself shows (its method, its signed-in group, its limiter and cache settings) and
 * `API_OPERATIONS` (domain/src/api/operations.ts) says.
 */

/** What the contract needs to know of a route beyond its schemas. */
export interface RouteFacts {
  method: string;
  /** The document's form of the path (`{id}`). */
  path: string;
  /** Counted by the traffic limiter (every API call but the usage events). */
  trafficLimited: boolean;
  /** Answers from the response cache, with an ETag and a public Cache-Control. */
  cached: boolean;
  /** Postable from another site without X-Capabilities (a secret in the request is the key). */
  crossSitePost?: boolean;
  /** A site file's example answer (sitemaps.ts writes it with the files' own words). */
  answerExample?: string;
}

type Json = Record<string, unknown>;
interface Operation extends Json {
  parameters?: Json[];
  requestBody?: { required?: boolean; description?: string; content?: Record<string, Json> };
  responses?: Record<string, Json>;
  security?: Record<string, string[]>[];
}
export interface OpenApiObject extends Json {
  info: Json;
  paths: Record<string, Record<string, Operation>>;
  components?: Json & { schemas?: Record<string, Json> };
}

export const CAPABILITIES_PARAMETER = 'Capabilities';
export const AUTH_COOKIE_SCHEME = 'authCookie';
const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

/** Status of each code as an error answer says it; 413 and 415 are ERR_VALIDATION too. */
function statusesOf(codes: ReadonlySet<ErrorCode>, isPost: boolean): Map<number, Set<ErrorCode>> {
  const byStatus = new Map<number, Set<ErrorCode>>();
  const add = (status: number, code: ErrorCode) => {
    const set = byStatus.get(status) ?? new Set<ErrorCode>();
    set.add(code);
    byStatus.set(status, set);
  };
  for (const code of codes) add(ERROR_CODES[code], code);
  if (isPost) {
    add(413, 'ERR_VALIDATION');
    add(415, 'ERR_VALIDATION');
  }
  return byStatus;
}

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

const header = (description: string, schema: Json = { type: 'string' }) => ({
  description,
  schema,
});

const RETRY_AFTER = header('Seconds until the call may be tried again.', {
  type: 'string',
  pattern: '^\\d+$',
});

/** What an answer of `status` is, in a few words. */
const STATUS_WORDS: Record<number, string> = {
  400: 'Bad input: `__meta__.message` names the field',
  401: 'Not signed in, or the sign-in was refused',
  402: 'Payment refused or on hold',
  403: 'Refused: missing X-Capabilities, or not allowed for this household',
  404: 'No such thing',
  409: 'In conflict with what the household has',
  413: 'The body is too large',
  415: 'The body is not form-encoded or JSON',
  422: 'The idempotency key was used for another request',
  429: 'Too many calls or guesses: try again after Retry-After seconds',
  500: 'Something went wrong on our side',
  503: 'Not ready yet: try again shortly',
};

export function describeContract(
  doc: OpenApiObject,
  routes: readonly RouteFacts[],
  options: {
    errorFields: Json;
    servers: { url: string; description: string }[];
    /** Recorded success answers, by `METHOD /path` (answer-examples.ts). */
    answerExamples?: AnswerExamples;
  },
): OpenApiObject {
  const components = (doc.components ??= {});
  const schemas = (components.schemas ??= {});
  schemas.ErrorFields = options.errorFields;
  components.parameters = {
    ...(components.parameters as Json | undefined),
    [CAPABILITIES_PARAMETER]: {
      name: 'X-Capabilities',
      in: 'header',
      required: true,
      description:
        'What the client can do (account spec §7). State-changing calls without it are refused ' +
        'with 403 ERR_MISSING_CAPABILITIES: a cross-site form cannot set it, so it is also the ' +
        'CSRF guard. Any non-empty value is taken; the web client sends the example.',
      schema: { type: 'string', minLength: 1 },
      example: CAPABILITIES_HEADER,
    },
  };
  components.securitySchemes = {
    [AUTH_COOKIE_SCHEME]: {
      type: 'apiKey',
      in: 'cookie',
      name: AUTH_COOKIE,
      description:
        'The session cookie (HttpOnly) that POST /v3/authenticate sets. A browser sends it by ' +
        'itself: sign in through the reference page first, then call the household operations.',
    },
  };

  doc.servers = options.servers;
  doc.tags = Object.entries(API_TAGS).map(([name, description]) => ({ name, description }));
  doc.info.description =
    'The calls of the customer website. Every answer under /v*/ carries `__meta__` (error, ' +
    'message, timestamp). Bodies are form-encoded (as the spec’s client sends them) or JSON. ' +
    'State-changing calls need the X-Capabilities header; household calls need the session ' +
    'cookie that POST /v3/authenticate sets. The repository’s docs/api.md has the conventions ' +
    'and what each error code means.';
  doc.info.license = { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' };
  doc.info.contact = { name: 'The TV store team' };

  const byKey = new Map(routes.map((r) => [`${r.method} ${r.path}`, r]));
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const key = `${method.toUpperCase()} ${path}`;
      const facts = API_OPERATIONS[key];
      const route = byKey.get(key);
      if (!facts || !route) continue;
      describeOperation(op, key, facts, route, schemas);
      const answer = options.answerExamples?.[key];
      if (!answer) continue;
      const content = op.responses?.[String(answer.status)]?.content as Record<string, Json>;
      if (content?.[answer.type]) content[answer.type]!.example = answer.example;
    }
  }
  shareRepeatedRefusals(doc);
  // The type provider names an input copy of each named schema; drop those nothing uses.
  for (const name of Object.keys(schemas).filter((n) => n.endsWith('Input'))) {
    const { [name]: own, ...others } = schemas;
    const elsewhere = JSON.stringify({ ...doc, components: { ...components, schemas: others } });
    if (own && !elsewhere.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  }
  return doc;
}

function describeOperation(
  op: Operation,
  key: string,
  facts: OperationFacts,
  route: RouteFacts,
  schemas: Record<string, Json>,
): void {
  op.operationId = facts.operationId;
  op.summary = facts.summary;
  op.tags = [facts.tag];
  const isApi = isApiPath(route.path);
  const isPost = route.method === 'POST';
  const needsCapabilities = isApi && isPost && route.crossSitePost !== true;
  // The signed-in group marks its routes (modules/auth/signed-in.ts).
  const household = (op.security ?? []).some((s) => AUTH_COOKIE_SCHEME in s);
  op.security = household ? [{ [AUTH_COOKIE_SCHEME]: [] }] : [];

  // Parameters: examples from the seed.
  for (const parameter of op.parameters ?? []) {
    const where = parameter.in === 'path' ? 'path' : parameter.in === 'query' ? 'query' : null;
    const example = where ? facts.example?.[where]?.[String(parameter.name)] : undefined;
    if (example !== undefined) parameter.example = example;
  }
  if (needsCapabilities) {
    op.parameters = [
      { $ref: `#/components/parameters/${CAPABILITIES_PARAMETER}` },
      ...(op.parameters ?? []),
    ];
  }

  // The body: one schema, both encodings.
  const json = op.requestBody?.content?.[JSON_TYPE];
  if (op.requestBody && json?.schema) {
    const name = `${pascal(facts.operationId)}Body`;
    schemas[name] = json.schema as Json;
    const ref = { $ref: `#/components/schemas/${name}` };
    const example = facts.example?.body;
    const media = (extra: Json = {}) => ({
      schema: ref,
      ...(example ? { example } : {}),
      ...extra,
    });
    // JSON first: Swagger UI's "Try it out" opens the first, and fills it with the example.
    op.requestBody.content = { [JSON_TYPE]: media(), [FORM]: media() };
    op.requestBody.description =
      'Form-encoded (as the spec’s client sends it) or JSON: the same fields either way.';
  }

  // The answers: the route's own, then every refusal it can give, each with its codes.
  const responses = (op.responses ??= {});
  delete responses['4XX'];
  delete responses['5XX'];
  if (facts.alwaysRefused) delete responses['200'];
  const ok = responses['200'];
  if (ok && isApi) {
    const headers: Json = {
      'Cache-Control': header(
        route.cached
          ? 'Public answers may be kept briefly and revalidated with the ETag.'
          : '`no-store`: the answer depends on the household.',
      ),
    };
    if (route.cached) headers.ETag = header('The answer’s version, for If-None-Match.');
    if (facts.sessionCookie) {
      headers['Set-Cookie'] = header(
        facts.sessionCookie === 'cleared'
          ? `Clears the session cookie \`${AUTH_COOKIE}\`.`
          : `The session cookie \`${AUTH_COOKIE}\` (HttpOnly, SameSite=Lax; Secure over https).`,
      );
    }
    ok.headers = { ...(ok.headers as Json | undefined), ...headers };
  }
  if (route.cached && isApi && !responses['304']) {
    responses['304'] = {
      description: 'Not modified: the ETag in If-None-Match is current.',
      headers: { ETag: header('The answer’s version.') },
    };
  }
  if (!isApi) {
    op.description =
      'Open to anyone, outside the API’s conventions: no `__meta__`, no X-Capabilities.';
    describeSiteFile(op, path(key), route.answerExample);
    return;
  }

  const codes = new Set<ErrorCode>(['ERR_VALIDATION', 'ERR_INTERNAL', ...(facts.errors ?? [])]);
  if (route.trafficLimited || key === 'POST /v2/events') codes.add('ERR_RATE_LIMITED');
  if (needsCapabilities) codes.add('ERR_MISSING_CAPABILITIES');
  if (household) codes.add('NOT_AUTHENTICATED');
  op.description = [
    needsCapabilities
      ? 'Needs the X-Capabilities header (any non-empty value; the CSRF guard).'
      : isPost
        ? 'Takes no X-Capabilities header: a secret in the request is its credential.'
        : 'Takes no X-Capabilities header: a read.',
    household
      ? 'Needs the session cookie: sign in first with POST /v3/authenticate.'
      : 'Open to anyone; a session, when there is one, may narrow what it answers.',
    route.trafficLimited
      ? 'Counted by the traffic limiter (429 with Retry-After past the limit).'
      : 'Not counted by the traffic limiter.',
    `Refusals: ${[...codes].sort().join(', ')}.`,
  ].join(' ');
  for (const [status, set] of [...statusesOf(codes, isPost)].sort(([a], [b]) => a - b)) {
    // The typed fields some codes add, and `__meta__` with the codes of this status.
    const errorSchema = {
      allOf: [{ $ref: '#/components/schemas/ErrorFields' }],
      type: 'object',
      properties: {
        __meta__: {
          type: 'object',
          properties: {
            error: { type: 'string', enum: [...set].sort() },
            message: { type: 'string' },
            timestamp: { type: 'number', description: 'Server time, epoch milliseconds.' },
            reason: { type: 'string' },
          },
          required: ['error', 'message', 'timestamp'],
          additionalProperties: false,
        },
      },
      required: ['__meta__'],
    };
    const first = [...set][0]!;
    responses[String(status)] = {
      description: `${STATUS_WORDS[status] ?? 'Refused'}: ${[...set].sort().join(', ')}.`,
      ...(status === 429 || status === 503 ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
      content: {
        [JSON_TYPE]: {
          schema: errorSchema,
          example: {
            __meta__: { error: first, message: STATUS_WORDS[status], timestamp: 1763712000000 },
          },
        },
      },
    };
  }
}

const path = (key: string) => key.slice(key.indexOf(' ') + 1);

/** robots.txt and the sitemaps: text and XML, and a 404 for a sitemap file that is not there. */
function describeSiteFile(op: Operation, at: string, example: string | undefined): void {
  const type = at === '/robots.txt' ? 'text/plain' : 'application/xml';
  if (!op.responses) return;
  if (at === '/robots.txt' || at.startsWith('/sitemap')) {
    op.responses = {
      '200': {
        description: at === '/robots.txt' ? 'robots.txt, naming the sitemap index' : 'A sitemap',
        content: { [type]: { schema: { type: 'string' }, ...(example ? { example } : {}) } },
      },
    };
  }
  if (at === '/sitemaps/{file}') {
    op.responses['404'] = {
      description: 'No such sitemap file',
      content: { 'text/plain': { schema: { type: 'string' }, example: 'No such sitemap' } },
    };
    if (!(op.parameters ?? []).some((p) => p.name === 'file')) {
      op.parameters = [
        {
          name: 'file',
          in: 'path',
          required: true,
          schema: { type: 'string', pattern: '^titles-[1-9]\\d{0,5}\\.xml$' },
          example: 'titles-1.xml',
        },
      ];
    }
  }
}

/**
 * A refusal many calls give alike (ERR_VALIDATION, NOT_AUTHENTICATED, …) is written once under
 * components/responses and referred to, so the document and the clients made from it stay small.
 */
function shareRepeatedRefusals(doc: OpenApiObject): void {
  const uses = new Map<string, { status: string; codes: string[]; count: number }>();
  const each = (visit: (responses: Record<string, Json>, status: string, text: string) => void) => {
    for (const item of Object.values(doc.paths)) {
      for (const op of Object.values(item)) {
        for (const [status, response] of Object.entries(op.responses ?? {})) {
          if (!/^[45]\d\d$/.test(status) || '$ref' in response) continue;
          visit(op.responses!, status, JSON.stringify(response));
        }
      }
    }
  };
  each((responses, status, text) => {
    const codes = (
      (responses[status] as { content?: Record<string, { schema?: ErrorSchema }> }).content?.[
        JSON_TYPE
      ]?.schema?.properties?.__meta__?.properties?.error?.enum ?? []
    ).map(String);
    const seen = uses.get(text) ?? { status, codes, count: 0 };
    seen.count += 1;
    uses.set(text, seen);
  });
  const shared: Record<string, Json> = {};
  const names = new Map<string, string>();
  for (const [text, { status, codes, count }] of uses) {
    if (count < 2 || codes.length === 0) continue;
    const usual = codes.every((code) => ERROR_CODES[code as ErrorCode] === Number(status));
    const name = codes.map(pascalOfCode).join('Or') + (usual ? '' : status);
    shared[name] = JSON.parse(text) as Json;
    names.set(text, name);
  }
  each((responses, status, text) => {
    const name = names.get(text);
    if (name) responses[status] = { $ref: `#/components/responses/${name}` };
  });
  doc.components = { ...doc.components, responses: shared };
}

interface ErrorSchema {
  properties?: { __meta__?: { properties?: { error?: { enum?: unknown[] } } } };
}

/** ERR_VALIDATION → ErrValidation. */
const pascalOfCode = (code: string) =>
  code
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
