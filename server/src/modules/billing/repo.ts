import type { Insertable, Kysely } from 'kysely';
import type { Database, LedgerEntryTable } from '#app/db/tables.ts';

/** SQL of the built-in payments: a household's payment standing and its ledger. */
export function createBillingRepo(db: Kysely<Database>) {
  return {
    async paymentStatus(householdId: string) {
      const household = await db
        .selectFrom('households')
        .select('payment_status')
        .where('id', '=', householdId)
        .executeTakeFirstOrThrow();
      return household.payment_status;
    },

    /** Adds the entry unless one with its household, kind and reference is there: true if added. */
    async addLedgerEntry(row: Insertable<LedgerEntryTable>) {
      const inserted = await db
        .insertInto('ledger_entries')
        .values(row)
        .onConflict((oc) => oc.columns(['household_id', 'kind', 'reference']).doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    },
  };
}
