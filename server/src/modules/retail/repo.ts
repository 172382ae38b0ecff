import type { Kysely } from 'kysely';
import type { Database } from '#app/db/tables.ts';

/** SQL for the retail e-mail logon: the e-mail and password columns of households. */
export function createRetailRepo(db: Kysely<Database>) {
  return {
    async findHouseholdByEmail(email: string) {
      return db
        .selectFrom('households')
        .innerJoin('isps', 'isps.id', 'households.isp_id')
        .selectAll('households')
        .select(['isps.name as isp_name', 'isps.purchase_disabled'])
        .where('households.email', '=', email)
        .executeTakeFirst();
    },

    async setCredentials(householdId: string, email: string, passwordHash: string) {
      await db
        .updateTable('households')
        .set({ email, password_hash: passwordHash })
        .where('id', '=', householdId)
        .execute();
    },
  };
}
