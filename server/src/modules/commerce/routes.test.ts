import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasFlag, purchaseAnswerSchema } from '@app/domain';
import { createTestApp, testDialects, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';
import { householdIdOf } from '#app/db/seed/index.ts';
import { purchaseFixtures } from './purchase-fixtures.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDialects())('buying and renting on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  const { db, signedIn, ledger, entitlementsOf, freshMovies, rentForm, buyForm } = purchaseFixtures(
    () => t,
  );

  it('rents a movie with a credit: no charge, one credit fewer, an entitlement for its rental window', async () => {
    const [movie] = await freshMovies(1, (f) => hasFlag(f, 'creditUse'));
    const c = await signedIn('CUST0001');
    const before = (await ledger('CUST0001')).length;
    const res = await c.post('/v2/vod/purchase', rentForm(movie!, { free_vod: '1' }));
    expect(res.statusCode, res.body).toBe(200);
    const answer = purchaseAnswerSchema.parse(res.json());
    expect(answer).toMatchObject({
      title_id: movie!.id,
      price_charged: 0,
      credit_used: 'vod',
      free_vod_count: 1,
    });
    expect(answer.entitlement.state).toBe('ACTIVATED');
    expect(Date.parse(answer.entitlement.expires!)).toBe(t.clock.now() + 7 * DAY);
    expect(await ledger('CUST0001')).toHaveLength(before);
    const account = (await c.post('/v2/subscriber/authenticate_with_cookie')).json();
    expect(account.free_vod_count).toBe(1);
    expect(account.entitlements[String(movie!.id)].state).toBe('ACTIVATED');
    const movements = await db()
      .selectFrom('credit_movements')
      .selectAll()
      .where('reference', 'like', 'purchase:%')
      .where('household_id', '=', householdIdOf('CUST0001'))
      .execute();
    expect(movements.some((m) => m.delta === -1 && m.kind === 'VOD')).toBe(true);
  });

  it('buys a movie, charging the ledger its price once', async () => {
    const [movie] = await freshMovies(1);
    const c = await signedIn('STAND001');
    const res = await c.post('/v2/vod/purchase', buyForm(movie!.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ price_charged: movie!.buy.price, credit_used: null });
    expect(res.json().entitlement.state).toBe('PURCHASED');
    const charges = await ledger('STAND001');
    expect(charges.filter((l) => l.amount === movie!.buy.price)).toHaveLength(1);
    const again = await c.post('/v2/vod/purchase', buyForm(movie!.id));
    expect(again.statusCode).toBe(409);
    expect(again.json().__meta__.error).toBe('ERR_EXISTING_ENTITLEMENT');
    expect(again.json().entitlement.state).toBe('PURCHASED');
    expect(await ledger('STAND001')).toHaveLength(charges.length);
  });

  it('buys a season, whose episodes come as children, and then has its episodes', async () => {
    const now = t.clock.now();
    const seasons = await db()
      .selectFrom('titles')
      .innerJoin('price_rules', 'price_rules.title_id', 'titles.id')
      .select(['titles.id', 'price_rules.content_format', 'price_rules.duration'])
      .where('titles.sub_type', '=', 'season')
      .where('price_rules.duration', '=', -1)
      .where((eb) =>
        eb.or([eb('titles.available_to', 'is', null), eb('titles.available_to', '>', now)]),
      )
      .where((eb) =>
        eb.or([eb('titles.available_from', 'is', null), eb('titles.available_from', '<=', now)]),
      )
      .orderBy('titles.id')
      .execute();
    const held = new Set(
      (await db().selectFrom('entitlements').select('title_id').execute()).map((r) => r.title_id),
    );
    const season = seasons.find((s) => !held.has(s.id))!;
    const episodes = await db()
      .selectFrom('titles')
      .select('id')
      .where('parent_id', '=', season.id)
      .orderBy('id')
      .execute();
    const c = await signedIn('RETAIL01');
    const res = await c.post('/v2/vod/purchase', {
      title_id: season.id,
      content_format: season.content_format,
      duration: -1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json().entitlement.children).sort()).toEqual(
      episodes.map((e) => String(e.id)).sort(),
    );
    const episode = await c.post('/v2/vod/purchase', {
      title_id: episodes[0]!.id,
      content_format: 'sd',
      duration: -1,
    });
    expect(episode.json().__meta__.error).toBe('ERR_EXISTING_ENTITLEMENT');
  });

  it("answers a declined payment with 'Payment declined' and writes nothing", async () => {
    const [movie] = await freshMovies(1);
    const c = await signedIn('DECLINE1');
    const res = await c.post('/v2/vod/purchase', buyForm(movie!.id));
    expect(res.statusCode).toBe(402);
    expect(res.json().__meta__).toMatchObject({
      error: 'ERR_ISP_REFUSED',
      message: 'Payment declined',
    });
    expect(await entitlementsOf('DECLINE1', movie!.id)).toEqual([]);
    expect(
      await db()
        .selectFrom('purchases')
        .select('id')
        .where('household_id', '=', householdIdOf('DECLINE1'))
        .execute(),
    ).toEqual([]);
  });

  it("refuses a restricted account with 'Account Restricted'", async () => {
    const [movie] = await freshMovies(1);
    const res = await (await signedIn('RESTRIC1')).post('/v2/vod/purchase', buyForm(movie!.id));
    expect(res.json().__meta__).toMatchObject({
      error: 'NO_PURCHASE_ALLOWED',
      message: 'Account Restricted',
    });
  });

  it('refuses what the rules say cannot be bought', async () => {
    const now = t.clock.now();
    const c = await signedIn('STAND001');
    const one = async (query: (q: ReturnType<typeof titles>) => ReturnType<typeof titles>) =>
      (await query(titles()).select('titles.id').orderBy('titles.id').executeTakeFirstOrThrow()).id;
    const titles = () => db().selectFrom('titles').where('sub_type', '=', 'movie');
    const notYet = await one((q) =>
      q.where('available_from', '>', now).where('has_price_rules', '=', 1),
    );
    const expired = await one((q) => q.where('available_to', '<', now));
    const notForSale = await one((q) => q.where('has_price_rules', '=', 0));
    const reasons: Record<number, string> = {
      [notYet]: 'unavailable',
      [expired]: 'unavailable',
      [notForSale]: 'noPriceRules',
    };
    for (const [id, reason] of Object.entries(reasons)) {
      const res = await c.post('/v2/vod/purchase', buyForm(Number(id)));
      expect(res.json().__meta__, `title ${id}`).toMatchObject({
        error: 'ERR_NOT_PURCHASABLE',
        reason,
      });
    }
    const tryFirst = await db()
      .selectFrom('titles')
      .select('id')
      .where('sub_type', '=', 'episode')
      .execute()
      .then(async (rows) => {
        for (const r of rows) {
          const row = await db()
            .selectFrom('titles')
            .select('flags')
            .where('id', '=', r.id)
            .executeTakeFirstOrThrow();
          if (hasFlag(row.flags, 'tryFirst')) return r.id;
        }
        throw new Error('no try-first episode in the seed');
      });
    const res = await c.post('/v2/vod/purchase', buyForm(tryFirst));
    expect(res.json().__meta__).toMatchObject({
      error: 'ERR_NOT_PURCHASABLE',
      reason: 'tryFirstEpisode',
    });
  });

  it('refuses a price the title does not have, and a credit that cannot apply', async () => {
    const [movie] = await freshMovies(1);
    const c = await signedIn('STAND001');
    const wrong = await c.post('/v2/vod/purchase', {
      title_id: movie!.id,
      content_format: 'sd',
      duration: 12345,
    });
    expect(wrong.json().__meta__.error).toBe('ERR_VALIDATION');
    const credit = await c.post('/v2/vod/purchase', buyForm(movie!.id, { free_vod: '1' }));
    expect(credit.json().__meta__).toMatchObject({
      error: 'COULD_NOT_APPLY_CREDIT',
      message: 'COULD NOT APPLY CREDIT',
    });
  });

  it('needs a PIN proven within the flow', async () => {
    const [movie] = await freshMovies(1);
    const c = await signedIn('STAND001');
    t.clock.advance(6 * 60 * 1000);
    expect((await c.post('/v2/vod/purchase', buyForm(movie!.id))).json().__meta__.error).toBe(
      'ERR_PIN_REQUIRED',
    );
    expect(
      (await new TestClient(t.app).post('/v2/vod/purchase', buyForm(movie!.id))).json().__meta__
        .error,
    ).toBe('NOT_AUTHENTICATED');
  });

  it('charges once and entitles once when 50 identical purchases arrive together', async () => {
    const [movie] = await freshMovies(1);
    const c = await signedIn('RETAIL01');
    const before = (await ledger('RETAIL01')).length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => c.post('/v2/vod/purchase', buyForm(movie!.id))),
    );
    const codes = answers.map((a) => a.json().__meta__.error);
    expect(codes.filter((e) => e === null)).toHaveLength(1);
    expect(codes.filter((e) => e === 'ERR_EXISTING_ENTITLEMENT')).toHaveLength(49);
    expect(await ledger('RETAIL01')).toHaveLength(before + 1);
    expect(await entitlementsOf('RETAIL01', movie!.id)).toHaveLength(1);
  });

  it('spends the last credit once when two purchases race for it', async () => {
    const movies = await freshMovies(2, (f) => hasFlag(f, 'creditUse'));
    await db()
      .updateTable('households')
      .set({ free_vod_count: 1 })
      .where('activation_code', '=', 'BUNDLE01')
      .execute();
    const c = await signedIn('BUNDLE01');
    const answers = await Promise.all(
      movies.map((m) => c.post('/v2/vod/purchase', rentForm(m, { free_vod: '1' }))),
    );
    const codes = answers.map((a) => a.json().__meta__.error).sort();
    expect(codes).toEqual(['COULD_NOT_APPLY_CREDIT', null].sort());
    const row = await db()
      .selectFrom('households')
      .select('free_vod_count')
      .where('activation_code', '=', 'BUNDLE01')
      .executeTakeFirstOrThrow();
    expect(row.free_vod_count).toBe(0);
  });

  it('lists the transaction history, newest first, with display names and credits', async () => {
    const c = await signedIn('CUST0001');
    const history = (await c.get('/v2/vod/purchase/history')).json();
    expect(history.items.length).toBeGreaterThan(3);
    const times = history.items.map((i: { created: string }) => Date.parse(i.created));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(history.items.every((i: { display_name: string }) => i.display_name.length > 0)).toBe(
      true,
    );
    expect(history.credits).toEqual({ vod_count: 1, episode_count: 1 });
    const free = (await c.get('/v2/vod/purchase/history/free')).json();
    expect(Object.keys(free.entitlements).length).toBeGreaterThan(3);
    const other = (await (await signedIn('STAND001')).get('/v2/vod/purchase/history')).json();
    const mine = new Set(history.items.map((i: { id: number }) => i.id));
    expect(other.items.some((i: { id: number }) => mine.has(i.id))).toBe(false);
  });

  it('lets a rental that has run out be rented again', async () => {
    const [movie] = await freshMovies(1);
    const c = await signedIn('RETAIL01');
    expect((await c.post('/v2/vod/purchase', rentForm(movie!))).statusCode).toBe(200);
    t.clock.advance(8 * DAY);
    const again = await signedIn('RETAIL01');
    const res = await again.post('/v2/vod/purchase', rentForm(movie!));
    expect(res.statusCode, res.body).toBe(200);
  });
});
