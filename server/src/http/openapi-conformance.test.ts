import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';
import { createSchemaArbitraries } from '#app/test-support/openapi-arbitraries.ts';
import {
  createContractChecker,
  type ContractDocument,
  type ContractOperation,
  type JsonSchema,
} from '#app/test-support/openapi-check.ts';
import { OPENAPI_PATH } from './openapi.ts';

/**
 * Property-based conformance to the published contract (issue 35): for every operation of
 * /openapi.json, requests generated from its own schemas get an answer the document declares,
 * with a body its schema accepts; requests broken in one place the document forbids (a wrong
 * type, a value past a bound, a required field, header or cookie left out) get a declared 4xx;
 * and nothing gets a 5xx. Operations added later are picked up from the document.
 */

/**
 * Runs per operation and kind, and a fixed seed, so that a run is the same every time
 * (CONFORMANCE_RUNS and CONFORMANCE_SEED explore further).
 */
const RUNS = Number(process.env.CONFORMANCE_RUNS ?? 6);
const SEED = Number(process.env.CONFORMANCE_SEED ?? 35);
const HOUSEHOLD = 'CUST0001';
const PIN = '1234';

interface Call {
  method: string;
  path: string;
  pathValues: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
  encoding: 'json' | 'form';
  capabilities: boolean;
  cookie: boolean;
}

describe('every operation of /openapi.json, by generated requests', () => {
  let t: TestApp;
  let doc: ContractDocument;

  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      env: {
        RATE_LIMIT_PER_HOUR: '1000000',
        GUESS_FAILURES_PER_HOUR: '1000000',
        GUESS_FAILURES_PER_HOUR_PER_CLIENT: '1000000',
        EVENTS_PER_HOUR_PER_CLIENT: '1000000',
      },
    });
    doc = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
  });
  afterAll(() => t.close());

  it('answers as the document declares: 0 undeclared statuses, 0 body mismatches, 0 5xx', async () => {
    const checker = createContractChecker(doc);
    const arbitraries = createSchemaArbitraries(doc);
    const capabilities = String(doc.components?.parameters?.Capabilities?.example ?? '');
    expect(capabilities).not.toBe('');

    // The demo household as the seed made it, put back before each operation: a generated call
    // may change its PIN, lock it or end its sessions.
    const db = t.database.db;
    const seeded = await db
      .selectFrom('households')
      .selectAll()
      .where('activation_code', '=', HOUSEHOLD)
      .executeTakeFirstOrThrow();
    let cookie = '';
    async function freshSession() {
      await db.updateTable('households').set(seeded).where('id', '=', seeded.id).execute();
      const res = await t.app.inject({
        method: 'POST',
        url: '/v3/authenticate',
        headers: { 'x-capabilities': capabilities },
        payload: { activation_code: HOUSEHOLD, pin: PIN },
      });
      expect(res.statusCode, res.body).toBe(200);
      cookie = String(res.cookies.find((c) => c.name === 'auth')?.value ?? '');
    }

    async function send(call: Call) {
      let url = call.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
        encodeURIComponent(String(call.pathValues[name])),
      );
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(call.query)) {
        if (value !== undefined) query.set(name, String(value));
      }
      if ([...query].length) url += `?${query}`;
      const headers: Record<string, string> = {};
      if (call.capabilities) headers['x-capabilities'] = capabilities;
      if (call.cookie && cookie) headers.cookie = `auth=${cookie}`;
      let payload: string | undefined;
      if (call.body !== undefined) {
        if (call.encoding === 'form' && isFlat(call.body)) {
          headers['content-type'] = 'application/x-www-form-urlencoded';
          payload = new URLSearchParams(
            Object.entries(call.body as Record<string, unknown>)
              .filter(([, v]) => v !== undefined)
              .map(([k, v]): [string, string] => [k, String(v)]),
          ).toString();
        } else {
          headers['content-type'] = 'application/json';
          payload = JSON.stringify(call.body);
        }
      }
      const method = call.method as 'GET' | 'POST';
      // Generated calls come from an address of their own per operation: the wrong PINs they
      // guess lock that client out of the household (as they should), not the sign-in above.
      return t.app.inject({
        method,
        url,
        headers,
        remoteAddress: `198.51.100.${(stats.operations % 250) + 1}`,
        ...(payload === undefined ? {} : { payload }),
      });
    }

    const stats = {
      operations: 0,
      requests: 0,
      refusedAsDeclared: 0,
      undeclared: 0,
      mismatches: 0,
      serverErrors: 0,
    };
    const problems: string[] = [];
    const record = (call: Call, res: Awaited<ReturnType<typeof send>>, broken: string | null) => {
      stats.requests += 1;
      const found = checker.check(call.method, call.path, {
        status: res.statusCode,
        contentType: String(res.headers['content-type'] ?? ''),
        body: res.body,
      });
      const what = `${call.method} ${call.path}${broken ? ` (${broken})` : ''}`;
      for (const problem of found) {
        if (problem.includes('does not declare')) stats.undeclared += 1;
        else stats.mismatches += 1;
        problems.push(`${problem} [${what}: ${res.body.slice(0, 160)}]`);
      }
      if (res.statusCode >= 500) {
        stats.serverErrors += 1;
        problems.push(`${what}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
      if (broken !== null) {
        if (res.statusCode >= 400 && res.statusCode < 500) stats.refusedAsDeclared += 1;
        else problems.push(`${what}: broken input answered ${res.statusCode}`);
      }
    };

    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        stats.operations += 1;
        await freshSession();
        const valid = callOf(method.toUpperCase(), path, op);
        await fc.assert(
          fc.asyncProperty(valid, async (call) => {
            record(call, await send(call), null);
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
        const broken = brokenCallOf(valid, method.toUpperCase(), op);
        if (broken) {
          await fc.assert(
            fc.asyncProperty(broken, async ([call, how]) => {
              record(call, await send(call), how);
            }),
            { numRuns: RUNS, seed: SEED, endOnFailure: true },
          );
        }
      }
    }

    process.stdout.write(`conformance to ${OPENAPI_PATH}: ${JSON.stringify(stats)}\n`);
    expect(problems).toEqual([]);
    expect(stats.operations).toBe(
      Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0),
    );
    expect(stats).toMatchObject({ undeclared: 0, mismatches: 0, serverErrors: 0 });

    /** Requests the document allows: every required input, some optional ones. */
    function callOf(method: string, path: string, op: ContractOperation): fc.Arbitrary<Call> {
      const parameters = checker.parameters(op);
      const pathParams = parameters.filter((p) => p.in === 'path');
      const queryParams = parameters.filter((p) => p.in === 'query');
      const value = (schema: JsonSchema | undefined) => arbitraries.valueOf(schema ?? {});
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      return fc.record({
        method: fc.constant(method),
        path: fc.constant(path),
        pathValues: fc.record(
          Object.fromEntries(
            pathParams.map((p) => [p.name, value(p.schema).filter((v) => String(v) !== '')]),
          ),
        ),
        query: fc.record(
          Object.fromEntries(
            queryParams.map((p) => [
              p.name,
              p.required ? value(p.schema) : fc.option(value(p.schema), { nil: undefined }),
            ]),
          ),
        ),
        body: bodySchema ? value(bodySchema) : fc.constant(undefined),
        encoding: fc.constantFrom('json' as const, 'form' as const),
        capabilities: fc.constant(true),
        cookie: fc.constant(true),
      });
    }

    /** A valid request broken in one place the document forbids, and how. */
    function brokenCallOf(
      valid: fc.Arbitrary<Call>,
      method: string,
      op: ContractOperation,
    ): fc.Arbitrary<[Call, string]> | null {
      const breaks: fc.Arbitrary<(call: Call) => [Call, string]>[] = [];
      for (const p of checker.parameters(op)) {
        if (p.in !== 'path' && p.in !== 'query') continue;
        const where = p.in === 'path' ? 'pathValues' : 'query';
        const values = arbitraries.brokenValuesOf(p.schema ?? {});
        if (values.length) {
          breaks.push(
            fc
              .constantFrom(...values)
              .map((v) => (call: Call) => [
                { ...call, [where]: { ...call[where], [p.name]: v } },
                `${p.name}=${String(v).slice(0, 20)}`,
              ]),
          );
        }
        if (p.in === 'query' && p.required) {
          breaks.push(
            fc.constant((call: Call) => {
              const { [p.name]: _left, ...query } = call.query;
              return [{ ...call, query }, `without ${p.name}`];
            }),
          );
        }
      }
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      if (bodySchema) {
        const body = arbitraries.resolve(bodySchema);
        const properties = (body.properties ?? {}) as Record<string, JsonSchema>;
        for (const name of (body.required ?? []) as string[]) {
          breaks.push(
            fc.constant((call: Call) => {
              const { [name]: _left, ...rest } = (call.body ?? {}) as Record<string, unknown>;
              return [{ ...call, body: rest }, `body without ${name}`];
            }),
          );
        }
        for (const [name, schema] of Object.entries(properties)) {
          const values = arbitraries.brokenValuesOf(schema);
          if (!values.length) continue;
          breaks.push(
            fc
              .constantFrom(...values)
              .map((v) => (call: Call) => [
                { ...call, body: { ...(call.body as object), [name]: v }, encoding: 'json' },
                `body ${name}=${JSON.stringify(v).slice(0, 20)}`,
              ]),
          );
        }
        if (body.type === 'object') {
          breaks.push(
            fc.constant((call: Call) => [
              { ...call, body: [1], encoding: 'json' },
              'a body that is not an object',
            ]),
          );
        }
      }
      const params = checker.parameters(op);
      if (params.some((p) => p.in === 'header' && p.name === 'X-Capabilities' && p.required)) {
        breaks.push(
          fc.constant((call: Call) => [{ ...call, capabilities: false }, 'no X-Capabilities']),
        );
      }
      if ((op.security ?? []).some((s) => 'authCookie' in s)) {
        breaks.push(fc.constant((call: Call) => [{ ...call, cookie: false }, 'no session cookie']));
      }
      if (!breaks.length) return null;
      return fc.tuple(valid, fc.oneof(...breaks)).map(([call, breakIt]) => breakIt(call));
    }
  }, 300_000);
});

describe('every POST of /openapi.json, as the reference page fills it in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('signs in with the examples, then calls each POST on that session: never refused for a missing header or session', async () => {
    const doc = (
      await t.app.inject({ method: 'GET', url: OPENAPI_PATH })
    ).json() as ContractDocument;
    const checker = createContractChecker(doc);
    const capabilities = String(doc.components?.parameters?.Capabilities?.example);
    const posts = Object.entries(doc.paths)
      .filter(([path, item]) => item.post && /^\/v\d+\//.test(path))
      .map(([path, item]) => ({ path, op: item.post! }));
    const last = ['/v2/subscriber/invalidate_authentication', '/v2/subscriber/logout'];
    const order = [
      ...posts.filter((p) => p.path === '/v3/authenticate'),
      ...posts.filter((p) => p.path !== '/v3/authenticate' && !last.includes(p.path)),
      ...last.flatMap((path) => posts.filter((p) => p.path === path)),
    ];
    expect(order.length).toBe(posts.length);
    let cookie = '';
    const problems: string[] = [];
    for (const { path, op } of order) {
      // What the page fills in: each parameter's example, the body's example.
      const parameters = checker.parameters(op);
      const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => {
        const example = parameters.find((p) => p.in === 'path' && p.name === name)?.example;
        if (example === undefined) problems.push(`${path}: no example for ${name}`);
        return encodeURIComponent(String(example));
      });
      const media = op.requestBody?.content?.['application/json'] as
        { example?: unknown } | undefined;
      if (op.requestBody?.required && media?.example === undefined) {
        problems.push(`${path}: no example body`);
      }
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: {
          'x-capabilities': capabilities,
          ...(cookie ? { cookie: `auth=${cookie}` } : {}),
          ...(media?.example === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(media?.example === undefined ? {} : { payload: JSON.stringify(media.example) }),
      });
      const set = res.cookies.find((c) => c.name === 'auth');
      if (set) cookie = set.value;
      const error = (res.json() as { __meta__?: { error?: string } }).__meta__?.error;
      const household = (op.security ?? []).some((s) => 'authCookie' in s);
      if (error === 'ERR_MISSING_CAPABILITIES' || (household && error === 'NOT_AUTHENTICATED')) {
        problems.push(`${path}: ${error}`);
      }
      if (res.statusCode >= 500) problems.push(`${path}: ${res.statusCode}`);
      problems.push(
        ...checker.check('POST', path, {
          status: res.statusCode,
          contentType: String(res.headers['content-type']),
          body: res.body,
        }),
      );
      if (path === '/v3/authenticate') expect(res.statusCode).toBe(200);
    }
    expect(problems).toEqual([]);
  });
});

const isFlat = (body: unknown) =>
  body !== null &&
  typeof body === 'object' &&
  !Array.isArray(body) &&
  Object.values(body).every((v) => v === undefined || typeof v !== 'object' || v === null);
