import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_PERIOD_MS } from '@app/domain';
import type { Account } from '@app/domain';
import { householdIdOf, PLAN_IDS } from '#app/db/seed/index.ts';
import { createTestApp, testDialects, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDialects())('packs and subscriptions on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  async function signedIn(code: string) {
    const c = new TestClient(t.app);
    await c.signIn(code, '1234');
    return c;
  }
  const ledger = async (code: string) =>
    t.database.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('household_id', '=', householdIdOf(code))
      .where('kind', '=', 'SUBSCRIPTION')
      .orderBy('id')
      .execute();
  const account = async (c: TestClient): Promise<Account> =>
    (await c.post('/v2/subscriber/authenticate_with_cookie')).json();
  const subscribe = (c: TestClient, id: number) =>
    c.post(`/v2/subscriber/plan/${id}/subscribe`, { plan_id: id });
  const unsubscribe = (c: TestClient, id: number) =>
    c.post(`/v2/subscriber/plan/${id}/unsubscribe`, { plan_id: id });

  it('adds a pack, charges it once, cancels to the end of the period and resubscribes without a new charge', async () => {
    const c = await signedIn('CUST0001');
    const before = (await ledger('CUST0001')).length;
    const added = await subscribe(c, PLAN_IDS.vibe);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().expiry_time).toBeNull();
    const charges = await ledger('CUST0001');
    expect(charges).toHaveLength(before + 1);
    expect(charges.at(-1)).toMatchObject({
      amount: 600,
      reference: expect.stringMatching(/^plan:103:\d{4}-\d\d-\d\d$/),
    });
    expect((await account(c)).subscriptions[String(PLAN_IDS.vibe)]).toMatchObject({
      subscribed: true,
      expiry: null,
    });

    const cancelled = await unsubscribe(c, PLAN_IDS.vibe);
    const end = new Date(t.clock.now() + BILLING_PERIOD_MS).toISOString();
    expect(cancelled.json().expiry_time).toBe(end);
    expect((await account(c)).subscriptions[String(PLAN_IDS.vibe)]).toMatchObject({
      subscribed: true,
      expiry: end,
    });

    expect((await subscribe(c, PLAN_IDS.vibe)).statusCode).toBe(200);
    expect((await account(c)).subscriptions[String(PLAN_IDS.vibe)]!.expiry).toBeNull();
    expect(await ledger('CUST0001')).toHaveLength(before + 1);
  });

  it('charges once when the same subscribe arrives many times at once', async () => {
    const c = await signedIn('STAND001');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => subscribe(c, PLAN_IDS.knowledge)),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(
      (await ledger('STAND001')).filter((l) => l.reference.startsWith('plan:102:')),
    ).toHaveLength(1);
  });

  it('needs the PIN proven within the flow', async () => {
    const c = await signedIn('STAND001');
    t.clock.advance(6 * 60 * 1000);
    const res = await subscribe(c, PLAN_IDS.variety);
    expect(res.json().__meta__.error).toBe('ERR_PIN_REQUIRED');
    expect((await c.post('/v3/subscriber/validate_pin', { pin: '1234' })).statusCode).toBe(200);
    expect((await subscribe(c, PLAN_IDS.variety)).statusCode).toBe(200);
  });

  it('upgrades to Ultimate, which holds the skinny packs (first month free for a new direct account)', async () => {
    const c = await signedIn('CUST0001');
    const before = (await ledger('CUST0001')).length;
    const res = await subscribe(c, PLAN_IDS.ultimate);
    expect(res.statusCode, res.body).toBe(200);
    expect(await ledger('CUST0001')).toHaveLength(before);
    const a = await account(c);
    expect(a.subscriptions[String(PLAN_IDS.ultimate)]?.subscribed).toBe(true);
    expect(a.all_access_trial.trial_plans).toContain(PLAN_IDS.ultimate);
    for (const skinny of [PLAN_IDS.kids, PLAN_IDS.knowledge, PLAN_IDS.vibe, PLAN_IDS.variety]) {
      expect(a.subscriptions[String(skinny)]).toBeUndefined();
      expect(a.all_access_trial.access_plans).toContain(skinny);
    }
    const included = await subscribe(c, PLAN_IDS.kids);
    expect(included.json().__meta__.error).toBe('ERR_PLAN_INCLUDED');
  });

  it('refuses to cancel a once-off event pack', async () => {
    const c = await signedIn('RETAIL01');
    expect((await subscribe(c, PLAN_IDS.eventPack)).statusCode).toBe(200);
    expect((await ledger('RETAIL01')).at(-1)?.amount).toBe(5995);
    const res = await unsubscribe(c, PLAN_IDS.eventPack);
    expect(res.json().__meta__.error).toBe('ERR_PLAN_NOT_CANCELLABLE');
  });

  it('answers the deprecated plan with its upgrade path', async () => {
    const res = await subscribe(await signedIn('RETAIL01'), PLAN_IDS.deprecated);
    expect(res.json().__meta__.error).toBe('UPGRADE_TO_MASTER');
    expect(res.json().upgrade_plan).toEqual({ id: PLAN_IDS.ultimate, name: expect.any(String) });
  });

  it('refuses a restricted account and a declined payment, writing nothing', async () => {
    const restricted = await subscribe(await signedIn('RESTRIC1'), PLAN_IDS.vibe);
    expect(restricted.json().__meta__).toMatchObject({
      error: 'NO_PURCHASE_ALLOWED',
      message: 'Account Restricted',
    });
    const declined = await subscribe(await signedIn('DECLINE1'), PLAN_IDS.vibe);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().__meta__).toMatchObject({
      error: 'ERR_ISP_REFUSED',
      message: 'Payment declined',
    });
    const rows = await t.database.db
      .selectFrom('subscriptions')
      .select('plan_id')
      .where('household_id', 'in', [householdIdOf('RESTRIC1'), householdIdOf('DECLINE1')])
      .execute();
    expect(rows).toEqual([]);
    expect(await ledger('DECLINE1')).toEqual([]);
  });

  it('needs a session, and refuses an unknown plan or a mismatched plan_id', async () => {
    expect((await subscribe(new TestClient(t.app), PLAN_IDS.vibe)).json().__meta__.error).toBe(
      'NOT_AUTHENTICATED',
    );
    const s = await signedIn('STAND001');
    expect((await subscribe(s, 999_999)).json().__meta__.error).toBe('ERR_NOT_FOUND');
    const mismatch = await s.post(`/v2/subscriber/plan/${PLAN_IDS.vibe}/subscribe`, {
      plan_id: PLAN_IDS.kids,
    });
    expect(mismatch.json().__meta__.error).toBe('ERR_VALIDATION');
  });

  it('charges each new billing period once, however many reads race', async () => {
    const before = (await ledger('STAND001')).filter((l) => l.reference.startsWith('plan:102:'));
    t.clock.advance(BILLING_PERIOD_MS + DAY);
    const c = await signedIn('STAND001');
    await Promise.all(Array.from({ length: 5 }, () => account(c)));
    const after = (await ledger('STAND001')).filter((l) => l.reference.startsWith('plan:102:'));
    expect(after).toHaveLength(before.length + 1);
    expect((await account(c)).subscriptions[String(PLAN_IDS.knowledge)]?.subscribed).toBe(true);
  });

  it('stops a cancelled pack at its end date without charging again', async () => {
    const c = await signedIn('STAND001');
    await c.post('/v3/subscriber/validate_pin', { pin: '1234' });
    await unsubscribe(c, PLAN_IDS.knowledge);
    const knowledgeCharges = async () =>
      (await ledger('STAND001')).filter((l) => l.reference.startsWith('plan:102:')).length;
    const charges = await knowledgeCharges();
    t.clock.advance(BILLING_PERIOD_MS + DAY);
    const a = await account(await signedIn('STAND001'));
    expect(a.subscriptions[String(PLAN_IDS.knowledge)]).toBeUndefined();
    expect(await knowledgeCharges()).toBe(charges);
    // The pack that was not cancelled renewed meanwhile.
    expect(a.subscriptions[String(PLAN_IDS.variety)]?.subscribed).toBe(true);
  });
});
