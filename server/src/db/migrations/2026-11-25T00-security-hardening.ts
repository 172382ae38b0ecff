import type { Kysely } from 'kysely';

// Frozen once landed. Indexes for the housekeeping sweep (old events, sessions past their
// absolute lifetime, old idempotency keys), and single-use sign-in hand-over codes (account spec
// §2's auth_cookie link carries one of these, never a session token).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('events_received_at').on('events').column('received_at').execute();
  await db.schema.createIndex('sessions_created_at').on('sessions').column('created_at').execute();
  await db.schema
    .createIndex('idempotency_keys_created_at')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
  await db.schema
    .createTable('handover_codes')
    // SHA-256 of the code; the code itself is never stored.
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('handover_codes_expires')
    .on('handover_codes')
    .column('expires_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('handover_codes').execute();
  await db.schema.dropIndex('idempotency_keys_created_at').execute();
  await db.schema.dropIndex('sessions_created_at').execute();
  await db.schema.dropIndex('events_received_at').execute();
}
