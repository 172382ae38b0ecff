import { PostgresAdapter } from 'kysely';
import type { Kysely } from 'kysely';

// Frozen once landed. News and research sign-ups are stored (one row per address, so signing up
// twice changes nothing), each with the page it came from and when consent was given, and a
// token for its unsubscribe link. Contact-us enquiries get the reference number the visitor is
// shown (issue 23); enquiries stored before it have none.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('news_signups')
    .addColumn('id', postgres ? 'bigint' : 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('consented_at', 'bigint', (c) => c.notNull())
    .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
    .addColumn('unsubscribed_at', 'bigint')
    .execute();
  await db.schema.alterTable('support_enquiries').addColumn('reference', 'text').execute();
  await db.schema
    .createIndex('support_enquiries_reference')
    .on('support_enquiries')
    .column('reference')
    .unique()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('support_enquiries_reference').execute();
  await db.schema.alterTable('support_enquiries').dropColumn('reference').execute();
  await db.schema.dropTable('news_signups').execute();
}
