import type { Kysely } from 'kysely';
import { HIDDEN_PROMOTED_TITLE_ID } from '@app/domain';
import type { ContentClass, Database } from '#app/db/tables.ts';

/**
 * What a listing holds: the top-level titles of a store class, both classes (a person's titles),
 * or the movies of the Movie Box plan.
 */
export type ListingKey = ContentClass | 'all' | 'movie_box';

/** The app_meta key that a catalogue import bumps, so running servers refresh their listings. */
export const CATALOGUE_VERSION_KEY = 'catalogue_version';

/** SQL for catalogue titles and their lookups. */
export function createCatalogueRepo(db: Kysely<Database>) {
  /** Top-level titles a listing holds: not expired, not the hidden promoted title. */
  function listed(key: ListingKey, now: number) {
    let query = db
      .selectFrom('titles')
      .where('titles.id', '!=', HIDDEN_PROMOTED_TITLE_ID)
      .where((eb) =>
        eb.or([eb('titles.available_to', 'is', null), eb('titles.available_to', '>', now)]),
      );
    if (key === 'tv') query = query.where('titles.sub_type', '=', 'series');
    else if (key === 'all') query = query.where('titles.sub_type', 'in', ['movie', 'series']);
    else query = query.where('titles.sub_type', '=', 'movie');
    if (key === 'movie_box') {
      query = query.where('titles.id', 'in', (eb) =>
        eb
          .selectFrom('plan_titles')
          .innerJoin('plans', 'plans.id', 'plan_titles.plan_id')
          .select('plan_titles.title_id')
          .where('plans.kind', '=', 'movie_box'),
      );
    }
    return query;
  }

  return {
    /** Everything a listing sorts and filters on, for every title it holds. */
    async listingRows(key: ListingKey, now: number) {
      const [titles, genres] = await Promise.all([
        listed(key, now)
          .select([
            'titles.id',
            'titles.popularity',
            'titles.sort_title',
            'titles.added_at',
            'titles.year_production',
            'titles.available_to',
            'titles.rating',
          ])
          .execute(),
        listed(key, now)
          .innerJoin('title_genres', 'title_genres.title_id', 'titles.id')
          .select(['title_genres.title_id', 'title_genres.genre_id'])
          // Position 0 first: a title's first genre is its primary one.
          .orderBy('title_genres.title_id')
          .orderBy('title_genres.position')
          .execute(),
      ]);
      return { titles, genres };
    },

    async genres(contentClass?: ContentClass) {
      let query = db.selectFrom('genres').selectAll().orderBy('sort_order').orderBy('id');
      if (contentClass) query = query.where('content_class', '=', contentClass);
      return query.execute();
    },

    /** Where a title sits in the catalogue: enough to find its show and its class. */
    async titleHead(id: number) {
      return db
        .selectFrom('titles')
        .select(['id', 'sub_type', 'content_class', 'parent_id', 'root_parent_id'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The seasons and episodes under the given titles, in viewing order. */
    async descendantsOf(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('titles')
        .select(['id', 'parent_id', 'root_parent_id', 'sub_type', 'content_class'])
        .where((eb) => eb.or([eb('parent_id', 'in', ids), eb('root_parent_id', 'in', ids)]))
        .orderBy('season_number')
        .orderBy('episode_number')
        .orderBy('id')
        .execute();
    },

    /** The fields the sorts of a short, unlisted selection (My Stuff) need. */
    async sortFieldsOf(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('titles')
        .select(['id', 'sub_type', 'popularity', 'sort_title', 'year_production', 'added_at'])
        .where('id', 'in', ids)
        .execute();
    },

    async titlesByIds(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db.selectFrom('titles').selectAll().where('id', 'in', ids).execute();
    },

    async childrenOf(parentIds: readonly number[]) {
      if (parentIds.length === 0) return [];
      return db
        .selectFrom('titles')
        .select(['id', 'parent_id', 'sub_type', 'season_number', 'episode_number'])
        .where('parent_id', 'in', parentIds)
        .orderBy('season_number')
        .orderBy('episode_number')
        .orderBy('id')
        .execute();
    },

    /** Each title's genres in its order, with what a title answer says of them (§3). */
    async genresOf(titleIds: readonly number[]) {
      if (titleIds.length === 0) return [];
      return db
        .selectFrom('title_genres')
        .innerJoin('genres', 'genres.id', 'title_genres.genre_id')
        .select(['title_id', 'genre_id', 'genres.name', 'genres.hide_from_view'])
        .where('title_id', 'in', titleIds)
        .orderBy('title_id')
        .orderBy('position')
        .execute();
    },

    async peopleOf(titleIds: readonly number[]) {
      if (titleIds.length === 0) return [];
      return db
        .selectFrom('title_people')
        .innerJoin('people', 'people.id', 'title_people.person_id')
        .select([
          'title_people.title_id',
          'title_people.role',
          'title_people.person_id',
          'people.name',
        ])
        .where('title_people.title_id', 'in', titleIds)
        .orderBy('title_people.title_id')
        .orderBy('title_people.role')
        .orderBy('title_people.position')
        .execute();
    },

    /** People whose folded name is exactly this one (accents and case ignored). */
    async peopleNamed(nameFolded: string) {
      return db
        .selectFrom('people')
        .select(['id', 'name'])
        .where('name_folded', '=', nameFolded)
        .execute();
    },

    /** The titles these people appear in, with the show each belongs to. */
    async creditedTitles(personIds: readonly number[]) {
      if (personIds.length === 0) return [];
      return db
        .selectFrom('title_people')
        .innerJoin('titles', 'titles.id', 'title_people.title_id')
        .select(['title_people.person_id', 'titles.id', 'titles.root_parent_id'])
        .where('title_people.person_id', 'in', personIds)
        .execute();
    },

    async priceRulesOf(titleIds: readonly number[]) {
      if (titleIds.length === 0) return [];
      return db
        .selectFrom('price_rules')
        .selectAll()
        .where('title_id', 'in', titleIds)
        .orderBy('title_id')
        .orderBy('duration')
        .orderBy('price')
        .execute();
    },

    async plansOf(titleIds: readonly number[]) {
      if (titleIds.length === 0) return [];
      return db
        .selectFrom('plan_titles')
        .innerJoin('plans', 'plans.id', 'plan_titles.plan_id')
        .select(['plan_titles.title_id', 'plan_titles.plan_id', 'plans.name', 'plans.kind'])
        .where('plan_titles.title_id', 'in', titleIds)
        .orderBy('plan_titles.plan_id')
        .execute();
    },

    async reviewsOf(titleIds: readonly number[]) {
      if (titleIds.length === 0) return [];
      return db
        .selectFrom('reviews')
        .selectAll()
        .where('title_id', 'in', titleIds)
        .orderBy('id')
        .execute();
    },

    async providers(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db.selectFrom('providers').selectAll().where('id', 'in', ids).execute();
    },

    /** A household's own entitlements (not those that came with another), for My Stuff. */
    async topLevelEntitlements(householdId: string) {
      return db
        .selectFrom('entitlements')
        .select(['title_id', 'state', 'created_at', 'expires_at', 'download_expires_at'])
        .where('household_id', '=', householdId)
        .where('parent_entitlement_id', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** The catalogue's version: changes with every import. */
    /** Every title with a details page (not expired, not hidden), by id: for the sitemaps. */
    detailsTitles(now: number) {
      return db
        .selectFrom('titles')
        .select(['id', 'title', 'sub_type', 'root_parent_id'])
        .where('id', '!=', HIDDEN_PROMOTED_TITLE_ID)
        .where((eb) => eb.or([eb('available_to', 'is', null), eb('available_to', '>', now)]))
        .orderBy('id')
        .execute();
    },

    async catalogueVersion(): Promise<string | null> {
      const row = await db
        .selectFrom('app_meta')
        .select('value')
        .where('key', '=', CATALOGUE_VERSION_KEY)
        .executeTakeFirst();
      return row?.value ?? null;
    },
  };
}

export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;
