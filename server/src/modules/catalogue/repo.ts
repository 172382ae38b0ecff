import type { Kysely } from 'kysely';
import { HIDDEN_PROMOTED_TITLE_ID } from '@app/domain';
import type { ContentClass, Database } from '../../db/tables.ts';

/** SQL for catalogue titles and their lookups. */
export function createCatalogueRepo(db: Kysely<Database>) {
  /** Top-level titles a store lists: not expired, not the hidden promoted title. */
  function listed(contentClass: ContentClass, now: number) {
    return db
      .selectFrom('titles')
      .where('titles.sub_type', '=', contentClass === 'movie' ? 'movie' : 'series')
      .where('titles.id', '!=', HIDDEN_PROMOTED_TITLE_ID)
      .where((eb) =>
        eb.or([eb('titles.available_to', 'is', null), eb('titles.available_to', '>', now)]),
      );
  }

  return {
    /** Everything a store listing sorts and filters on, for every listed title of a class. */
    async listingRows(contentClass: ContentClass, now: number) {
      const [titles, genres] = await Promise.all([
        listed(contentClass, now)
          .select([
            'titles.id',
            'titles.popularity',
            'titles.sort_title',
            'titles.added_at',
            'titles.year_production',
            'titles.available_to',
          ])
          .execute(),
        listed(contentClass, now)
          .innerJoin('title_genres', 'title_genres.title_id', 'titles.id')
          .select(['title_genres.title_id', 'title_genres.genre_id'])
          .execute(),
      ]);
      return { titles, genres };
    },

    async genres(contentClass?: ContentClass) {
      let query = db.selectFrom('genres').selectAll().orderBy('sort_order').orderBy('id');
      if (contentClass) query = query.where('content_class', '=', contentClass);
      return query.execute();
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

    async genresOf(titleIds: readonly number[]) {
      if (titleIds.length === 0) return [];
      return db
        .selectFrom('title_genres')
        .select(['title_id', 'genre_id'])
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
        .select(['title_people.title_id', 'title_people.role', 'people.name'])
        .where('title_people.title_id', 'in', titleIds)
        .orderBy('title_people.title_id')
        .orderBy('title_people.role')
        .orderBy('title_people.position')
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
        .select(['title_id', 'plan_id'])
        .where('title_id', 'in', titleIds)
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
  };
}

export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;
