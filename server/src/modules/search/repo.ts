import type { Kysely } from 'kysely';
import { HIDDEN_PROMOTED_TITLE_ID } from '@app/domain';
import type { Database } from '#app/db/tables.ts';

/** What the search index is built from: every title a store could show, and every credited person. */
export function createSearchRepo(db: Kysely<Database>) {
  return {
    async titles(now: number) {
      return db
        .selectFrom('titles')
        .select([
          'id',
          'sub_type',
          'title',
          'synopsis',
          'popularity',
          'parent_id',
          'root_parent_id',
          'episode_number',
          'rating',
        ])
        .where('sub_type', 'in', ['movie', 'series', 'episode'])
        .where('id', '!=', HIDDEN_PROMOTED_TITLE_ID)
        .where((eb) => eb.or([eb('available_to', 'is', null), eb('available_to', '>', now)]))
        .execute();
    },

    /** Credits of movies and shows (an episode's credits count for its show). */
    async credits() {
      return db
        .selectFrom('title_people')
        .innerJoin('titles', 'titles.id', 'title_people.title_id')
        .innerJoin('people', 'people.id', 'title_people.person_id')
        .select([
          'titles.id as title_id',
          'titles.root_parent_id',
          'people.id as person_id',
          'people.name',
        ])
        .where('titles.sub_type', 'in', ['movie', 'series', 'episode'])
        .execute();
    },

    async catalogueVersion() {
      const row = await db
        .selectFrom('app_meta')
        .select('value')
        .where('key', '=', 'catalogue_version')
        .executeTakeFirst();
      return row?.value ?? null;
    },
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
