import type { Kysely } from 'kysely';
import type { Database } from '#app/db/tables.ts';

/** SQL for the rows artwork is drawn from: one query per image. */
export function createImagesRepo(db: Kysely<Database>) {
  return {
    /**
     * A title with its show's name and colours (seasons and episodes usually have none of their
     * own), and the imported pictures of the title and of its show (seasons and episodes borrow
     * the show's), in one query: every title image asks for both.
     */
    async titleWithArtwork(id: number) {
      const rows = await db
        .selectFrom('titles')
        .leftJoin('titles as root', 'root.id', 'titles.root_parent_id')
        .leftJoin('genres as genre', 'genre.id', 'titles.primary_genre_id')
        .leftJoin('genres as root_genre', 'root_genre.id', 'root.primary_genre_id')
        .leftJoin('title_artwork as art', (join) =>
          join.on((eb) =>
            eb.or([
              eb('art.title_id', '=', eb.ref('titles.id')),
              eb('art.title_id', '=', eb.ref('titles.root_parent_id')),
            ]),
          ),
        )
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
          'art.title_id as art_title_id',
          'art.kind as art_kind',
          'art.sha256 as art_sha256',
        ])
        .where('titles.id', '=', id)
        .orderBy('art.title_id')
        .orderBy('art.kind')
        .orderBy('art.position')
        .execute();
      const first = rows[0];
      if (!first) return undefined;
      const { art_title_id: _owner, art_kind: _kind, art_sha256: _sha256, ...title } = first;
      const artwork = rows.flatMap((row) =>
        row.art_title_id === null || row.art_kind === null || row.art_sha256 === null
          ? []
          : [{ title_id: row.art_title_id, kind: row.art_kind, sha256: row.art_sha256 }],
      );
      return { ...title, artwork };
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
