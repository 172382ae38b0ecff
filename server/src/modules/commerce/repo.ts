import { sql } from 'kysely';
import type { Insertable, Kysely } from 'kysely';
import type { DialectName } from '#app/db/database.ts';
import type {
  Database,
  EntitlementTable,
  IdempotencyKeyTable,
  PurchaseTable,
} from '#app/db/tables.ts';

/** The queries, on the database or on the transaction they run in. */
function commerceQueries(db: Kysely<Database>, dialect: DialectName) {
  return {
    /**
     * Holds the household's row for the rest of the transaction, so that purchases and credit
     * spending of one household happen one after another. SQLite transactions are already one at
     * a time (one connection), and SQLite has no FOR UPDATE.
     */
    async lockHousehold(householdId: string) {
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

    async findKey(householdId: string, key: string) {
      return db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('household_id', '=', householdId)
        .where('key', '=', key)
        .executeTakeFirst();
    },

    async saveKey(row: IdempotencyKeyTable) {
      await db.insertInto('idempotency_keys').values(row).execute();
    },

    async title(titleId: number) {
      return db.selectFrom('titles').selectAll().where('id', '=', titleId).executeTakeFirst();
    },

    async priceRules(titleId: number) {
      return db.selectFrom('price_rules').selectAll().where('title_id', '=', titleId).execute();
    },

    async episodeIds(seasonId: number) {
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

    async insertPurchase(row: Insertable<PurchaseTable>) {
      const inserted = await db
        .insertInto('purchases')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(inserted.id);
    },

    async insertEntitlement(row: Insertable<EntitlementTable>) {
      const inserted = await db
        .insertInto('entitlements')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(inserted.id);
    },

    async insertEntitlements(rows: Insertable<EntitlementTable>[]) {
      if (rows.length > 0) await db.insertInto('entitlements').values(rows).execute();
    },

    /** Spends one credit only if one is left; false when none was. */
    async spendCredit(householdId: string, kind: 'vod' | 'episode') {
      const column = kind === 'vod' ? 'free_vod_count' : 'free_episode_count';
      const result = await db
        .updateTable('households')
        .set((eb) => ({ [column]: eb(column, '-', 1) }))
        .where('id', '=', householdId)
        .where(column, '>', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async recordCreditMovement(row: {
      household_id: string;
      kind: 'VOD' | 'EPISODE';
      delta: number;
      reason: string;
      reference: string;
      created_at: number;
    }) {
      await db.insertInto('credit_movements').values(row).execute();
    },

    async credits(householdId: string) {
      return db
        .selectFrom('households')
        .select(['free_vod_count', 'free_episode_count'])
        .where('id', '=', householdId)
        .executeTakeFirstOrThrow();
    },

    async purchases(householdId: string) {
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

    async titlesForHistory(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('titles')
        .select(['id', 'title', 'sub_type', 'season_number', 'episode_number'])
        .where('id', 'in', ids)
        .execute();
    },

    async creditMovements(householdId: string) {
      return db
        .selectFrom('credit_movements')
        .select(['kind', 'delta', 'reason', 'created_at'])
        .where('household_id', '=', householdId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
  };
}

/** The repo a purchase's transaction works with. */
export type CommerceQueries = ReturnType<typeof commerceQueries>;

/**
 * Claims an idempotency key for this transaction without waiting: false when another request
 * with the same key is still being processed (on any instance).
 */
async function tryAdvisoryLock(trx: Kysely<Database>, householdId: string, key: string) {
  const { rows } = await sql<{ claimed: boolean }>`
    select pg_try_advisory_xact_lock(hashtext(${householdId}), hashtext(${key})) as claimed`.execute(
    trx,
  );
  return rows[0]?.claimed === true;
}

/**
 * SQL for purchases, credits and idempotency keys, and the places where the engines differ
 * (decision 0002): holding a household's row, and claiming an idempotency key. `inTransaction`
 * gives the purchase a repo bound to its transaction.
 */
export function createCommerceRepo(db: Kysely<Database>, dialect: DialectName) {
  // SQLite serves one process: the keys in flight are known here.
  const keysInFlight = new Set<string>();
  return {
    ...commerceQueries(db, dialect),
    /**
     * Runs `work` in one transaction with a repo bound to it, holding the idempotency key (if
     * any) so that a second request with it does not run at the same time: `{ claimed: false }`
     * when one already does. PostgreSQL claims it with an advisory lock inside the transaction,
     * seen by every instance and let go at commit or rollback. SQLite is served by one process
     * and runs one transaction at a time: the key is held in this process from before the
     * transaction starts (a second request would otherwise wait for the first and replay it)
     * until it ends.
     */
    async inTransaction<T>(
      claim: { householdId: string; key: string | undefined },
      work: (repo: CommerceQueries, trx: Kysely<Database>) => Promise<T>,
    ): Promise<{ claimed: true; result: T } | { claimed: false }> {
      const { householdId, key } = claim;
      const inFlight = `${householdId}\u0000${key}`;
      if (key && dialect === 'sqlite') {
        if (keysInFlight.has(inFlight)) return { claimed: false };
        keysInFlight.add(inFlight);
      }
      try {
        return await db.transaction().execute(async (trx) => {
          if (key && dialect === 'postgres' && !(await tryAdvisoryLock(trx, householdId, key)))
            return { claimed: false as const };
          const result = await work(commerceQueries(trx, dialect), trx);
          return { claimed: true as const, result };
        });
      } finally {
        if (key && dialect === 'sqlite') keysInFlight.delete(inFlight);
      }
    },
  };
}
