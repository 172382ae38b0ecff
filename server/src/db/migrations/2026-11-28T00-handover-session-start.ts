import type { Kysely } from 'kysely';

// Frozen once landed. A hand-over code keeps when the session that made it signed in, so the
// session made from the code ends when that one does (issue 32 item 5: a session near its
// 90-day end could mint a code and trade it for a fresh 90 days). Null for codes made before.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('handover_codes').addColumn('session_created_at', 'bigint').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('handover_codes').dropColumn('session_created_at').execute();
}
