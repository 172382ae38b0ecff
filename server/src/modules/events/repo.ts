import type { Insertable, Kysely } from 'kysely';
import type { Database, EventTable } from '../../db/tables.ts';

export function createEventsRepo(db: Kysely<Database>) {
  return {
    async insertMany(rows: Insertable<EventTable>[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insertInto('events').values(rows).execute();
    },
  };
}
