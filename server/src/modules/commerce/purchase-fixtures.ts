import { hasFlag } from '@app/domain';
import { householdIdOf } from '#app/db/seed/index.ts';
import { TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';

/** What the purchase suites share: households signed in, their ledger, and movies to buy. */
export function purchaseFixtures(app: () => TestApp) {
  const db = () => app().database.db;
  const signedIn = async (code: string) => {
    const c = new TestClient(app().app);
    await c.signIn(code, '1234');
    return c;
  };
  const ledger = async (code: string) =>
    db()
      .selectFrom('ledger_entries')
      .selectAll()
      .where('household_id', '=', householdIdOf(code))
      .where('kind', '=', 'PURCHASE')
      .execute();
  const entitlementsOf = async (code: string, titleId: number) =>
    db()
      .selectFrom('entitlements')
      .selectAll()
      .where('household_id', '=', householdIdOf(code))
      .where('title_id', '=', titleId)
      .execute();

  /** Movies on sale now that no demo household holds, each with rent and buy rules in SD and HD. */
  async function freshMovies(count: number, where: (flags: number) => boolean = () => true) {
    const now = app().clock.now();
    const held = new Set(
      (await db().selectFrom('entitlements').select('title_id').execute()).map((r) => r.title_id),
    );
    const rows = await db()
      .selectFrom('titles')
      .select(['id', 'flags'])
      .where('sub_type', '=', 'movie')
      .where('has_price_rules', '=', 1)
      .where((eb) => eb.or([eb('available_from', 'is', null), eb('available_from', '<=', now)]))
      .where((eb) => eb.or([eb('available_to', 'is', null), eb('available_to', '>', now)]))
      .orderBy('id')
      .execute();
    const picked: {
      id: number;
      rent: { price: number; duration: number };
      buy: { price: number };
    }[] = [];
    for (const row of rows) {
      if (held.has(row.id) || !where(row.flags) || hasFlag(row.flags, 'earlyBuy')) continue;
      const rules = await db()
        .selectFrom('price_rules')
        .selectAll()
        .where('title_id', '=', row.id)
        .execute();
      const rent = rules.find((r) => r.duration > 0 && r.content_format === 'sd');
      const buy = rules.find((r) => r.duration === -1 && r.content_format === 'sd');
      if (!rent || !buy) continue;
      picked.push({ id: row.id, rent, buy });
      held.add(row.id);
      if (picked.length === count) break;
    }
    if (picked.length < count) throw new Error('the seed has too few movies for this test');
    return picked;
  }
  const rentForm = (
    m: { id: number; rent: { duration: number } },
    extra: Record<string, string> = {},
  ) => ({
    title_id: m.id,
    content_format: 'sd',
    duration: m.rent.duration,
    ...extra,
  });
  const buyForm = (id: number, extra: Record<string, string> = {}) => ({
    title_id: id,
    content_format: 'sd',
    duration: -1,
    ...extra,
  });

  return { db, signedIn, ledger, entitlementsOf, freshMovies, rentForm, buyForm };
}
