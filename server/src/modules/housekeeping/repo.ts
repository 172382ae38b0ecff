import type { Kysely } from 'kysely';
import type { Database } from '#app/db/tables.ts';

/** Deletes of rows nobody needs any more; each answers how many went. */
export function createHousekeepingRepo(db: Kysely<Database>) {
  return {
    async deleteEventsBefore(receivedBefore: number): Promise<number> {
      const result = await db
        .deleteFrom('events')
        .where('received_at', '<', receivedBefore)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Sessions past their sliding expiry, or begun before the absolute limit. */
    async deleteEndedSessions(now: number, createdBefore: number): Promise<number> {
      const result = await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('created_at', '<', createdBefore)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async deleteExpiredHandoverCodes(now: number): Promise<number> {
      const result = await db
        .deleteFrom('handover_codes')
        .where('expires_at', '<=', now)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async deleteIdempotencyKeysBefore(createdBefore: number): Promise<number> {
      const result = await db
        .deleteFrom('idempotency_keys')
        .where('created_at', '<', createdBefore)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
