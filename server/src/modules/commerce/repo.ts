import { sql } from 'kysely';
import type { Insertable, Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type {
  Database,
  EntitlementTable,
  IdempotencyKeyTable,
  PurchaseTable,
} from '../../db/tables.ts';

/** SQL for purchases, credits and idempotency keys. Functions take the transaction they run in. */
export const commerceRepo = {
  /**
   * Holds the household's row for the rest of the transaction, so that purchases and credit
   * spending of one household happen one after another. SQLite transactions are already one at
   * a time (one connection), and SQLite has no FOR UPDATE.
   */
  async lockHousehold(db: Kysely<Database>, dialect: DialectName, householdId: string) {
    const query = db
      .selectFrom('households')
      .innerJoin('isps', 'isps.id', 'households.isp_id')
      .select([
        'households.id',
        'households.free_vod_count',
        'households.free_episode_count',
        'households.parental_limit',
        'isps.purchase_disabled',
      ])
      .where('households.id', '=', householdId);
    return (
      dialect === 'postgres' ? query.forUpdate('households') : query
    ).executeTakeFirstOrThrow();
  },

  /**
   * Claims an idempotency key for this transaction without waiting: false when another request
   * with the same key is still being processed (on any instance).
   */
  async tryClaimKey(db: Kysely<Database>, householdId: string, key: string) {
    const { rows } = await sql<{ claimed: boolean }>`
      select pg_try_advisory_xact_lock(hashtext(${householdId}), hashtext(${key})) as claimed`.execute(
      db,
    );
    return rows[0]?.claimed === true;
  },

  async findKey(db: Kysely<Database>, householdId: string, key: string) {
    return db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('household_id', '=', householdId)
      .where('key', '=', key)
      .executeTakeFirst();
  },

  async saveKey(db: Kysely<Database>, row: IdempotencyKeyTable) {
    await db.insertInto('idempotency_keys').values(row).execute();
  },

  async title(db: Kysely<Database>, titleId: number) {
    return db.selectFrom('titles').selectAll().where('id', '=', titleId).executeTakeFirst();
  },

  async priceRules(db: Kysely<Database>, titleId: number) {
    return db.selectFrom('price_rules').selectAll().where('title_id', '=', titleId).execute();
  },

  async episodeIds(db: Kysely<Database>, seasonId: number) {
    const rows = await db
      .selectFrom('titles')
      .select('id')
      .where('parent_id', '=', seasonId)
      .where('sub_type', '=', 'episode')
      .orderBy('episode_number')
      .orderBy('id')
      .execute();
    return rows.map((r) => r.id);
  },

  async insertPurchase(db: Kysely<Database>, row: Insertable<PurchaseTable>) {
    const inserted = await db
      .insertInto('purchases')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(inserted.id);
  },

  async insertEntitlement(db: Kysely<Database>, row: Insertable<EntitlementTable>) {
    const inserted = await db
      .insertInto('entitlements')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(inserted.id);
  },

  async insertEntitlements(db: Kysely<Database>, rows: Insertable<EntitlementTable>[]) {
    if (rows.length > 0) await db.insertInto('entitlements').values(rows).execute();
  },

  /** Spends one credit only if one is left; false when none was. */
  async spendCredit(db: Kysely<Database>, householdId: string, kind: 'vod' | 'episode') {
    const column = kind === 'vod' ? 'free_vod_count' : 'free_episode_count';
    const result = await db
      .updateTable('households')
      .set((eb) => ({ [column]: eb(column, '-', 1) }))
      .where('id', '=', householdId)
      .where(column, '>', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async recordCreditMovement(
    db: Kysely<Database>,
    row: {
      household_id: string;
      kind: 'VOD' | 'EPISODE';
      delta: number;
      reason: string;
      reference: string;
      created_at: number;
    },
  ) {
    await db.insertInto('credit_movements').values(row).execute();
  },

  async credits(db: Kysely<Database>, householdId: string) {
    return db
      .selectFrom('households')
      .select(['free_vod_count', 'free_episode_count'])
      .where('id', '=', householdId)
      .executeTakeFirstOrThrow();
  },

  async purchases(db: Kysely<Database>, householdId: string) {
    return db
      .selectFrom('purchases')
      .leftJoin('titles', 'titles.id', 'purchases.title_id')
      .select([
        'purchases.id',
        'purchases.title_id',
        'purchases.content_format',
        'purchases.duration',
        'purchases.free_vod',
        'purchases.price',
        'purchases.created_at',
        'titles.root_parent_id',
      ])
      .where('purchases.household_id', '=', householdId)
      .where('purchases.status', '=', 'COMPLETED')
      .orderBy('purchases.created_at', 'desc')
      .orderBy('purchases.id', 'desc')
      .execute();
  },

  async titlesForHistory(db: Kysely<Database>, ids: number[]) {
    if (ids.length === 0) return [];
    return db
      .selectFrom('titles')
      .select(['id', 'title', 'sub_type', 'season_number', 'episode_number'])
      .where('id', 'in', ids)
      .execute();
  },

  async creditMovements(db: Kysely<Database>, householdId: string) {
    return db
      .selectFrom('credit_movements')
      .select(['kind', 'delta', 'reason', 'created_at'])
      .where('household_id', '=', householdId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  },
};
