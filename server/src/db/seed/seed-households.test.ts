import { isEntitlementValid } from '@app/domain';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { verifySecret } from '#app/modules/auth/secrets.ts';
import { testDialects } from '#app/test-support/index.ts';
import type { Database } from '#app/db/tables.ts';
import {
  DEFAULT_HOUSEHOLD_CODE,
  DEMO_HOUSEHOLDS,
  DEMO_PIN,
  PLAN_IDS,
  householdIdOf,
} from './index.ts';
import { now, onSeededDatabase } from './seed-test-support.ts';

for (const dialect of testDialects()) {
  describe(`demo seed: households (${dialect})`, () => {
    let db!: Kysely<Database>;
    onSeededDatabase(dialect, (seeded) => ({ db } = seeded));

    const titles = () => db.selectFrom('titles').selectAll().orderBy('id').execute();

    it('creates every demo household in the state its role needs', async () => {
      const households = await db
        .selectFrom('households')
        .innerJoin('isps', 'isps.id', 'households.isp_id')
        .selectAll('households')
        .select(['isps.name as isp', 'isps.purchase_disabled'])
        .execute();
      const terminals = await db.selectFrom('terminals').selectAll().execute();
      const bundles = await db.selectFrom('bundle_accounts').selectAll().execute();
      const byCode = (code: string) => households.find((h) => h.activation_code === code)!;
      const terminalOf = (code: string) =>
        terminals.filter((t) => t.household_id === byCode(code).id);

      expect(households.map((h) => h.activation_code).sort()).toEqual(
        [...DEMO_HOUSEHOLDS.map((h) => h.code), DEFAULT_HOUSEHOLD_CODE].sort(),
      );
      for (const h of households) {
        expect(h.id).toBe(householdIdOf(h.activation_code));
        expect(h.id).toMatch(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        );
        expect(JSON.parse(h.release_tags_json)).toEqual(['web-5.19.0']);
      }
      for (const demo of DEMO_HOUSEHOLDS) {
        const h = byCode(demo.code);
        if (demo.pin) expect(await verifySecret(demo.pin, h.pin_hash), demo.code).toBe(true);
        else expect(h.pin_hash, demo.code).toBeNull();
      }
      expect(byCode(DEFAULT_HOUSEHOLD_CODE)).toMatchObject({ is_default: 1, pin_hash: null });
      expect(households.filter((h) => h.is_default === 1).length).toBe(1);
      expect(DEMO_HOUSEHOLDS.find((h) => h.code === 'CUST0001')?.pin).toBe(DEMO_PIN);
      expect(byCode('NEWPIN01').pin_hash).toBeNull();
      expect(byCode('RETAIL01')).toMatchObject({ isp: 'Retail', email: 'retail01@example.com' });
      expect(await verifySecret('Retail-Demo-1', byCode('RETAIL01').password_hash)).toBe(true);
      expect(terminalOf('STAND001')).toMatchObject([
        { type: 'STANDALONE', activation_status: 'ACTIVATED' },
      ]);
      expect(byCode('RESTRIC1').purchase_disabled).toBe(1);
      expect(byCode('DECLINE1').payment_status).toBe('DECLINED');
      expect(byCode('SUSPEND1').status).toBe('SUSPENDED');
      expect(byCode('DISABLE1').status).toBe('DISABLED');
      expect(terminalOf('NOTACT01')).toMatchObject([{ activation_status: 'NOT_ACTIVATED' }]);
      expect(terminalOf('INVTERM1')).toMatchObject([{ is_valid: 0 }]);
      expect(terminalOf('NOSERIAL')).toMatchObject([{ serial: null, mac: null }]);
      for (const code of ['BUNDLE01', 'BUNDHOLD']) {
        const bundle = bundles.find((b) => b.household_id === byCode(code).id)!;
        expect(bundle).toMatchObject({
          activated_at: null,
          billing_hold: code === 'BUNDHOLD' ? 1 : 0,
        });
      }
      const special = ['STAND001', 'NOTACT01', 'INVTERM1', 'NOSERIAL'];
      for (const h of households.filter((h) => !special.includes(h.activation_code))) {
        expect(terminalOf(h.activation_code)).toMatchObject([
          { type: 'STB', activation_status: 'ACTIVATED', is_valid: 1 },
        ]);
        expect(terminalOf(h.activation_code)[0]!.serial).toMatch(/^FTB[0-9A-F]{10}$/);
        expect(terminalOf(h.activation_code)[0]!.mac).toMatch(/^([0-9a-f]{2}:){5}[0-9a-f]{2}$/);
      }
      const isps = await db.selectFrom('isps').selectAll().execute();
      expect(isps.map((i) => i.name)).toEqual(expect.arrayContaining(['Retail', 'Test Retail']));
      expect(isps.length).toBeGreaterThanOrEqual(6);
    });

    it('gives CUST0001 its pack, purchases, rentals, wishlist, ledger and credits', async () => {
      const household_id = householdIdOf('CUST0001');
      const h = await db
        .selectFrom('households')
        .selectAll()
        .where('id', '=', household_id)
        .executeTakeFirstOrThrow();
      expect(h).toMatchObject({ free_vod_count: 2, free_episode_count: 1 });
      const subscriptions = await db
        .selectFrom('subscriptions')
        .selectAll()
        .where('household_id', '=', household_id)
        .execute();
      expect(subscriptions).toMatchObject([{ plan_id: PLAN_IDS.kids, expiry_at: null }]);
      expect(subscriptions[0]!.anniversary_at).toBeGreaterThan(now);

      const rows = await titles();
      const titleOf = (id: number) => rows.find((t) => t.id === id)!;
      const entitlements = await db
        .selectFrom('entitlements')
        .selectAll()
        .where('household_id', '=', household_id)
        .execute();
      const valid = (e: (typeof entitlements)[number]) =>
        isEntitlementValid(
          {
            expires: e.expires_at === null ? null : new Date(e.expires_at).toISOString(),
            download_expires:
              e.download_expires_at === null ? null : new Date(e.download_expires_at).toISOString(),
          },
          now,
        );
      const top = entitlements.filter((e) => e.parent_entitlement_id === null);
      const boughtMovies = top.filter(
        (e) => titleOf(e.title_id).sub_type === 'movie' && e.state === 'PURCHASED',
      );
      expect(boughtMovies.length).toBe(2);
      expect(boughtMovies.every(valid)).toBe(true);
      const season = top.find((e) => titleOf(e.title_id).sub_type === 'season')!;
      expect(valid(season)).toBe(true);
      const children = entitlements.filter((e) => e.parent_entitlement_id === season.id);
      const episodes = rows.filter((t) => t.parent_id === season.title_id).map((t) => t.id);
      expect(children.map((c) => c.title_id).sort()).toEqual(episodes.sort());
      expect(children.every((c) => c.purchase_id === season.purchase_id)).toBe(true);
      const rentals = top.filter(
        (e) =>
          e.price_rule_id !== null &&
          titleOf(e.title_id).sub_type === 'movie' &&
          e.state !== 'PURCHASED',
      );
      expect(rentals.filter(valid).length).toBe(1);
      expect(rentals.filter((e) => !valid(e)).length).toBe(1);

      const purchases = await db
        .selectFrom('purchases')
        .selectAll()
        .where('household_id', '=', household_id)
        .execute();
      expect(purchases.length).toBe(5);
      const rules = await db.selectFrom('price_rules').selectAll().execute();
      const ledger = await db
        .selectFrom('ledger_entries')
        .selectAll()
        .where('household_id', '=', household_id)
        .execute();
      for (const p of purchases) {
        const rule = rules.find((r) => r.id === p.price_rule_id)!;
        expect(rule).toMatchObject({
          title_id: p.title_id,
          content_format: p.content_format,
          duration: p.duration,
        });
        expect(p.price).toBe(p.free_vod ? 0 : rule.price);
        expect(
          ledger.filter((l) => l.kind === 'PURCHASE' && l.reference === `purchase:${p.id}`),
        ).toMatchObject(p.price > 0 ? [{ amount: p.price }] : []);
        expect(top.some((e) => e.purchase_id === p.id && e.title_id === p.title_id)).toBe(true);
      }
      expect(purchases.filter((p) => p.free_vod === 1).length).toBe(1);

      const movements = await db
        .selectFrom('credit_movements')
        .selectAll()
        .where('household_id', '=', household_id)
        .execute();
      const balance = (kind: 'VOD' | 'EPISODE') =>
        movements.filter((m) => m.kind === kind).reduce((sum, m) => sum + m.delta, 0);
      expect(balance('VOD')).toBe(h.free_vod_count);
      expect(balance('EPISODE')).toBe(h.free_episode_count);
      const used = movements.find((m) => m.delta < 0)!;
      expect(purchases.find((p) => `purchase:${p.id}` === used.reference)?.free_vod).toBe(1);

      const wishlist = await db
        .selectFrom('wishlist_items')
        .selectAll()
        .where('household_id', '=', household_id)
        .execute();
      expect(wishlist.length).toBeGreaterThanOrEqual(4);
      expect(wishlist.length).toBeLessThanOrEqual(6);
      expect(wishlist.every((w) => w.label === 'VOD_WISHLIST' && w.created_at < now)).toBe(true);
    });
  });
}
