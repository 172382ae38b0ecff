import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';
import { CALL_INDEX_END, CALL_INDEX_START, normalisedTable, renderCallIndex } from './api-doc.ts';
import { API_REFERENCE_PATH, OPENAPI_PATH } from './openapi.ts';

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface FullOperation extends Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { headers?: Record<string, unknown>; content?: never }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** The API's routes: under /v*, and the health check; not the web app or the reference page. */
const isApiRoute = (url: string) =>
  /^\/v\d+\//.test(url) || url === '/healthz' || url === '/readyz';
/** Fastify writes path parameters as :name, OpenAPI as {name}. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const key = (method: string, url: string) => `${method} ${url}`;
/** A guide block on the test clock's day (TEST_NOW, 2026-11-21). */
const BLOCK_FOR_TEST_NOW = '2026-11-21T08';

/** A sample of each call: what a client sends, as a signed-in household with a proven PIN. */
type Sample = (c: TestClient, ids: SampleIds) => Promise<LightMyRequestResponse>;
interface SampleIds {
  movie: number;
  /** A movie on sale to buy, in the format of its buy price. */
  buy: { id: number; format: 'sd' | 'hd' };
  virtualChannel: number;
  show: number;
  channel: number;
  provider: number;
  editorialItem: number;
  plan: number;
  program: number;
  /** The unsubscribe token of a news sign-up made for the samples. */
  newsToken: string;
}

const SAMPLES: Record<string, Sample> = {
  'GET /healthz': (c) => c.get('/healthz'),
  'GET /readyz': (c) => c.get('/readyz'),
  'POST /v2/subscriber/handover_code': (c) => c.post('/v2/subscriber/handover_code'),
  'POST /v3/authenticate': (c) =>
    c.post('/v3/authenticate', { activation_code: 'CUST0001', pin: '1234' }),
  'POST /v2/subscriber/authenticate_with_cookie': (c) =>
    c.post('/v2/subscriber/authenticate_with_cookie'),
  'POST /v3/subscriber/validate_pin': (c) => c.post('/v3/subscriber/validate_pin', { pin: '1234' }),
  'POST /v2/subscriber/update': (c) => c.post('/v2/subscriber/update', { privacy: 'false' }),
  'GET /v3/retail/credentials': (c) => c.get('/v3/retail/credentials'),
  'POST /v3/retail/credentials': (c) =>
    c.post('/v3/retail/credentials', { email: 'retail01@example.com', password: 'Retail-Demo-1' }),
  'POST /v3/retail/authenticate': (c) =>
    c.post('/v3/retail/authenticate', { email: 'retail01@example.com', password: 'Retail-Demo-1' }),
  'GET /v3/vod/catalogue/tab': (c) => c.get('/v3/vod/catalogue/tab', { max: 3 }),
  'GET /v3/vod/castandcrew/:castName': (c) => c.get('/v3/vod/castandcrew/a', { max: 3 }),
  'POST /v3/vod/titles': (c, ids) =>
    c.post('/v3/vod/titles', { title_ids: `${ids.movie},${ids.show}`, recursive: 'true' }),
  'GET /v3/editorial/recommendations/vod': (c) => c.get('/v3/editorial/recommendations/vod'),
  'GET /v3/editorial/recommendations/vod/:id': (c, ids) =>
    c.get(`/v3/editorial/recommendations/vod/${ids.movie}`),
  'GET /v4/catalogue/menu': (c) => c.get('/v4/catalogue/menu', { name: 'By Genre' }),
  'GET /v4/catalogue/menu/data': (c) =>
    c.get('/v4/catalogue/menu/data', { name: 'By Genre', single_tab_only: 0 }),
  'GET /v4/catalogue/structure': (c) => c.get('/v4/catalogue/structure', { name: 'By Genre' }),
  'GET /v2/vod/titles/:id/landscape_thumbnail/:size': (c, ids) =>
    c.get(`/v2/vod/titles/${ids.movie}/landscape_thumbnail/334x188`),
  'GET /v2/vod/titles/:id/preview/:size': (c, ids) =>
    c.get(`/v2/vod/titles/${ids.movie}/preview/2560x845`),
  'GET /v2/vod/titles/:id/poster/:size': (c, ids) =>
    c.get(`/v2/vod/titles/${ids.movie}/poster/200x300`),
  'GET /v2/vod/titles/:id/backdrop/:size': (c, ids) =>
    c.get(`/v2/vod/titles/${ids.movie}/backdrop/1280x720`),
  'GET /v2/vod/providers/:id/image': (c, ids) => c.get(`/v2/vod/providers/${ids.provider}/image`),
  'GET /v2/editorial/items/:id/image': (c, ids) =>
    c.get(`/v2/editorial/items/${ids.editorialItem}/image`),
  'GET /v2/subscriber/plans/:id/image': (c, ids) => c.get(`/v2/subscriber/plans/${ids.plan}/image`),
  'GET /v2/epg/program/:id/image/:size': (c, ids) =>
    c.get(`/v2/epg/program/${ids.program}/image/320x180`),
  'GET /v2/epg/channels/:id/image': (c, ids) => c.get(`/v2/epg/channels/${ids.channel}/image`),
  'GET /v2/plans': (c) => c.get('/v2/plans'),
  'POST /v2/subscriber/plan/:id/subscribe': (c, ids) =>
    c.post(`/v2/subscriber/plan/${ids.plan}/subscribe`),
  'POST /v2/subscriber/plan/:id/unsubscribe': (c, ids) =>
    c.post(`/v2/subscriber/plan/${ids.plan}/unsubscribe`),
  'GET /v2/bundle/account': (c) => c.get('/v2/bundle/account'),
  'POST /v2/bundle/account': (c) => c.post('/v2/bundle/account'),
  'POST /v2/bundle/activate': (c) => c.post('/v2/bundle/activate'),
  'POST /v2/vod/purchase': (c, ids) =>
    c.post('/v2/vod/purchase', {
      title_id: ids.buy.id,
      content_format: ids.buy.format,
      duration: -1,
      idempotency_key: 'contract-sample-1',
    }),
  'GET /v2/vod/purchase/history/free': (c) => c.get('/v2/vod/purchase/history/free'),
  'GET /v2/vod/purchase/history': (c) => c.get('/v2/vod/purchase/history'),
  'GET /v2/subscriber/wishlist': (c) => c.get('/v2/subscriber/wishlist', { language: 'en' }),
  'POST /v2/subscriber/wishlist/add': (c, ids) =>
    c.post('/v2/subscriber/wishlist/add', { id: ids.movie }),
  'POST /v2/subscriber/wishlist/remove': (c, ids) =>
    c.post('/v2/subscriber/wishlist/remove', { id: ids.movie }),
  'POST /v2/support/contact': (c) =>
    c.post('/v2/support/contact', {
      form: 'retail',
      name: 'Alex Citizen',
      email: 'alex@example.com',
      boxId: 'CUST0001',
      topic: 'billing',
      message: 'A sample enquiry for the contract test.',
    }),
  'POST /v2/support/news': (c) =>
    c.post('/v2/support/news', { email: 'reader@example.com', source: 'research' }),
  'POST /v2/support/news/unsubscribe': (c, ids) =>
    c.post('/v2/support/news/unsubscribe', { token: ids.newsToken }),
  'POST /v2/subscriber/parental_controls': (c) =>
    c.post('/v2/subscriber/parental_controls', { limit: 'off' }),
  'POST /v2/support/insiders': (c) =>
    c.post('/v2/support/insiders', { name: 'Sam', email: 'sam@example.com', boxId: 'ABC12345' }),
  'POST /v2/support/insiders/unregister': (c) =>
    c.post('/v2/support/insiders/unregister', { email: 'sam@example.com', boxId: 'ABC12345' }),
  'POST /v4/search': (c) => c.post('/v4/search', { words: 'the', count: 5 }),
  'GET /v4/epg/channels': (c) => c.get('/v4/epg/channels'),
  'GET /v2/epg/programslist': (c, ids) =>
    c.get('/v2/epg/programslist', {
      channel_ids: String(ids.channel),
      block: BLOCK_FOR_TEST_NOW,
      extended: 'true',
    }),
  'GET /v3/avc/schedule_block': (c, ids) =>
    c.get('/v3/avc/schedule_block', {
      block_id: BLOCK_FOR_TEST_NOW,
      avcs: String(ids.virtualChannel),
    }),
  'GET /v2/epg/channels/by_plans': (c) => c.get('/v2/epg/channels/by_plans', { plans: 'Kids' }),
  'GET /v2/epg/popular': (c, ids) => c.get('/v2/epg/popular', { channel_ids: String(ids.channel) }),
  'GET /v2/epg/popular/blacklist': (c) => c.get('/v2/epg/popular/blacklist'),
  'POST /v2/events': (c) =>
    c.post('/v2/events', {
      data: JSON.stringify([
        {
          eventName: 'page_view',
          data: { eventTime: 1, platform: 'web', app: 'web-store', appVersion: '5.19.0' },
        },
      ]),
    }),
  // Last: they end the session the calls above use.
  'POST /v2/subscriber/invalidate_authentication': (c) =>
    c.post('/v2/subscriber/invalidate_authentication'),
  'POST /v2/subscriber/logout': (c) => c.post('/v2/subscriber/logout'),
};

/**
 * The live-message socket answers with an upgrade, not JSON, and @fastify/swagger leaves
 * WebSocket routes out of the document: docs/api.md describes its frames.
 */
const SOCKET = 'GET /v2/message/ws/messages';

/** Calls whose every answer is an error, by design: the sample checks that error's schema. */
const ERROR_ONLY: Record<string, number> = { 'GET /v3/editorial/recommendations/vod': 400 };

/** Calls of households other than CUST0001: RETAIL01's retail logon, BUNDLE01's bundle. */
const HOUSEHOLD_OF: Record<string, string> = {
  'GET /v3/retail/credentials': 'RETAIL01',
  'POST /v3/retail/credentials': 'RETAIL01',
  'GET /v2/bundle/account': 'BUNDLE01',
  'POST /v2/bundle/account': 'BUNDLE01',
  'POST /v2/bundle/activate': 'BUNDLE01',
};

describe('the published contract (/openapi.json)', () => {
  let t: TestApp;
  let doc: Document;
  /** What each handler returned (after the envelope), by call, before it was serialised. */
  const returned = new Map<string, unknown>();

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    t.app.addHook('preSerialization', async (request, _reply, payload) => {
      // The first payload of a call is its answer (an error would come through again).
      const call = key(request.method, request.routeOptions.url ?? '');
      if (!returned.has(call)) returned.set(call, JSON.parse(JSON.stringify(payload)));
      return payload;
    });
    const res = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    doc = res.json();
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has every API route, each with its request and response schemas', () => {
    const routes = t.app.routeTable.filter(
      (r) => isApiRoute(r.url) && r.method !== 'HEAD' && key(r.method, r.url) !== SOCKET,
    );
    expect(routes.length).toBeGreaterThan(45);
    const problems: string[] = [];
    for (const route of routes) {
      const op = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!op) {
        problems.push(`${key(route.method, route.url)} is missing`);
        continue;
      }
      const schema = route.schema ?? {};
      // Every input the route reads is declared: path parameters, query, body.
      if (route.url.includes(':') && !schema.params) problems.push(`${route.url}: no params`);
      if (schema.params || schema.querystring) {
        if (!op.parameters?.length) problems.push(`${key(route.method, route.url)}: no parameters`);
      }
      if (schema.body && !op.requestBody) problems.push(`${route.url}: no request body`);
      const ok = op.responses?.['200'] ?? op.responses?.['101'];
      const alwaysRefused = ERROR_ONLY[key(route.method, route.url)] !== undefined;
      if (!ok && !alwaysRefused) problems.push(`${key(route.method, route.url)}: no answer`);
      if (route.method === 'POST' && !schema.body) {
        // A POST without a body schema takes nothing: say so by design, not by omission.
        const reads = [
          '/v2/subscriber/invalidate_authentication',
          '/v2/subscriber/logout',
          '/v2/subscriber/handover_code',
          '/v2/bundle/account',
          '/v2/bundle/activate',
        ];
        if (!reads.includes(route.url)) problems.push(`${route.url}: no body schema`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names, tags and describes every operation, with what it needs to be called', () => {
    const problems: string[] = [];
    const ids = new Set<string>();
    const tags = new Set((doc as unknown as { tags: { name: string }[] }).tags.map((t) => t.name));
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item) as [string, FullOperation][]) {
        const call = `${method.toUpperCase()} ${path}`;
        if (!op.operationId)
          problems.push(`${call}: no operationId (domain/src/api/operations.ts)`);
        else if (ids.has(op.operationId)) problems.push(`${call}: operationId used twice`);
        else ids.add(op.operationId);
        if (!op.summary || !op.description) problems.push(`${call}: no summary or description`);
        if (op.tags?.length !== 1 || !tags.has(op.tags[0]!)) problems.push(`${call}: one tag`);
        if (!/^\/v\d+\//.test(path)) continue;
        const capabilities = (op.parameters ?? []).some(
          (p) => (p as { $ref?: string }).$ref === '#/components/parameters/Capabilities',
        );
        // Every POST but one the route declares cross-site (capabilities.ts) needs the header.
        const crossSite = t.app.routeTable.some(
          (r) => r.crossSitePost && `${r.method} ${openApiPath(r.url)}` === call,
        );
        if (capabilities !== (method === 'post' && !crossSite)) {
          problems.push(`${call}: X-Capabilities`);
        }
        if (!Object.keys(op.responses ?? {}).some((status) => /^4\d\d$/.test(status))) {
          problems.push(`${call}: no refusal declared`);
        }
        if (op.responses?.['4XX'] || op.responses?.['5XX']) problems.push(`${call}: a range`);
      }
    }
    expect(problems).toEqual([]);
    const signIn = doc.paths['/v3/authenticate']!.post as FullOperation;
    expect(signIn.responses?.['200']?.headers).toHaveProperty('Set-Cookie');
    const wishlist = doc.paths['/v2/subscriber/wishlist']!.get as FullOperation;
    expect(wishlist.security).toEqual([{ authCookie: [] }]);
    expect(wishlist.responses).toHaveProperty('401');
    expect(Object.keys(signIn.requestBody?.content ?? {}).sort()).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
    const menu = doc.paths['/v4/catalogue/menu']!.get as FullOperation;
    expect(menu.parameters).toContainEqual(
      expect.objectContaining({ name: 'name', required: true, example: 'By Genre' }),
    );
    const poster = doc.paths['/v2/vod/titles/{id}/poster/{size}']!.get as FullOperation;
    expect(poster.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', schema: expect.objectContaining({ type: 'integer' }) }),
    );
  });

  it('answers a sample of every call with what its response schema describes, nothing left out', async () => {
    const db = t.database.db;
    const first = async <T>(query: Promise<T | undefined>, what: string) => {
      const row = await query;
      if (!row) throw new Error(`the seed has no ${what}`);
      return row;
    };
    const signUp = await new TestClient(t.app).post('/v2/support/news', {
      email: 'samples@example.com',
      source: 'welcome',
    });
    expect(signUp.statusCode).toBe(200);
    const ids: SampleIds = {
      movie: (
        await first(
          db
            .selectFrom('titles')
            .select('id')
            .where('sub_type', '=', 'movie')
            .orderBy('id')
            .executeTakeFirst(),
          'movie',
        )
      ).id,
      show: (
        await first(
          db
            .selectFrom('titles')
            .select('id')
            .where('sub_type', '=', 'series')
            .orderBy('id')
            .executeTakeFirst(),
          'show',
        )
      ).id,
      channel: (
        await first(
          db.selectFrom('channels').select('id').orderBy('id').executeTakeFirst(),
          'channel',
        )
      ).id,
      provider: (
        await first(
          db.selectFrom('providers').select('id').orderBy('id').executeTakeFirst(),
          'provider',
        )
      ).id,
      editorialItem: (
        await first(
          db.selectFrom('editorial_items').select('id').orderBy('id').executeTakeFirst(),
          'editorial item',
        )
      ).id,
      buy: await first(
        db
          .selectFrom('price_rules')
          .innerJoin('titles', 'titles.id', 'price_rules.title_id')
          .select(['titles.id as id', 'price_rules.content_format as format'])
          .where('titles.sub_type', '=', 'movie')
          .where('price_rules.duration', '=', -1)
          .orderBy('titles.id')
          .executeTakeFirst(),
        'movie to buy',
      ),
      virtualChannel: (
        await first(
          db
            .selectFrom('channels')
            .select('id')
            .where('is_virtual', '=', 1)
            .orderBy('id')
            .executeTakeFirst(),
          'virtual channel',
        )
      ).id,
      plan: (
        await first(
          db.selectFrom('plans').select('id').where('name', '=', 'Vibe').executeTakeFirst(),
          'plan',
        )
      ).id,
      program: (
        await first(
          db.selectFrom('programs').select('id').orderBy('id').executeTakeFirst(),
          'programme',
        )
      ).id,
      newsToken: (
        await first(
          db
            .selectFrom('news_signups')
            .select('unsubscribe_token')
            .where('email', '=', 'samples@example.com')
            .executeTakeFirst(),
          'news sign-up',
        )
      ).unsubscribe_token,
    };

    const routes = t.app.routeTable.filter((r) => isApiRoute(r.url) && r.method !== 'HEAD');
    const calls = routes.map((r) => key(r.method, r.url)).filter((k) => k !== SOCKET);
    expect(Object.keys(SAMPLES).sort()).toEqual([...calls].sort());

    const c = new TestClient(t.app);
    let household = '';
    const problems: string[] = [];
    for (const [call, sample] of Object.entries(SAMPLES)) {
      const wanted = HOUSEHOLD_OF[call] ?? 'CUST0001';
      if (wanted !== household) {
        await c.signIn(wanted, '1234');
        household = wanted;
      }
      // Changes of packs, purchases and logons need a PIN proven in the last minutes.
      await c.post('/v3/subscriber/validate_pin', { pin: '1234' });
      returned.clear();
      const res = await sample(c, ids);
      const route = routes.find((r) => key(r.method, r.url) === call)!;
      const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
      const status = String(res.statusCode);
      if (res.statusCode !== (ERROR_ONLY[call] ?? 200)) {
        problems.push(`${call}: answered ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      const declared = responses[status] ?? responses[`${status[0]}xx`];
      if (String(res.headers['content-type']).startsWith('image/svg+xml')) {
        if (!JSON.stringify(declared ?? {}).includes('image/svg+xml')) {
          problems.push(`${call}: an SVG its schema does not declare`);
        }
        continue;
      }
      if (!(declared instanceof z.ZodType)) {
        problems.push(`${call}: no schema for ${status}`);
        continue;
      }
      const wire: unknown = res.json();
      const parsed = declared.safeParse(wire);
      if (!parsed.success) problems.push(`${call}: ${z.prettifyError(parsed.error)}`);
      // The serialiser writes only declared fields: whatever the handler said must have gone out.
      const said = returned.get(call);
      if (said === undefined) problems.push(`${call}: its answer was not seen`);
      else if (!isDeepStrictEqual(said, wire)) {
        problems.push(`${call}: the wire differs from the answer: fields its schema lacks?`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it("docs/api.md's call index is the document's (npm run docs:api rewrites it)", () => {
    const markdown = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
    const start = markdown.indexOf(CALL_INDEX_START);
    const end = markdown.indexOf(CALL_INDEX_END) + CALL_INDEX_END.length;
    expect(start).toBeGreaterThan(0);
    expect(normalisedTable(markdown.slice(start, end))).toBe(
      normalisedTable(renderCallIndex(doc as never)),
    );
  });

  it('serves a browsable reference from this server under its own strict policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${API_REFERENCE_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/https?:/);
    // Everything the page loads comes from this server: no other origin anywhere in it.
    expect(page.body).not.toMatch(/(src|href)=["']?(https?:)?\/\//);
    const scripts = [...page.body.matchAll(/<script[^>]*src=["']?([^"' >]+)/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const url = new URL(src, `http://localhost${API_REFERENCE_PATH}/`).pathname;
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>\s*\S/);
  });
});
