import { isDeepStrictEqual } from 'node:util';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SEED_EXAMPLE } from '@app/domain';
import { createTestApp, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';
import {
  factsOfRoute,
  isApiRoute,
  routeKey as key,
  SOCKET_ROUTE,
} from '#app/test-support/openapi-routes.ts';

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
 * Each call's answer to a sample request matches its response schema, and the serialiser, which
 * writes only declared fields, left nothing out that the handler said.
 */
describe('the published contract (/openapi.json), call by call', () => {
  let t: TestApp;
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
  });
  afterAll(() => t.close());

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
    const calls = routes.map((r) => key(r.method, r.url)).filter((k) => k !== SOCKET_ROUTE);
    expect(Object.keys(SAMPLES).sort()).toEqual([...calls].sort());

    const c = new TestClient(t.app);
    let household = '';
    const problems: string[] = [];
    for (const [call, sample] of Object.entries(SAMPLES)) {
      const route = routes.find((r) => key(r.method, r.url) === call)!;
      const facts = factsOfRoute(route.method, route.url);
      const wanted = facts?.example?.household ?? SEED_EXAMPLE.household;
      if (wanted !== household) {
        await c.signIn(wanted, '1234');
        household = wanted;
      }
      // Changes of packs, purchases and logons need a PIN proven in the last minutes.
      await c.post('/v3/subscriber/validate_pin', { pin: '1234' });
      returned.clear();
      const res = await sample(c, ids);
      const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
      const status = String(res.statusCode);
      if (res.statusCode !== (facts?.alwaysRefused ? 400 : 200)) {
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
});
