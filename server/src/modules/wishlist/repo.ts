import type { Kysely } from 'kysely';
import type { Database } from '#app/db/tables.ts';

export function createWishlistRepo(db: Kysely<Database>) {
  return {
    async items(householdId: string, label: string) {
      return db
        .selectFrom('wishlist_items')
        .select(['title_id', 'created_at'])
        .where('household_id', '=', householdId)
        .where('label', '=', label)
        .orderBy('created_at')
        .orderBy('title_id')
        .execute();
    },

    async titleExists(titleId: number) {
      return (
        (await db
          .selectFrom('titles')
          .select('id')
          .where('id', '=', titleId)
          .executeTakeFirst()) !== undefined
      );
    },

    async householdHasPin(householdId: string) {
      const row = await db
        .selectFrom('households')
        .select('pin_hash')
        .where('id', '=', householdId)
        .executeTakeFirstOrThrow();
      return row.pin_hash !== null;
    },

    /** Adding twice keeps the first time it was added. */
    async add(householdId: string, label: string, titleId: number, now: number) {
      const result = await db
        .insertInto('wishlist_items')
        .values({ household_id: householdId, label, title_id: titleId, created_at: now })
        .onConflict((oc) => oc.columns(['household_id', 'label', 'title_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async remove(householdId: string, label: string, titleId: number) {
      const result = await db
        .deleteFrom('wishlist_items')
        .where('household_id', '=', householdId)
        .where('label', '=', label)
        .where('title_id', '=', titleId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
