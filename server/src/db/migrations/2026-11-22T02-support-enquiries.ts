import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

// Frozen once landed. Contact-us enquiries get a table with a column per field (the initial
// schema's contact_enquiries, never written, goes), and one live insiders registration per
// e-mail address is enforced by the database (marketing spec §2.3).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropTable('contact_enquiries').execute();
  await db.schema
    .createTable('support_enquiries')
    .addColumn('id', postgres ? 'bigint' : 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('box_id', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('household_id', 'text', (c) => c.references('households.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('insiders_live_email')
    .on('insiders_registrations')
    .column('email')
    .unique()
    .where(sql.ref('unregistered_at'), 'is', null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('insiders_live_email').execute();
  await db.schema.dropTable('support_enquiries').execute();
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('contact_enquiries')
    .addColumn('id', postgres ? 'bigint' : 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('fields_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
