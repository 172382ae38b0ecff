import type { Kysely } from 'kysely';
import type { Database } from '#app/db/tables.ts';

export function createBundleRepo(db: Kysely<Database>) {
  return {
    async byHousehold(householdId: string) {
      return db
        .selectFrom('bundle_accounts')
        .selectAll()
        .where('household_id', '=', householdId)
        .executeTakeFirst();
    },

    async byToken(token: string) {
      return db
        .selectFrom('bundle_accounts')
        .selectAll()
        .where('activation_token', '=', token)
        .executeTakeFirst();
    },

    /** Activates once: a second activation keeps the first date. */
    async activate(householdId: string, now: number) {
      await db
        .updateTable('bundle_accounts')
        .set({ activated_at: now })
        .where('household_id', '=', householdId)
        .where('activated_at', 'is', null)
        .execute();
    },
  };
}
