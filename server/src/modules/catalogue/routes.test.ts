import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_PROMOTED_TITLE_ID, catalogueTabAnswerSchema } from '@app/domain';
import { createTestApp, testDialects, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';

describe.each(testDialects())('GET /v3/vod/catalogue/tab on %s', (dialect) => {
  let t: TestApp;
  let c: TestClient;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    c = new TestClient(t.app);
  });
  afterAll(() => t.close());

  const tab = async (query: Record<string, string | number>) => {
    const res = await c.get('/v3/vod/catalogue/tab', query);
    expect(res.statusCode, res.body).toBe(200);
    return catalogueTabAnswerSchema.parse(res.json());
  };

  it('pages the movie store twelve at a time, most popular first', async () => {
    const first = await tab({
      content_class: 'movie',
      tab: 'all',
      start: 0,
      max: 12,
      sort_type: 'popularity',
    });
    const second = await tab({
      content_class: 'movie',
      tab: 'all',
      start: 12,
      max: 12,
      sort_type: 'popularity',
    });
    expect(first.titles).toHaveLength(12);
    expect(first.total).toBeGreaterThan(24);
    expect(first.titles.every((m) => m.sub_type === 'movie')).toBe(true);
    const ids = [...first.titles, ...second.titles].map((m) => m.id);
    expect(new Set(ids).size).toBe(24);
    const rows = await t.database.db
      .selectFrom('titles')
      .select(['id', 'popularity'])
      .where('id', 'in', ids)
      .execute();
    const popularity = new Map(rows.map((r) => [r.id, r.popularity]));
    const ordered = ids.map((id) => popularity.get(id)!);
    expect(ordered).toEqual([...ordered].sort((a, b) => b - a));
  });

  it('gives genre tabs with counts that match what each tab lists', async () => {
    const all = await tab({ content_class: 'movie' });
    expect(all.tabs[0]).toEqual({ id: 'all', name: 'All', count: all.total });
    const genreTab = all.tabs[1]!;
    const inGenre = await tab({ content_class: 'movie', tab: genreTab.id, max: 100 });
    expect(inGenre.total).toBe(genreTab.count);
    expect(inGenre.titles.every((m) => m.genre_ids.includes(Number(genreTab.id)))).toBe(true);
    const hidden = Object.values(all.genres)
      .filter((g) => g.hide_from_view)
      .map((g) => String(g.id));
    expect(hidden.length).toBeGreaterThan(0);
    for (const id of hidden) expect(all.tabs.map((x) => x.id)).not.toContain(id);
  });

  it('sorts by title', async () => {
    const page = await tab({ content_class: 'movie', sort_type: 'title', max: 30 });
    const rows = await t.database.db
      .selectFrom('titles')
      .select(['id', 'sort_title'])
      .where(
        'id',
        'in',
        page.titles.map((m) => m.id),
      )
      .execute();
    const sortTitle = new Map(rows.map((r) => [r.id, r.sort_title]));
    const keys = page.titles.map((m) => sortTitle.get(m.id)!);
    expect(keys).toEqual([...keys].sort());
  });

  it('lists shows in the TV store', async () => {
    const page = await tab({ content_class: 'tv' });
    expect(page.titles.length).toBeGreaterThan(0);
    expect(page.titles.every((s) => s.sub_type === 'series' && s.season_ids.length > 0)).toBe(true);
  });

  it('never lists expired titles or the hidden promoted title', async () => {
    const page = await tab({ content_class: 'movie', max: 100, sort_type: 'newest' });
    const everything: number[] = [];
    for (let start = 0; start < page.total; start += 100) {
      everything.push(
        ...(await tab({ content_class: 'movie', max: 100, start })).titles.map((m) => m.id),
      );
    }
    expect(everything).not.toContain(HIDDEN_PROMOTED_TITLE_ID);
    const expired = await t.database.db
      .selectFrom('titles')
      .select('id')
      .where('sub_type', '=', 'movie')
      .where('available_to', '<', t.clock.now())
      .execute();
    expect(expired.length).toBeGreaterThan(0);
    for (const e of expired) expect(everything).not.toContain(e.id);
  });

  it.each([
    [{ start: -1 }, 'start'],
    [{ max: 0 }, 'max'],
    [{ max: 'lots' }, 'max'],
    [{ content_class: 'radio' }, 'content_class'],
    [{ tab: 'drop table titles' }, 'tab'],
  ])('refuses bad paging or sorting %j with a clear error', async (query, field) => {
    const res = await c.get('/v3/vod/catalogue/tab', query as Record<string, string | number>);
    expect(res.statusCode).toBe(400);
    expect(res.json().__meta__.error).toBe('ERR_VALIDATION');
    expect(res.json().__meta__.message).toContain(field);
  });

  it('lists the Movie Box plan with view=movie_box', async () => {
    const boxed = await t.database.db
      .selectFrom('plan_titles')
      .innerJoin('plans', 'plans.id', 'plan_titles.plan_id')
      .select('plan_titles.title_id')
      .where('plans.kind', '=', 'movie_box')
      .execute();
    const box = await tab({ content_class: 'movie', view: 'movie_box', max: 100 });
    expect(box.total).toBe(boxed.length);
    expect(box.titles.map((m) => m.id).sort()).toEqual(boxed.map((b) => b.title_id).sort());
    expect(box.tabs[0]).toEqual({ id: 'all', name: 'All', count: boxed.length });
    const genre = box.tabs[1]!;
    const inGenre = await tab({ content_class: 'movie', view: 'movie_box', tab: genre.id });
    expect(inGenre.total).toBe(genre.count);
  });

  it.each([
    [{ view: 'everything' }, 'view'],
    [{ view: 'movie_box', content_class: 'tv' }, 'view'],
  ])('refuses the view %j', async (query, field) => {
    const res = await c.get('/v3/vod/catalogue/tab', query);
    expect(res.statusCode).toBe(400);
    expect(res.json().__meta__.message).toContain(field);
  });

  it('lists titles another process imported, within a second, without a restart', async () => {
    const newest = () => tab({ content_class: 'movie', sort_type: 'newest', max: 1 });
    const before = await newest();
    const template = await t.database.db
      .selectFrom('titles')
      .selectAll()
      .where('id', '=', before.titles[0]!.id)
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('titles')
      .values({ ...template, id: 99_001, title: 'Arrived Today', added_at: t.clock.now() })
      .execute();
    // Without a version bump the snapshot stands: the store reads titles from memory.
    expect((await newest()).titles[0]!.id).toBe(before.titles[0]!.id);
    await t.database.db
      .insertInto('genres')
      .values({
        id: 99,
        name: 'Festival Picks',
        content_class: 'movie',
        hide_from_view: 0,
        sort_order: 99,
      })
      .execute();
    await t.database.db
      .insertInto('title_genres')
      .values({ title_id: 99_001, genre_id: 99, position: 0 })
      .execute();
    await t.database.db
      .insertInto('app_meta')
      .values({ key: 'catalogue_version', value: 'imported-1' })
      .execute();
    t.clock.advance(1000);
    // The first answer after the import already has the new genre's tab.
    expect((await newest()).tabs.at(-1)).toEqual({ id: '99', name: 'Festival Picks', count: 1 });
    expect((await newest()).titles[0]!.id).toBe(99_001);
    expect((await newest()).total).toBe(before.total + 1);

    // Titles shown before are not served from memory once the version changes again.
    await t.database.db
      .updateTable('titles')
      .set({ title: 'Renamed' })
      .where('id', '=', 99_001)
      .execute();
    expect((await newest()).titles[0]!.title).toBe('Arrived Today');
    await t.database.db
      .updateTable('app_meta')
      .set({ value: 'imported-2' })
      .where('key', '=', 'catalogue_version')
      .execute();
    t.clock.advance(1000);
    expect((await newest()).titles[0]!.title).toBe('Renamed');
  });

  it('says which tab is unknown', async () => {
    const res = await c.get('/v3/vod/catalogue/tab', { tab: '999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json().__meta__.message).toBe('Unknown tab: 999999');
  });
});
