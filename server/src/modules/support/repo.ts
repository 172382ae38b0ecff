import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';

export function createSupportRepo(db: Kysely<Database>) {
  return {
    async addEnquiry(row: {
      form: string;
      name: string;
      email: string;
      phone: string;
      box_id: string;
      topic: string;
      message: string;
      household_id: string | null;
      created_at: number;
    }) {
      await db.insertInto('support_enquiries').values(row).execute();
    },

    /** Registers an address once: false when it already has a live registration. */
    async register(row: { name: string; email: string; box_id: string; created_at: number }) {
      const result = await db
        .insertInto('insiders_registrations')
        .values({ ...row, unregistered_at: null })
        .onConflict((oc) => oc.column('email').where('unregistered_at', 'is', null).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Ends the live registration of this address and box; false when there was none. */
    async unregister(email: string, boxId: string, now: number) {
      const result = await db
        .updateTable('insiders_registrations')
        .set({ unregistered_at: now })
        .where('email', '=', email)
        .where((eb) => eb(eb.fn('upper', ['box_id']), '=', boxId.toUpperCase()))
        .where('unregistered_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
