import type { Insertable, Kysely } from 'kysely';
import type { Database } from '#app/db/tables.ts';

type EnquiryRow = Omit<Insertable<Database['support_enquiries']>, 'id' | 'reference'> & {
  reference: string;
};
type SignupRow = Omit<Insertable<Database['news_signups']>, 'id' | 'unsubscribed_at'>;
type RegistrationRow = Omit<
  Insertable<Database['insiders_registrations']>,
  'id' | 'unregistered_at'
>;

export function createSupportRepo(db: Kysely<Database>) {
  return {
    async addEnquiry(row: EnquiryRow) {
      await db.insertInto('support_enquiries').values(row).execute();
    },

    async signupOf(email: string) {
      return db
        .selectFrom('news_signups')
        .select(['id', 'unsubscribed_at'])
        .where('email', '=', email)
        .executeTakeFirst();
    },

    /** Adds a sign-up; false when the address is already there (a sign-up at the same moment). */
    async addSignup(row: SignupRow) {
      const result = await db
        .insertInto('news_signups')
        .values({ ...row, unsubscribed_at: null })
        .onConflict((oc) => oc.column('email').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** A new consent for an unsubscribed address; false when it is subscribed already. */
    async resubscribe(row: SignupRow) {
      const result = await db
        .updateTable('news_signups')
        .set({ ...row, unsubscribed_at: null })
        .where('email', '=', row.email)
        .where('unsubscribed_at', 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Marks the sign-up with this token unsubscribed (once); false when no sign-up has it. */
    async unsubscribe(token: string, now: number) {
      const row = await db
        .selectFrom('news_signups')
        .select(['id', 'unsubscribed_at'])
        .where('unsubscribe_token', '=', token)
        .executeTakeFirst();
      if (!row) return false;
      if (row.unsubscribed_at === null) {
        await db
          .updateTable('news_signups')
          .set({ unsubscribed_at: now })
          .where('id', '=', row.id)
          .where('unsubscribed_at', 'is', null)
          .execute();
      }
      return true;
    },

    /** Registers an address once: false when it already has a live registration. */
    async register(row: RegistrationRow) {
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
