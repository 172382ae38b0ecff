import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, EventTable } from '#app/db/tables.ts';

export function createEventsRepo(db: Kysely<Database>) {
  return {
    async insertMany(rows: Insertable<EventTable>[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insertInto('events').values(rows).execute();
    },

    /** Events per name and UTC day of arrival (integer division works alike on both engines). */
    async countsPerDay(): Promise<{ day: number; name: string; count: number }[]> {
      const day = sql<number>`received_at / 86400000`;
      const rows = await db
        .selectFrom('events')
        .select([day.as('day'), 'name', (eb) => eb.fn.countAll<number>().as('count')])
        .groupBy([day, 'name'])
        .orderBy('day')
        .orderBy('name')
        .execute();
      return rows.map((r) => ({ day: Number(r.day), name: r.name, count: Number(r.count) }));
    },
  };
}
