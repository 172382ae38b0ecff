import type { Kysely } from 'kysely';

// Frozen once landed. Imported artwork (issue 34): a title's poster, backdrop and stills, each
// an original picture kept in the artwork store under its SHA-256 (content-addressed, so the same
// file imported twice is stored once). The row holds what serving needs without reading the
// picture: its size and format. Rows go with their title.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('title_artwork')
    .addColumn('title_id', 'integer', (c) =>
      c.notNull().references('titles.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('title_artwork_pk', ['title_id', 'kind', 'position'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('title_artwork').execute();
}
