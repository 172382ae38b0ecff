import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchAnswerSchema } from '@app/domain';
import { createTestApp, testDialects, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';
import { importCatalogue } from '#app/modules/catalogue/import/catalogue-import.ts';
import type { CatalogueFile } from '#app/modules/catalogue/import/catalogue-file.ts';

/**
 * Search quality on a small catalogue written for the purpose, so each ranking rule is seen on
 * its own: the words "lantern" and "copper" appear in a name, a cast member's name and a synopsis.
 */
const movie = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  sub_type: 'movie',
  title,
  synopsis: 'A quiet story told over one long summer.',
  ...extra,
});

function catalogue(renamed?: string): CatalogueFile {
  return {
    format: 'tv-store-catalogue',
    version: 1,
    genres: [],
    providers: [],
    people: [
      { id: 1, name: 'Odile Lantern' },
      { id: 2, name: 'Björn Ælfstrand' },
      { id: 3, name: 'Ines Marwood' },
    ],
    titles: [
      // "lantern": in a synopsis (most popular), a cast name, and a title name (least popular).
      movie(1001, 'Salt Roads', {
        synopsis: 'A ferryman carries a lantern across the estuary every night.',
        popularity: 900,
      }),
      movie(1002, 'Orchard Nights', { cast: [1], popularity: 500 }),
      movie(1003, 'The Lantern Keeper', { popularity: 10 }),
      // The same name twice: popularity decides, whatever the id order.
      movie(1004, 'Copper Fields', { popularity: 20 }),
      movie(1005, 'Copper Fields', { popularity: 700 }),
      movie(1006, 'Amélie Lumière', { cast: [2], popularity: 50 }),
      movie(1007, renamed ?? 'Barry Plotter and the Glass Orchard', {
        cast: [3],
        popularity: 40,
      }),
      { id: 2000, sub_type: 'series', title: 'Harbour Watch', popularity: 300 },
      { id: 2001, sub_type: 'season', title: 'Harbour Watch', parent_id: 2000, season_number: 1 },
      {
        id: 2002,
        sub_type: 'episode',
        title: 'The Night Ferry',
        parent_id: 2001,
        season_number: 1,
        episode_number: 1,
      },
    ],
  } as unknown as CatalogueFile;
}

describe.each(testDialects())('search quality on %s', (dialect) => {
  let t: TestApp;
  let c: TestClient;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 'none' });
    c = new TestClient(t.app);
    await importCatalogue(t.database.db, catalogue(), { now: t.clock.now() });
  });
  afterAll(() => t.close());

  const search = async (words: string, count = 10) => {
    const res = await c.post('/v4/search', { scope: 'website', count, extended: 'True', words });
    expect(res.statusCode, res.body).toBe(200);
    return searchAnswerSchema.parse(res.json()).items;
  };
  const ids = async (words: string) =>
    (await search(words)).map((i) => i.vod_title_id ?? i.primary_title);

  it('ranks a title name above a cast name above a synopsis, whatever their popularity', async () => {
    const order = await ids('lantern');
    expect(order[0]).toBe(1003);
    // The person and the title she is in both match by a cast name.
    expect(order.slice(1, 3)).toEqual(expect.arrayContaining([1002, 'Odile Lantern']));
    expect(order.indexOf(1001)).toBeGreaterThan(order.indexOf(1002));
    expect(order.indexOf(1001)).toBeGreaterThan(order.indexOf('Odile Lantern'));
  });

  it('breaks a tie by popularity', async () => {
    expect((await ids('copper fields')).slice(0, 2)).toEqual([1005, 1004]);
  });

  it('matches prefixes while typing', async () => {
    expect((await ids('lant'))[0]).toBe(1003);
    expect((await ids('copper fi')).slice(0, 2)).toEqual([1005, 1004]);
    expect((await ids('harb'))[0]).toBe(2000);
  });

  it('forgives a typo in every word', async () => {
    expect((await ids('bary ploter'))[0]).toBe(1007);
    expect((await ids('amelie lumire'))[0]).toBe(1006);
    // Two letters swapped count as one typo.
    expect((await ids('amelei lumeire'))[0]).toBe(1006);
  });

  it('folds accents and letters like æ both ways', async () => {
    expect((await ids('amelie lumiere'))[0]).toBe(1006);
    expect((await ids('AMÉLIE'))[0]).toBe(1006);
    expect(await ids('bjorn aelfstrand')).toContain('Björn Ælfstrand');
  });

  it('finds cast and crew by name, and their titles through them', async () => {
    const items = await search('ines marwood');
    expect(items[0]).toMatchObject({ type: 'CAST_AND_CREW', primary_title: 'Ines Marwood' });
    expect(items.map((i) => i.vod_title_id)).toContain(1007);
  });

  it('answers a show above its episode, and the episode by its own name', async () => {
    const items = await search('harbour watch');
    expect(items[0]).toMatchObject({ type: 'SHOWS', sub_type: 'series', vod_title_id: 2000 });
    const [episode] = await search('night ferry');
    expect(episode).toMatchObject({
      sub_type: 'episode',
      vod_title_id: 2002,
      root_parent_id: 2000,
      primary_title: 'Harbour Watch: The Night Ferry',
    });
    expect((await search('harbour watch night ferry'))[0]).toMatchObject({ vod_title_id: 2002 });
  });

  it('reads only the start of an over-long query', async () => {
    expect((await ids(`copper fields ${'z'.repeat(5000)}`)).slice(0, 2)).toEqual([1005, 1004]);
  });

  it.each(['', '   ', '…!?', '🎬🍿', "'; DROP TABLE titles; --", '<img src=x onerror=alert(1)>'])(
    'answers odd input %j with a clean list',
    async (words) => {
      const res = await c.post('/v4/search', { words });
      expect(res.statusCode).toBe(200);
      expect(searchAnswerSchema.parse(res.json()).items.length).toBeLessThanOrEqual(100);
    },
  );

  it('still finds the words of a query that carries markup', async () => {
    expect((await ids('<b>copper</b> fields'))[0]).toBe(1005);
  });

  it('follows a catalogue import without a restart', async () => {
    expect(await ids('zebulon quartermaine')).not.toContain(1007);
    await importCatalogue(t.database.db, catalogue('Zebulon Quartermaine Returns'), {
      now: t.clock.now(),
    });
    t.clock.advance(2000);
    let found: unknown[] = [];
    // The first search after the import notices it and rebuilds in the background.
    for (let attempt = 0; attempt < 100 && !found.includes(1007); attempt++) {
      found = await ids('zebulon quartermaine');
      if (!found.includes(1007)) await new Promise((r) => setTimeout(r, 50));
    }
    expect(found[0]).toBe(1007);
    expect(await ids('barry plotter')).not.toContain(1007);
  });
});
