import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_PROMOTED_TITLE_ID, catalogueTabAnswerSchema } from '@app/domain';
import { createTestApp, testDialects, TestClient } from '../../test-support/index.ts';
import type { TestApp } from '../../test-support/index.ts';

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

  it('says which tab is unknown', async () => {
    const res = await c.get('/v3/vod/catalogue/tab', { tab: '999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json().__meta__.message).toBe('Unknown tab: 999999');
  });
});
