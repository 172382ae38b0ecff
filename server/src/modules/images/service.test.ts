import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { createTestApp, testDialects } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';
import { createImagesService } from './service.ts';

/** A plugin that counts the statements a database handle sends. */
function statementCounter() {
  let count = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      count++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { plugin, count: () => count };
}

describe.each(testDialects())('title images on %s', (dialect) => {
  let t: TestApp;
  /** A movie with an imported poster, one with none, and an episode of a show with stills. */
  let ids: { pictured: number; plain: number; episode: number };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.database.db;
    const pictured = await db
      .selectFrom('title_artwork')
      .innerJoin('titles', 'titles.id', 'title_artwork.title_id')
      .select('titles.id')
      .where('titles.sub_type', '=', 'movie')
      .where('title_artwork.kind', '=', 'poster')
      .orderBy('titles.id')
      .executeTakeFirstOrThrow();
    const plain = await db
      .selectFrom('titles')
      .select('id')
      .where('sub_type', '=', 'movie')
      .where('id', 'not in', db.selectFrom('title_artwork').select('title_id'))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const episode = await db
      .selectFrom('titles')
      .select('titles.id')
      .where('sub_type', '=', 'episode')
      .where(
        'root_parent_id',
        'in',
        db.selectFrom('title_artwork').select('title_id').where('kind', '=', 'still'),
      )
      .orderBy('titles.id')
      .executeTakeFirstOrThrow();
    ids = { pictured: pictured.id, plain: plain.id, episode: episode.id };
  });
  afterAll(() => t.close());

  it('reads the title and its pictures in one query per image', async () => {
    const counter = statementCounter();
    const images = createImagesService({
      db: t.database.db.withPlugin(counter.plugin),
      artwork: t.artwork,
    });
    const asked = [
      await images.titlePoster(ids.pictured, '300x450'),
      await images.titlePoster(ids.plain, '300x450'),
      await images.titleBackdrop(ids.episode, '640x360'),
    ];

    expect(asked.map((image) => image.kind)).toEqual(['picture', 'svg', 'picture']);
    expect(counter.count()).toBe(asked.length);
  });
});
