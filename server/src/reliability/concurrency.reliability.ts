import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_IDS } from '#app/db/seed/index.ts';
import { createTestApp, testDialects, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';

const HOUSEHOLDS = ['CUST0001', 'STAND001', 'RETAIL01', 'BUNDLE01'] as const;
const PLANS = [PLAN_IDS.vibe, PLAN_IDS.knowledge, PLAN_IDS.ultimate, PLAN_IDS.eventPack];

type Operation =
  | {
      kind: 'buy' | 'rent' | 'rentWithCredit' | 'wishlistAdd' | 'wishlistRemove';
      household: number;
      title: number;
    }
  | { kind: 'subscribe' | 'unsubscribe'; household: number; plan: number };

/**
 * Invariants that must hold whatever order concurrent requests took: no credit below zero and
 * every credit spent recorded; each paid purchase charged exactly once and entitled; no title
 * entitled twice at once; no plan period charged twice (the ledger's unique key guarantees it,
 * the check confirms no path works around it).
 */
async function checkInvariants(t: TestApp) {
  const db = t.database.db;
  const households = await db
    .selectFrom('households')
    .select(['id', 'free_vod_count', 'free_episode_count'])
    .execute();
  for (const h of households) {
    expect(h.free_vod_count).toBeGreaterThanOrEqual(0);
    expect(h.free_episode_count).toBeGreaterThanOrEqual(0);
    const moves = await db
      .selectFrom('credit_movements')
      .select(['kind', 'delta'])
      .where('household_id', '=', h.id)
      .execute();
    const sum = (kind: string) =>
      moves.filter((m) => m.kind === kind).reduce((a, m) => a + m.delta, 0);
    expect(sum('VOD'), `movie credits of ${h.id}`).toBe(h.free_vod_count);
    expect(sum('EPISODE'), `episode credits of ${h.id}`).toBe(h.free_episode_count);
  }
  const purchases = await db
    .selectFrom('purchases')
    .select(['id', 'household_id', 'price', 'free_vod'])
    .execute();
  const ledger = await db
    .selectFrom('ledger_entries')
    .select(['household_id', 'kind', 'reference', 'amount'])
    .execute();
  const entitlements = await db
    .selectFrom('entitlements')
    .select([
      'household_id',
      'title_id',
      'purchase_id',
      'parent_entitlement_id',
      'expires_at',
      'download_expires_at',
    ])
    .execute();
  for (const p of purchases) {
    const charges = ledger.filter(
      (l) => l.kind === 'PURCHASE' && l.reference === `purchase:${p.id}`,
    );
    expect(
      charges.map((c) => c.amount),
      `charges of purchase ${p.id}`,
    ).toEqual(p.price > 0 ? [p.price] : []);
    expect(entitlements.some((e) => e.purchase_id === p.id)).toBe(true);
  }
  const now = t.clock.now();
  const valid = entitlements.filter(
    (e) =>
      e.parent_entitlement_id === null &&
      (e.expires_at === null ? (e.download_expires_at ?? 0) > now : e.expires_at > now),
  );
  const seen = new Set<string>();
  for (const e of valid) {
    const key = `${e.household_id}/${e.title_id}`;
    expect(seen.has(key), `${key} entitled twice`).toBe(false);
    seen.add(key);
  }
  const references = ledger.map((l) => `${l.household_id}/${l.kind}/${l.reference}`);
  expect(new Set(references).size).toBe(references.length);
}

describe.each(testDialects())(
  'concurrent purchases, credits, packs and wishlists on %s',
  (dialect) => {
    let t: TestApp;
    let clients: TestClient[];
    let titles: { id: number; rent: number }[];

    beforeAll(async () => {
      t = await createTestApp(dialect);
      await t.database.db.updateTable('households').set({ free_vod_count: 0 }).execute();
      // Fresh credits for everyone, recorded as the seed records grants.
      const hs = await t.database.db
        .selectFrom('households')
        .select('id')
        .where('activation_code', 'in', [...HOUSEHOLDS])
        .execute();
      await t.database.db.deleteFrom('credit_movements').where('kind', '=', 'VOD').execute();
      for (const h of hs) {
        await t.database.db
          .updateTable('households')
          .set({ free_vod_count: 3 })
          .where('id', '=', h.id)
          .execute();
        await t.database.db
          .insertInto('credit_movements')
          .values({
            household_id: h.id,
            kind: 'VOD',
            delta: 3,
            reason: 'test grant',
            reference: null,
            created_at: t.clock.now(),
          })
          .execute();
      }
      const now = t.clock.now();
      const rows = await t.database.db
        .selectFrom('titles')
        .innerJoin('price_rules', 'price_rules.title_id', 'titles.id')
        .select(['titles.id', 'price_rules.duration'])
        .where('titles.sub_type', '=', 'movie')
        .where('price_rules.content_format', '=', 'sd')
        .where('price_rules.duration', '>', 0)
        .where((eb) =>
          eb.or([eb('titles.available_from', 'is', null), eb('titles.available_from', '<=', now)]),
        )
        .where((eb) =>
          eb.or([eb('titles.available_to', 'is', null), eb('titles.available_to', '>', now)]),
        )
        .orderBy('titles.id')
        .limit(30)
        .execute();
      titles = rows.map((r) => ({ id: r.id, rent: r.duration }));
    });
    afterAll(() => t.close());

    const operation: fc.Arbitrary<Operation> = fc.oneof(
      fc.record({
        kind: fc.constantFrom(
          'buy' as const,
          'rent' as const,
          'rentWithCredit' as const,
          'wishlistAdd' as const,
          'wishlistRemove' as const,
        ),
        household: fc.nat(HOUSEHOLDS.length - 1),
        title: fc.nat(9),
      }),
      fc.record({
        kind: fc.constantFrom('subscribe' as const, 'unsubscribe' as const),
        household: fc.nat(HOUSEHOLDS.length - 1),
        plan: fc.constantFrom(...PLANS),
      }),
    );

    function run(op: Operation) {
      const c = clients[op.household]!;
      if (!('title' in op)) return c.post(`/v2/subscriber/plan/${op.plan}/${op.kind}`);
      const title = titles[op.title]!;
      switch (op.kind) {
        case 'buy':
          return c.post('/v2/vod/purchase', {
            title_id: title.id,
            content_format: 'sd',
            duration: -1,
          });
        case 'rent':
          return c.post('/v2/vod/purchase', {
            title_id: title.id,
            content_format: 'sd',
            duration: title.rent,
          });
        case 'rentWithCredit':
          return c.post('/v2/vod/purchase', {
            title_id: title.id,
            content_format: 'sd',
            duration: title.rent,
            free_vod: 1,
          });
        case 'wishlistAdd':
          return c.post('/v2/subscriber/wishlist/add', { id: title.id });
        case 'wishlistRemove':
          return c.post('/v2/subscriber/wishlist/remove', { id: title.id });
      }
    }

    it('keep the ledger, credits and entitlements consistent', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(operation, { minLength: 10, maxLength: 40 }), async (ops) => {
          clients = [];
          for (const code of HOUSEHOLDS) {
            const c = new TestClient(t.app);
            await c.signIn(code, '1234');
            clients.push(c);
          }
          const answers = await Promise.all(ops.map(run));
          for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);
          await checkInvariants(t);
        }),
        { numRuns: Number(process.env.CONCURRENCY_RUNS ?? 15) },
      );
    });
  },
);
