import { sql } from 'kysely';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '#app/db/tables.ts';
import { MAX_PARAMETERS_PER_INSERT, insertInBatches } from '#app/db/seed/batch-insert.ts';
import { CATALOGUE_VERSION_KEY } from '#app/modules/catalogue/repo.ts';

/** Ids per `in (…)` list: far under both engines' parameter limits. */
const IDS_PER_STATEMENT = 1000;

function chunks<T>(items: readonly T[], size = IDS_PER_STATEMENT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

type Upserted = 'genres' | 'providers' | 'people' | 'titles';

/**
 * SQL of the catalogue import and export. Create it on the import's transaction: every statement
 * then commits or rolls back together.
 */
export function createCatalogueImportRepo(db: Kysely<Database>) {
  /** Inserts rows, or updates every column of those whose id exists. */
  async function upsertById<T extends Upserted>(
    table: T,
    rows: readonly Insertable<Database[T]>[],
  ) {
    if (rows.length === 0) return;
    const columns = Object.keys(rows[0]!).filter((c) => c !== 'id');
    const perStatement = Math.min(
      1000,
      Math.floor(MAX_PARAMETERS_PER_INSERT / (columns.length + 1)),
    );
    // `excluded` is the row that failed to insert, on SQLite and PostgreSQL alike.
    const update = Object.fromEntries(columns.map((c) => [c, sql.ref(`excluded.${c}`)]));
    for (const batch of chunks(rows, perStatement)) {
      await db
        .insertInto(table)
        .values(batch as never)
        .onConflict((oc) => oc.column('id').doUpdateSet(update as never))
        .execute();
    }
  }

  async function idsOf(table: Upserted): Promise<number[]> {
    const rows = await db.selectFrom(table).select('id').execute();
    return rows.map((r) => r.id);
  }

  async function deleteIds(table: Upserted, ids: readonly number[]) {
    for (const batch of chunks(ids)) await db.deleteFrom(table).where('id', 'in', batch).execute();
  }

  return {
    upsertById,
    idsOf,
    deleteIds,

    async planIds(): Promise<number[]> {
      return (await db.selectFrom('plans').select('id').execute()).map((r) => r.id);
    },

    async existingTitles() {
      return db.selectFrom('titles').select(['id', 'sub_type', 'title']).execute();
    },

    /** How many households hold entitlements to, or bought, each of these titles. */
    async householdsHolding(titleIds: readonly number[]) {
      const held: { title_id: number; kind: 'entitlements' | 'purchases'; households: number }[] =
        [];
      for (const batch of chunks(titleIds)) {
        for (const kind of ['entitlements', 'purchases'] as const) {
          const rows = await db
            .selectFrom(kind)
            .select(['title_id', (eb) => eb.fn.count<number>('household_id').distinct().as('n')])
            .where('title_id', 'in', batch)
            .groupBy('title_id')
            .execute();
          for (const r of rows) held.push({ title_id: r.title_id, kind, households: Number(r.n) });
        }
      }
      return held;
    },

    /** Wishlist rows of removed titles go: a wish for a title no longer sold is moot. */
    async removeWishlistItems(titleIds: readonly number[]): Promise<number> {
      let removed = 0;
      for (const batch of chunks(titleIds)) {
        const result = await db
          .deleteFrom('wishlist_items')
          .where('title_id', 'in', batch)
          .executeTakeFirst();
        removed += Number(result.numDeletedRows);
      }
      return removed;
    },

    /** Virtual-channel schedule items keep their slot but lose the link to a removed title. */
    async unlinkScheduleItems(titleIds: readonly number[]): Promise<number> {
      let unlinked = 0;
      for (const batch of chunks(titleIds)) {
        const result = await db
          .updateTable('virtual_schedule_items')
          .set({ title_id: null })
          .where('title_id', 'in', batch)
          .executeTakeFirst();
        unlinked += Number(result.numUpdatedRows);
      }
      return unlinked;
    },

    /** The link tables are rebuilt from the file whole: empty them first. */
    async clearLinks() {
      for (const table of [
        'title_artwork',
        'reviews',
        'plan_titles',
        'price_rules',
        'title_people',
        'title_genres',
      ] as const) {
        await db.deleteFrom(table).execute();
      }
    },

    async insertLinks(rows: {
      title_genres: Insertable<Database['title_genres']>[];
      title_people: Insertable<Database['title_people']>[];
      price_rules: Insertable<Database['price_rules']>[];
      reviews: Insertable<Database['reviews']>[];
      plan_titles: Insertable<Database['plan_titles']>[];
      title_artwork: Insertable<Database['title_artwork']>[];
    }) {
      await insertInBatches(db, 'title_genres', rows.title_genres);
      await insertInBatches(db, 'title_people', rows.title_people);
      await insertInBatches(db, 'price_rules', rows.price_rules);
      await insertInBatches(db, 'reviews', rows.reviews);
      await insertInBatches(db, 'plan_titles', rows.plan_titles);
      await insertInBatches(db, 'title_artwork', rows.title_artwork);
    },

    async setCatalogueVersion(version: string) {
      await db
        .insertInto('app_meta')
        .values({ key: CATALOGUE_VERSION_KEY, value: version })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: version }))
        .execute();
    },

    /** Imported pictures, as the export names them. */
    async artworkRows() {
      return db
        .selectFrom('title_artwork')
        .selectAll()
        .orderBy('title_id')
        .orderBy('kind')
        .orderBy('position')
        .execute();
    },

    /** Everything the export writes, in a stable order. */
    async readCatalogue() {
      const [
        genres,
        providers,
        people,
        titles,
        titleGenres,
        titlePeople,
        rules,
        reviews,
        planTitles,
        artwork,
      ] = await Promise.all([
        db.selectFrom('genres').selectAll().orderBy('id').execute(),
        db.selectFrom('providers').selectAll().orderBy('id').execute(),
        db.selectFrom('people').selectAll().orderBy('id').execute(),
        db.selectFrom('titles').selectAll().orderBy('id').execute(),
        db.selectFrom('title_genres').selectAll().orderBy('title_id').orderBy('position').execute(),
        db
          .selectFrom('title_people')
          .selectAll()
          .orderBy('title_id')
          .orderBy('role')
          .orderBy('position')
          .execute(),
        db.selectFrom('price_rules').selectAll().orderBy('title_id').orderBy('id').execute(),
        db.selectFrom('reviews').selectAll().orderBy('title_id').orderBy('id').execute(),
        db.selectFrom('plan_titles').selectAll().orderBy('title_id').orderBy('plan_id').execute(),
        db
          .selectFrom('title_artwork')
          .selectAll()
          .orderBy('title_id')
          .orderBy('kind')
          .orderBy('position')
          .execute(),
      ]);
      return {
        genres,
        providers,
        people,
        titles,
        titleGenres,
        titlePeople,
        rules,
        reviews,
        planTitles,
        artwork,
      };
    },
  };
}
