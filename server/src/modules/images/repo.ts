import type { Kysely } from 'kysely';
import type { Database } from '#app/db/tables.ts';

/** SQL for the rows artwork is drawn from: one primary-key look-up per image. */
export function createImagesRepo(db: Kysely<Database>) {
  return {
    /** A title with its show's name and colours (seasons and episodes usually have none of their own). */
    async title(id: number) {
      return db
        .selectFrom('titles')
        .leftJoin('titles as root', 'root.id', 'titles.root_parent_id')
        .leftJoin('genres as genre', 'genre.id', 'titles.primary_genre_id')
        .leftJoin('genres as root_genre', 'root_genre.id', 'root.primary_genre_id')
        .select([
          'titles.id',
          'titles.sub_type',
          'titles.title',
          'titles.year_production',
          'titles.season_number',
          'titles.episode_number',
          'titles.root_parent_id',
          'titles.tile_background',
          'titles.tile_text',
          'root.title as root_title',
          'root.tile_background as root_tile_background',
          'root.tile_text as root_tile_text',
          'genre.name as genre',
          'root_genre.name as root_genre',
        ])
        .where('titles.id', '=', id)
        .executeTakeFirst();
    },

    /** Imported pictures of a title and of its show (seasons and episodes borrow the show's). */
    async artworkOf(titleIds: readonly number[]) {
      return db
        .selectFrom('title_artwork')
        .select(['title_id', 'kind', 'position', 'sha256', 'format', 'width', 'height'])
        .where('title_id', 'in', titleIds)
        .orderBy('title_id')
        .orderBy('kind')
        .orderBy('position')
        .execute();
    },

    async provider(id: number) {
      return db
        .selectFrom('providers')
        .select(['id', 'name'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async plan(id: number) {
      return db.selectFrom('plans').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    },

    async editorialItem(id: number) {
      return db
        .selectFrom('editorial_items')
        .select(['id', 'title', 'colour'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** A guide program with the channel it airs on. */
    async program(id: number) {
      return db
        .selectFrom('programs')
        .innerJoin('channels', 'channels.id', 'programs.channel_id')
        .select([
          'programs.id',
          'programs.title',
          'programs.program_id',
          'programs.channel_id',
          'channels.name as channel_name',
          'channels.colour as channel_colour',
        ])
        .where('programs.id', '=', id)
        .executeTakeFirst();
    },

    async channel(id: number) {
      return db
        .selectFrom('channels')
        .select(['id', 'name', 'colour'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}

export type ImagesRepo = ReturnType<typeof createImagesRepo>;
