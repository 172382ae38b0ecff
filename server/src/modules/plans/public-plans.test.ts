import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPlansAnswerSchema } from '@app/domain';
import { PLAN_IDS } from '#app/db/seed/index.ts';
import { createTestApp, testDialects, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';

describe.each(testDialects())('GET /v2/plans on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const plans = async (query?: Record<string, string>) => {
    const res = await new TestClient(t.app).get('/v2/plans', query);
    return { res, body: res.json() };
  };

  it('lists the visible packs without a session, with prices in cents and channel lists', async () => {
    const { res, body } = await plans();
    expect(res.statusCode).toBe(200);
    const answer = publicPlansAnswerSchema.parse(body);
    const byId = new Map(answer.plans.map((p) => [p.id, p]));
    expect(byId.get(PLAN_IDS.deprecated)).toBeUndefined();
    expect(byId.get(PLAN_IDS.kids)).toMatchObject({
      name: 'Kids',
      kind: 'skinny',
      display_price: 600,
      subset_of: PLAN_IDS.ultimate,
    });
    const ultimate = byId.get(PLAN_IDS.ultimate)!;
    expect(ultimate).toMatchObject({ display_price: 2499, kind: 'ultimate' });
    expect(ultimate.subset_plans).toEqual([
      PLAN_IDS.kids,
      PLAN_IDS.knowledge,
      PLAN_IDS.vibe,
      PLAN_IDS.variety,
    ]);
    // Ultimate holds every skinny pack's channels; the count is the list's length.
    const skinnyChannels = ultimate.subset_plans.flatMap((id) => byId.get(id)!.channel_sort);
    expect(new Set(ultimate.channel_sort)).toEqual(new Set(skinnyChannels));
    expect(ultimate.channel_count).toBe(ultimate.channel_sort.length);
    expect(ultimate.channel_count).toBeGreaterThan(0);
    // Every listed channel has a name for its tile.
    for (const plan of answer.plans) {
      for (const id of plan.channel_sort) expect(answer.channels[String(id)]?.name).toBeTruthy();
    }
  });

  it('answers the same channel order as the signed-in account answer', async () => {
    const c = new TestClient(t.app);
    await c.signIn('CUST0001', '1234');
    const account = (await c.post('/v2/subscriber/authenticate_with_cookie')).json() as {
      sorted_plans: { id: number; channel_sort: number[] }[];
    };
    const { body } = await plans();
    const answer = publicPlansAnswerSchema.parse(body);
    const vibe = (list: { id: number; channel_sort: number[] }[]) =>
      list.find((p) => p.id === PLAN_IDS.vibe)!.channel_sort;
    expect(vibe(answer.plans)).toEqual(vibe(account.sorted_plans));
  });

  it('lists only the named packs, in the order named, whatever their case', async () => {
    const { res, body } = await plans({ names: 'vibe, ULTIMATE' });
    expect(res.statusCode).toBe(200);
    const answer = publicPlansAnswerSchema.parse(body);
    expect(answer.plans.map((p) => p.name)).toEqual(['Vibe', 'Ultimate']);
    const listed = new Set(answer.plans.flatMap((p) => p.channel_sort).map(String));
    expect(new Set(Object.keys(answer.channels))).toEqual(listed);
  });

  it("refuses a name the list lacks with 'Nominated package {name} not found'", async () => {
    const { res, body } = await plans({ names: 'Vibe,Opera' });
    expect(res.statusCode).toBe(404);
    expect(body.__meta__).toMatchObject({
      error: 'ERR_NOT_FOUND',
      message: 'Nominated package Opera not found',
    });
  });

  it('does not list a hidden pack by name', async () => {
    const { res, body } = await plans({ names: 'Entertainment Plus (legacy)' });
    expect(res.statusCode).toBe(404);
    expect(body.__meta__.message).toBe('Nominated package Entertainment Plus (legacy) not found');
  });

  it('refuses an over-long names list', async () => {
    const { res, body } = await plans({ names: 'x'.repeat(501) });
    expect(res.statusCode).toBe(400);
    expect(body.__meta__.error).toBe('ERR_VALIDATION');
  });
});
