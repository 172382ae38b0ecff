import { PostgresAdapter, sql } from 'kysely';
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';

// Frozen once landed: change the schema with a new migration, never by editing this one.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;
type Table = CreateTableBuilder<string, never>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-numbered primary key on either engine. */
function withAutoId(db: Db, table: Table): Table {
  return isPostgres(db)
    ? table.addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Column builders for a boolean stored as 0/1 on both engines. */
const off = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
const on = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(1);

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('isps')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('purchase_disabled', 'integer', off)
    .execute();

  await db.schema
    .createTable('households')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('activation_code', 'text', (c) => c.notNull().unique())
    .addColumn('isp_id', 'integer', (c) => c.notNull().references('isps.id'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE'))
    .addColumn('pin_hash', 'text')
    .addColumn('pin_failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pin_locked_until', 'bigint')
    .addColumn('free_vod_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('free_episode_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payment_status', 'text', (c) => c.notNull().defaultTo('OK'))
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('password_hash', 'text')
    .addColumn('release_tags_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_default', 'integer', off)
    .addColumn('privacy', 'integer', off)
    .addColumn('gen2_only', 'integer', off)
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withAutoId(db, db.schema.createTable('terminals'))
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('activation_status', 'text', (c) => c.notNull())
    .addColumn('serial', 'text')
    .addColumn('mac', 'text')
    .addColumn('is_valid', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('terminals_household')
    .on('terminals')
    .column('household_id')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('pin_verified_at', 'bigint')
    .execute();
  await db.schema.createIndex('sessions_household').on('sessions').column('household_id').execute();

  await db.schema
    .createTable('plans')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('display_price', 'integer', (c) => c.notNull())
    .addColumn('display_price_tax_inclusive', 'integer', on)
    .addColumn('subset_of', 'integer', (c) => c.references('plans.id'))
    .addColumn('visible', 'integer', on)
    .addColumn('visible_epg', 'integer', on)
    .addColumn('unsubscribable', 'integer', on)
    .addColumn('upgrade_plan_id', 'integer', (c) => c.references('plans.id'))
    .addColumn('trial_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('anniversary_at', 'bigint', (c) => c.notNull())
    .addColumn('expiry_at', 'bigint')
    .addColumn('trial_ends_at', 'bigint')
    .addPrimaryKeyConstraint('subscriptions_pk', ['household_id', 'plan_id'])
    .execute();

  await db.schema
    .createTable('genres')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_class', 'text', (c) => c.notNull())
    .addColumn('hide_from_view', 'integer', off)
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('providers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('people')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_folded', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('people_name_folded').on('people').column('name_folded').execute();

  await db.schema
    .createTable('titles')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('sub_type', 'text', (c) => c.notNull())
    .addColumn('content_class', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sort_title', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('titles.id'))
    .addColumn('root_parent_id', 'integer', (c) => c.references('titles.id'))
    .addColumn('season_number', 'double precision')
    .addColumn('episode_number', 'integer')
    .addColumn('episode_count', 'integer')
    .addColumn('duration', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('synopsis', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rating', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('year_production', 'integer')
    .addColumn('provider_id', 'integer', (c) => c.references('providers.id'))
    .addColumn('primary_genre_id', 'integer', (c) => c.references('genres.id'))
    .addColumn('warning_codes_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('flags', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('available_from', 'bigint')
    .addColumn('available_to', 'bigint')
    .addColumn('base_id', 'integer')
    .addColumn('trailer_path', 'text')
    .addColumn('critics_score', 'integer')
    .addColumn('audience_score', 'integer')
    .addColumn('ratings_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consensus', 'text')
    .addColumn('alternate_link', 'text')
    .addColumn('tile_background', 'text')
    .addColumn('tile_text', 'text')
    .addColumn('screening_room_title_id', 'integer')
    .addColumn('has_price_rules', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('mobile_playable', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('titles_browse')
    .on('titles')
    .columns(['content_class', 'sub_type', 'popularity'])
    .execute();
  await db.schema.createIndex('titles_parent').on('titles').column('parent_id').execute();
  await db.schema.createIndex('titles_root_parent').on('titles').column('root_parent_id').execute();

  await db.schema
    .createTable('title_genres')
    .addColumn('title_id', 'integer', (c) => c.notNull().references('titles.id'))
    .addColumn('genre_id', 'integer', (c) => c.notNull().references('genres.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('title_genres_pk', ['title_id', 'genre_id'])
    .execute();
  await db.schema.createIndex('title_genres_genre').on('title_genres').column('genre_id').execute();

  await db.schema
    .createTable('title_people')
    .addColumn('title_id', 'integer', (c) => c.notNull().references('titles.id'))
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('title_people_pk', ['title_id', 'person_id', 'role'])
    .execute();
  await db.schema
    .createIndex('title_people_person')
    .on('title_people')
    .column('person_id')
    .execute();

  await db.schema
    .createTable('price_rules')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title_id', 'integer', (c) => c.notNull().references('titles.id'))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('content_format', 'text', (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('download_duration', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('price_rules_title').on('price_rules').column('title_id').execute();

  await withAutoId(db, db.schema.createTable('reviews'))
    .addColumn('title_id', 'integer', (c) => c.notNull().references('titles.id'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('publication', 'text')
    .addColumn('score', 'integer')
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reviews_title').on('reviews').column('title_id').execute();

  await db.schema
    .createTable('plan_titles')
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('title_id', 'integer', (c) => c.notNull().references('titles.id'))
    .addPrimaryKeyConstraint('plan_titles_pk', ['plan_id', 'title_id'])
    .execute();
  await db.schema.createIndex('plan_titles_title').on('plan_titles').column('title_id').execute();

  await withAutoId(db, db.schema.createTable('purchases'))
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id'))
    .addColumn('title_id', 'integer', (c) => c.notNull().references('titles.id'))
    .addColumn('price_rule_id', 'integer')
    .addColumn('content_format', 'text', (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('free_vod', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('purchases_idempotency', ['household_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('purchases_household')
    .on('purchases')
    .columns(['household_id', 'created_at'])
    .execute();

  await withAutoId(db, db.schema.createTable('entitlements'))
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id'))
    .addColumn('title_id', 'integer', (c) => c.notNull().references('titles.id'))
    .addColumn('parent_entitlement_id', 'integer')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('price_rule_id', 'integer')
    .addColumn('purchase_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('download_expires_at', 'bigint')
    .addColumn('first_played_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('entitlements_household')
    .on('entitlements')
    .columns(['household_id', 'title_id'])
    .execute();

  await withAutoId(db, db.schema.createTable('ledger_entries'))
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('ledger_entries_once', ['household_id', 'kind', 'reference'])
    .execute();

  await withAutoId(db, db.schema.createTable('credit_movements'))
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('credit_movements_household')
    .on('credit_movements')
    .column('household_id')
    .execute();

  await db.schema
    .createTable('wishlist_items')
    .addColumn('household_id', 'text', (c) => c.notNull().references('households.id'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('title_id', 'integer', (c) => c.notNull().references('titles.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('wishlist_items_pk', ['household_id', 'label', 'title_id'])
    .execute();

  await db.schema
    .createTable('regions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('channels')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('epg_id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('colour', 'text', (c) => c.notNull())
    .addColumn('sources_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_virtual', 'integer', off)
    .addColumn('popular_blacklisted', 'integer', off)
    .addColumn('closed_captions', 'integer', off)
    .execute();

  await db.schema
    .createTable('channel_regions')
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('channels.id'))
    .addColumn('region_id', 'integer', (c) => c.notNull().references('regions.id'))
    .addPrimaryKeyConstraint('channel_regions_pk', ['channel_id', 'region_id'])
    .execute();
  await db.schema
    .createIndex('channel_regions_region')
    .on('channel_regions')
    .column('region_id')
    .execute();

  await db.schema
    .createTable('channel_plans')
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('channels.id'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('channel_plans_pk', ['channel_id', 'plan_id'])
    .execute();
  await db.schema.createIndex('channel_plans_plan').on('channel_plans').column('plan_id').execute();

  await db.schema
    .createTable('program_synopses')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('programs')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('channels.id'))
    .addColumn('program_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint', (c) => c.notNull())
    .addColumn('synopsis_id', 'integer', (c) => c.references('program_synopses.id'))
    .addColumn('rating', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sound', 'text', (c) => c.notNull().defaultTo('stereo'))
    .addColumn('caption', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('definition', 'text', (c) => c.notNull().defaultTo('SD'))
    .addColumn('widescreen', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('series_no', 'integer')
    .addColumn('episode_no', 'integer')
    .addColumn('episode_title', 'text')
    .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('programs_channel_start')
    .on('programs')
    .columns(['channel_id', 'start_at'])
    .execute();

  await db.schema
    .createTable('virtual_schedule_items')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('channels.id'))
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('season_number', 'double precision')
    .addColumn('episode_number', 'integer')
    .addColumn('title_id', 'integer', (c) => c.references('titles.id'))
    .execute();
  await db.schema
    .createIndex('virtual_schedule_channel_start')
    .on('virtual_schedule_items')
    .columns(['channel_id', 'start_at'])
    .execute();

  await withAutoId(db, db.schema.createTable('events'))
    .addColumn('household_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('data_json', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();

  await withAutoId(db, db.schema.createTable('contact_enquiries'))
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('fields_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withAutoId(db, db.schema.createTable('insiders_registrations'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('box_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('unregistered_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('insiders_email')
    .on('insiders_registrations')
    .column('email')
    .execute();

  await db.schema
    .createTable('bundle_accounts')
    .addColumn('household_id', 'text', (c) => c.primaryKey().references('households.id'))
    .addColumn('activation_token', 'text', (c) => c.notNull().unique())
    .addColumn('activated_at', 'bigint')
    .addColumn('billing_hold', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('editorial_items')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('colour', 'text', (c) => c.notNull())
    .execute();

  // Sessions expire; this index lets the sweeper find them without a table scan.
  await sql`create index sessions_expires on sessions (expires_at)`.execute(db);
}

export async function down(db: Db): Promise<void> {
  const tables = [
    'editorial_items',
    'bundle_accounts',
    'insiders_registrations',
    'contact_enquiries',
    'events',
    'virtual_schedule_items',
    'programs',
    'program_synopses',
    'channel_plans',
    'channel_regions',
    'channels',
    'regions',
    'wishlist_items',
    'credit_movements',
    'ledger_entries',
    'entitlements',
    'purchases',
    'plan_titles',
    'reviews',
    'price_rules',
    'title_people',
    'title_genres',
    'titles',
    'people',
    'providers',
    'genres',
    'subscriptions',
    'plans',
    'sessions',
    'terminals',
    'households',
    'isps',
    'app_meta',
  ];
  for (const t of tables) await db.schema.dropTable(t).execute();
}
