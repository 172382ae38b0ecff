import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasFlag } from '@app/domain';
import { householdIdOf, PLAN_IDS } from '#app/db/seed/index.ts';
import type { HouseholdMessage } from '#app/modules/messages/bus.ts';
import { createTestApp, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';

/**
 * The kept account check (decision 0036, account-check.ts) stays correct only while every write
 * a household makes publishes a household message on the bus: that message is what tells every
 * instance to forget the household's kept answer. These calls are the household's writes; each
 * must publish for its own household.
 */
interface HouseholdWrite {
  /** The route as matched (as app.routeTable lists it). */
  route: string;
  /** The demo household that makes it (signed in with PIN 1234, which it then proves). */
  household: string;
  url: string;
  form?:
    Record<string, string | number> | ((t: TestApp) => Promise<Record<string, string | number>>);
}

const HOUSEHOLD_WRITES: HouseholdWrite[] = [
  {
    route: '/v2/subscriber/update',
    household: 'CUST0001',
    url: '/v2/subscriber/update',
    form: { privacy: 'true' },
  },
  {
    route: '/v2/subscriber/parental_controls',
    household: 'CUST0001',
    url: '/v2/subscriber/parental_controls',
    form: { limit: 'PG' },
  },
  {
    route: '/v2/subscriber/plan/:id/subscribe',
    household: 'CUST0001',
    url: `/v2/subscriber/plan/${PLAN_IDS.vibe}/subscribe`,
    form: { plan_id: PLAN_IDS.vibe },
  },
  {
    route: '/v2/subscriber/plan/:id/unsubscribe',
    household: 'CUST0001',
    url: `/v2/subscriber/plan/${PLAN_IDS.vibe}/unsubscribe`,
    form: { plan_id: PLAN_IDS.vibe },
  },
  { route: '/v2/vod/purchase', household: 'STAND001', url: '/v2/vod/purchase', form: buyableMovie },
  {
    route: '/v2/subscriber/wishlist/add',
    household: 'STAND001',
    url: '/v2/subscriber/wishlist/add',
    form: aMovie,
  },
  {
    route: '/v2/subscriber/wishlist/remove',
    household: 'STAND001',
    url: '/v2/subscriber/wishlist/remove',
    form: aMovie,
  },
  { route: '/v2/bundle/activate', household: 'BUNDLE01', url: '/v2/bundle/activate' },
  {
    route: '/v2/subscriber/invalidate_authentication',
    household: 'CUST0001',
    url: '/v2/subscriber/invalidate_authentication',
  },
  { route: '/v2/subscriber/logout', household: 'STAND001', url: '/v2/subscriber/logout' },
];

/** Every other call that is not a GET, and why it changes nothing of a household's answer. */
const NOT_HOUSEHOLD_WRITES: Record<string, string> = {
  'POST /v3/authenticate': 'starts a session (a replaced one is ended, and published)',
  'POST /v2/subscriber/authenticate_with_cookie': 'the account check itself (a read)',
  'POST /v3/subscriber/validate_pin': "marks the session's PIN proof, not in the answer",
  'POST /v2/subscriber/handover_code': 'a one-time sign-in code, not in the answer',
  'POST /v3/retail/authenticate': 'starts a session, as /v3/authenticate',
  'POST /v3/retail/credentials': "the retail logon's e-mail and password, not in the answer",
  'POST /v2/bundle/account': 'the activation check (a read)',
  'POST /v3/vod/titles': 'a catalogue read',
  'POST /v4/search': 'a catalogue read',
  'POST /v2/events': "playback events, no household's answer",
  'POST /v2/support/contact': 'an enquiry to support',
  'POST /v2/support/news': 'a newsletter sign-up by e-mail address',
  'POST /v2/support/news/unsubscribe': 'a newsletter unsubscription by token',
  'POST /v2/support/insiders': 'an insiders registration by box',
  'POST /v2/support/insiders/unregister': 'an insiders unregistration by box',
};

/** A movie on sale now that the household can buy in SD: the buy form for it. */
async function buyableMovie(t: TestApp) {
  const db = t.database.db;
  const now = t.clock.now();
  const held = new Set(
    (await db.selectFrom('entitlements').select('title_id').execute()).map((r) => r.title_id),
  );
  const movies = await db
    .selectFrom('titles')
    .innerJoin('price_rules', 'price_rules.title_id', 'titles.id')
    .select(['titles.id', 'titles.flags'])
    .where('titles.sub_type', '=', 'movie')
    .where('price_rules.duration', '=', -1)
    .where('price_rules.content_format', '=', 'sd')
    .where((eb) => eb.or([eb('available_from', 'is', null), eb('available_from', '<=', now)]))
    .where((eb) => eb.or([eb('available_to', 'is', null), eb('available_to', '>', now)]))
    .orderBy('titles.id')
    .execute();
  const movie = movies.find((m) => !held.has(m.id) && !hasFlag(m.flags, 'earlyBuy'));
  if (!movie) throw new Error('the seed has no movie to buy');
  return { title_id: movie.id, content_format: 'sd', duration: -1 };
}

async function aMovie(t: TestApp) {
  return { id: (await buyableMovie(t)).title_id };
}

describe('household writes and the bus', () => {
  let t: TestApp;
  const published: HouseholdMessage[] = [];
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    t.app.services.bus.subscribe((message) => published.push(message));
  });
  afterAll(() => t.close());

  it('classes every call that is not a GET: a household write, or why it is not one', () => {
    const calls = new Set(
      t.app.routeTable
        .filter((r) => r.method !== 'GET' && r.method !== 'HEAD' && r.url.startsWith('/v'))
        .map((r) => `${r.method} ${r.url}`),
    );
    const classed = new Set([
      ...HOUSEHOLD_WRITES.map((w) => `POST ${w.route}`),
      ...Object.keys(NOT_HOUSEHOLD_WRITES),
    ]);
    expect([...calls].sort()).toEqual([...classed].sort());
  });

  it.each(HOUSEHOLD_WRITES)('$route publishes a message for its household', async (write) => {
    const client = new TestClient(t.app);
    await client.signIn(write.household, '1234');
    expect((await client.post('/v3/subscriber/validate_pin', { pin: '1234' })).statusCode).toBe(
      200,
    );
    const form = typeof write.form === 'function' ? await write.form(t) : (write.form ?? {});
    published.length = 0;
    const res = await client.post(write.url, form);
    expect(res.statusCode, res.body).toBe(200);
    expect(published.map((m) => m.householdId)).toContain(householdIdOf(write.household));
  });
});
