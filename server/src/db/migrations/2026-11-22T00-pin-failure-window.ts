import type { Kysely } from 'kysely';

// Frozen once landed. PIN failures count within a 15-minute window that starts at the first one.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('households').addColumn('pin_failures_since', 'bigint').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('households').dropColumn('pin_failures_since').execute();
}
