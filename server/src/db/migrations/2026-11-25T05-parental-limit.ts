import type { Kysely } from 'kysely';

// Frozen once landed. A household's parental limit (issue 18): the highest classification it is
// shown ('G', 'PG', 'M', 'MA15+', 'R18+'), or null for off.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('households').addColumn('parental_limit', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('households').dropColumn('parental_limit').execute();
}
