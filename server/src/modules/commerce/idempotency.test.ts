import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';
import { householdIdOf } from '#app/db/seed/index.ts';
import { purchaseFixtures } from './purchase-fixtures.ts';

describe.each(testDialects())('a purchase retried with its idempotency key on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  const { db, signedIn, ledger, entitlementsOf, freshMovies, buyForm } = purchaseFixtures(() => t);

  it('replays the first answer to a retried idempotency key, and refuses the key for another purchase', async () => {
    const [movie, other] = await freshMovies(2);
    const c = await signedIn('STAND001');
    const form = buyForm(movie!.id, { idempotency_key: 'order-0001-stand' });
    const first = await c.post('/v2/vod/purchase', form);
    const retry = await c.post('/v2/vod/purchase', form);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect({ ...retry.json(), __meta__: null }).toEqual({ ...first.json(), __meta__: null });
    const mismatch = await c.post(
      '/v2/vod/purchase',
      buyForm(other!.id, { idempotency_key: 'order-0001-stand' }),
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().__meta__.error).toBe('ERR_IDEMPOTENCY_MISMATCH');
  });

  it('replays a refusal too, and takes the key from the Idempotency-Key header', async () => {
    const [movie] = await freshMovies(1);
    const c = await signedIn('DECLINE1');
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/v2/vod/purchase',
        payload: new URLSearchParams({
          title_id: String(movie!.id),
          content_format: 'sd',
          duration: '-1',
        }).toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-capabilities': 'ui3',
          'idempotency-key': 'declined-attempt-1',
          cookie: `auth=${c.authCookie}`,
        },
      });
    const first = await send();
    expect(first.json().__meta__.error).toBe('ERR_ISP_REFUSED');
    await db()
      .updateTable('households')
      .set({ payment_status: 'OK' })
      .where('activation_code', '=', 'DECLINE1')
      .execute();
    const retry = await send();
    expect(retry.statusCode).toBe(402);
    expect(retry.json().__meta__.error).toBe('ERR_ISP_REFUSED');
    await db()
      .updateTable('households')
      .set({ payment_status: 'DECLINED' })
      .where('activation_code', '=', 'DECLINE1')
      .execute();
  });

  it('replays a refusal with its fields and reason, at the time of the retry', async () => {
    const [movie] = await freshMovies(1);
    const c = await signedIn('STAND001');
    await c.post('/v2/vod/purchase', buyForm(movie!.id));
    const form = buyForm(movie!.id, { idempotency_key: 'bought-already-1' });
    const first = await c.post('/v2/vod/purchase', form);
    expect(first.json().__meta__.error).toBe('ERR_EXISTING_ENTITLEMENT');
    expect(first.json().entitlement).toBeTruthy();
    t.clock.advance(60_000);
    const retry = await c.post('/v2/vod/purchase', form);
    expect(retry.statusCode).toBe(first.statusCode);
    const { __meta__: firstMeta, ...firstFields } = first.json();
    const { __meta__: retryMeta, ...retryFields } = retry.json();
    expect(retryFields).toEqual(firstFields);
    expect({ ...retryMeta, timestamp: 0 }).toEqual({ ...firstMeta, timestamp: 0 });
    // The envelope renders the replay: its timestamp is now, as on every answer.
    expect(retryMeta.timestamp).toBe(t.clock.now());
  });

  it('replays a refusal kept as a whole answer body, as keys were kept before', async () => {
    const [movie] = await freshMovies(1);
    const c = await signedIn('STAND001');
    const form = buyForm(movie!.id, { idempotency_key: 'kept-before-1' });
    const request_hash = createHash('sha256')
      .update(JSON.stringify([movie!.id, 'sd', -1, false]))
      .digest('hex');
    await db()
      .insertInto('idempotency_keys')
      .values({
        household_id: householdIdOf('STAND001'),
        key: 'kept-before-1',
        request_hash,
        status_code: 409,
        response_json: JSON.stringify({
          title_id: movie!.id,
          __meta__: {
            error: 'ERR_NOT_PURCHASABLE',
            message: 'Kept words.',
            timestamp: 1,
            reason: 'unavailable',
          },
        }),
        created_at: t.clock.now(),
      })
      .execute();
    const retry = await c.post('/v2/vod/purchase', form);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual({
      title_id: movie!.id,
      __meta__: {
        error: 'ERR_NOT_PURCHASABLE',
        message: 'Kept words.',
        timestamp: t.clock.now(),
        reason: 'unavailable',
      },
    });
    expect(await entitlementsOf('STAND001', movie!.id)).toEqual([]);
  });

  it('charges once for concurrent requests with one idempotency key', async () => {
    const [movie] = await freshMovies(1);
    const c = await signedIn('RETAIL01');
    const before = (await ledger('RETAIL01')).length;
    const form = buyForm(movie!.id, { idempotency_key: 'burst-key-0001' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => c.post('/v2/vod/purchase', form)),
    );
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    const conflicts = answers
      .filter((a) => a.statusCode === 409)
      .map((a) => a.json().__meta__.error);
    expect(conflicts.every((e) => e === 'ERR_IDEMPOTENCY_IN_PROGRESS')).toBe(true);
    expect(await ledger('RETAIL01')).toHaveLength(before + 1);
  });
});
