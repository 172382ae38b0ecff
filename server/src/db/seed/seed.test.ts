import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects } from '#app/test-support/index.ts';
import { migrateToLatest } from '#app/db/migrate.ts';
import type { Database } from '#app/db/tables.ts';
import { isSeeded, seedDatabase } from './index.ts';
import type { SeedSummary } from './index.ts';
import { demoArtworkStore, demoPictures } from './demo-artwork.ts';
import { now, onSeededDatabase, tableDigest } from './seed-test-support.ts';

for (const dialect of testDialects()) {
  describe(`demo seed, small scale (${dialect})`, () => {
    let db!: Kysely<Database>;
    let summary!: SeedSummary;
    onSeededDatabase(dialect, (seeded) => ({ db, summary } = seeded));

    it('reports what it wrote and marks the database as seeded', async () => {
      expect(summary).toMatchObject({ movies: 400, shows: 20, households: 14 });
      expect(summary.channels).toBeGreaterThanOrEqual(40);
      expect(summary.seasons).toBeGreaterThanOrEqual(20);
      const count = async (table: keyof Database, where?: ['sub_type', string]) => {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        let q = (db as Kysely<any>)
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'));
        if (where) q = q.where(where[0], '=', where[1]);
        return Number((await q.executeTakeFirstOrThrow()).n);
      };
      expect(await count('titles', ['sub_type', 'movie'])).toBe(summary.movies);
      expect(await count('titles', ['sub_type', 'series'])).toBe(summary.shows);
      expect(await count('titles', ['sub_type', 'season'])).toBe(summary.seasons);
      expect(await count('titles', ['sub_type', 'episode'])).toBe(summary.episodes);
      expect(await count('people')).toBe(summary.people);
      expect(await count('channels')).toBe(summary.channels);
      expect(await count('programs')).toBe(summary.programs);
      expect(await count('households')).toBe(summary.households);
      expect(await isSeeded(db)).toBe(true);
      const meta = await db.selectFrom('app_meta').selectAll().orderBy('key').execute();
      expect(meta).toEqual([
        { key: 'seed_scale', value: 'small' },
        { key: 'seed_version', value: '1' },
        { key: 'seeded_at', value: String(now) },
      ]);
    });

    it('gives popular titles the shipped pictures: a poster and backdrop each, stills for shows', async () => {
      const rows = await db
        .selectFrom('title_artwork')
        .innerJoin('titles', 'titles.id', 'title_artwork.title_id')
        .select(['title_artwork.title_id', 'kind', 'sha256', 'titles.sub_type', 'titles.title'])
        .orderBy('title_artwork.title_id')
        .execute();
      const pictures = demoPictures();
      expect(rows).toHaveLength(pictures.length);
      const owners = new Set(rows.map((r) => r.title_id));
      expect(rows.filter((r) => r.sub_type === 'movie' && r.kind === 'poster').length).toBe(12);
      for (const owner of owners) {
        const kinds = rows.filter((r) => r.title_id === owner).map((r) => r.kind);
        expect(kinds).toContain('poster');
        const subType = rows.find((r) => r.title_id === owner)!.sub_type;
        expect(kinds.includes('still')).toBe(subType === 'series');
      }
      // A poster names its title, as key art does: it went to the title it was drawn for.
      for (const row of rows.filter((r) => r.kind === 'poster')) {
        expect(pictures.find((p) => p.sha256 === row.sha256)!.title).toBe(row.title);
      }
      // Each shipped file is whole: its bytes hash to the manifest's key.
      const store = demoArtworkStore();
      for (const picture of pictures) {
        const bytes = await store.get(`originals/${picture.sha256}`);
        expect(createHash('sha256').update(bytes!).digest('hex'), picture.file).toBe(
          picture.sha256,
        );
      }
    });

    it('refuses to seed twice and leaves the first seed untouched', async () => {
      const before = await tableDigest(db, 'titles', ['id']);
      await expect(seedDatabase(db, { scale: 'small', now })).rejects.toThrow(/already seeded/);
      expect(await tableDigest(db, 'titles', ['id'])).toBe(before);
    });

    it('is deterministic: a second database seeded with the same options has identical rows', async () => {
      const other = await createTestDatabase(dialect);
      try {
        await migrateToLatest(other.database.db);
        await seedDatabase(other.database.db, { scale: 'small', now });
        const tables: [keyof Database, string[]][] = [
          ['titles', ['id']],
          ['price_rules', ['id']],
          ['people', ['id']],
          ['programs', ['id']],
          ['program_synopses', ['id']],
          ['title_people', ['title_id', 'role', 'person_id']],
          ['title_genres', ['title_id', 'genre_id']],
          ['reviews', ['id']],
          ['channels', ['id']],
          ['plans', ['id']],
          ['entitlements', ['id']],
          ['virtual_schedule_items', ['id']],
          ['title_artwork', ['title_id', 'kind', 'position']],
        ];
        for (const [table, orderBy] of tables) {
          expect(await tableDigest(other.database.db, table, orderBy), table).toBe(
            await tableDigest(db, table, orderBy),
          );
        }
      } finally {
        await other.dispose();
      }
    });
  });
}
