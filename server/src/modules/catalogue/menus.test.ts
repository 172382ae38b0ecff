import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOGUE_MENU_NAMES,
  SORT_TYPES,
  catalogueMenuAnswerSchema,
  catalogueMenuDataAnswerSchema,
  catalogueStructureAnswerSchema,
} from '@app/domain';
import { createTestApp, testDialects, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';

describe.each(testDialects())('catalogue menus (/v4/catalogue/…) on %s', (dialect) => {
  let t: TestApp;
  let c: TestClient;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    c = new TestClient(t.app);
  });
  afterAll(() => t.close());

  const ok = async (url: string, query: Record<string, string | number>) => {
    const res = await c.get(url, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const structure = async (name: string) =>
    catalogueStructureAnswerSchema.parse(await ok('/v4/catalogue/structure', { name }));
  const data = async (query: Record<string, string | number>) =>
    catalogueMenuDataAnswerSchema.parse(await ok('/v4/catalogue/menu/data', query));

  it.each(CATALOGUE_MENU_NAMES)('describes the %s menu', async (name) => {
    const { descriptor } = catalogueMenuAnswerSchema.parse(
      await ok('/v4/catalogue/menu', { name }),
    );
    expect(descriptor.title).toBe(name);
    expect(descriptor.structureName).toBe(name);
    expect(descriptor.identifier).toMatch(/^[a-z_]+$/);
    expect(descriptor.sortTypes.map((s) => s.sortId)).toEqual([...SORT_TYPES]);
    expect(descriptor.sortTypes[0]).toEqual({ title: 'Most popular', sortId: 'popularity' });
  });

  it.each([
    ['/v4/catalogue/menu', {}, 400, 'No menu name was supplied'],
    ['/v4/catalogue/menu', { name: '  ' }, 400, 'No menu name was supplied'],
    ['/v4/catalogue/structure', {}, 400, 'No menu name was supplied'],
    ['/v4/catalogue/menu/data', {}, 400, 'No menu name was supplied'],
    ['/v4/catalogue/menu', { name: 'Cooking' }, 404, 'Unknown descriptor: Cooking'],
    ['/v4/catalogue/structure', { name: 'Cooking' }, 404, 'Unknown descriptor: Cooking'],
    ['/v4/catalogue/menu/data', { name: 'Cooking' }, 404, 'Unknown descriptor: Cooking'],
  ])('%s %j answers %i %s', async (url, query, status, message) => {
    const res = await c.get(url, query);
    expect(res.statusCode).toBe(status);
    expect(res.json().__meta__.message).toBe(message);
  });

  it("pages the Movie Store menu's 'All' tab by popularity, as the marketing pages ask (§7)", async () => {
    const movieStore = await structure('Movie Store');
    const store = await ok('/v3/vod/catalogue/tab', { content_class: 'movie' });
    expect(movieStore.tabs.all).toEqual({ id: 'all', title: 'All', item_count: store.total });
    const page = await data({ name: 'Movie Store', tab: 'all', page: 1, sort: 'popularity' });
    expect(page.items.length).toBeGreaterThan(0);
    expect(new Set(page.items.map((item) => item.sub_type))).toEqual(new Set(['movie']));
  });

  it('gives a genre menu its tabs in order with item counts that match the store', async () => {
    const byGenre = await structure('By Genre');
    const store = await ok('/v3/vod/catalogue/tab', { content_class: 'movie' });
    expect(byGenre.tab_order).toEqual(store.tabs.map((tab: { id: string }) => tab.id));
    expect(byGenre.tabs.all).toEqual({ id: 'all', title: 'All', item_count: store.total });
    const second = byGenre.tab_order[1]!;
    expect(byGenre.tabs[second]!.item_count).toBeGreaterThan(0);
  });

  it('pages a tab: page and pages count in pages of layout_param titles', async () => {
    const structureTv = await structure('TV Store');
    const genre = structureTv.tab_order[1]!;
    const count = structureTv.tabs[genre]!.item_count;
    const first = await data({ name: 'TV Store', tab: genre, page: 1, layout_param: 2 });
    expect(first.items).toHaveLength(Math.min(2, count));
    expect(first.tab).toEqual({
      id: genre,
      title: structureTv.tabs[genre]!.title,
      data: { item_count: count },
    });
    expect(first.tabs).toBeUndefined();
    const two = await data({ name: 'TV Store', tab: genre, page: 1, pages: 2, layout_param: 2 });
    const second = await data({ name: 'TV Store', tab: genre, page: 2, layout_param: 2 });
    expect(two.items.map((x) => x.id)).toEqual([...first.items, ...second.items].map((x) => x.id));
    expect(two.items.every((x) => x.sub_type === 'series' && x.genre_ids.includes(+genre))).toBe(
      true,
    );
  });

  it('answers every tab when single_tab_only is false', async () => {
    const answer = await data({ name: 'By Genre', single_tab_only: 'false' });
    const byGenre = await structure('By Genre');
    expect(answer.tabs?.map((tab) => tab.id)).toEqual(byGenre.tab_order);
  });

  it('lists the Movie Box plan, as many titles as the plan holds', async () => {
    const boxed = await t.database.db
      .selectFrom('plan_titles')
      .innerJoin('plans', 'plans.id', 'plan_titles.plan_id')
      .select('plan_titles.title_id')
      .where('plans.kind', '=', 'movie_box')
      .execute();
    const box = await structure('Movie Box');
    expect(box.tabs.all!.item_count).toBe(boxed.length);
    const page = await data({ name: 'Movie Box', layout_param: 48, sort_type: 'title' });
    const ids = new Set(boxed.map((b) => b.title_id));
    expect(page.items.every((x) => ids.has(x.id))).toBe(true);
  });

  it('gives anonymous visitors an empty My Stuff', async () => {
    const mine = await structure('My Stuff Web');
    expect(mine.tab_order).toEqual(['all', 'movie', 'tv']);
    expect(Object.values(mine.tabs).map((tab) => tab.item_count)).toEqual([0, 0, 0]);
    const page = await data({ name: 'My Stuff Web' });
    expect(page.items).toEqual([]);
    expect(page.tab.data.item_count).toBe(0);
  });

  it("lists a signed-in household's valid entitlements in My Stuff, newest first", async () => {
    const customer = new TestClient(t.app);
    await customer.signIn('CUST0001', '1234');
    const res = await customer.get('/v4/catalogue/menu/data', {
      name: 'My Stuff Web',
      sort_type: 'newest',
      single_tab_only: 'false',
    });
    const page = catalogueMenuDataAnswerSchema.parse(res.json());
    const account = (await customer.post('/v2/subscriber/authenticate_with_cookie')).json();
    const valid = Object.entries(
      account.entitlements as Record<
        string,
        { expires: string | null; download_expires: string | null; created: string }
      >,
    )
      .filter(([, e]) => Date.parse(e.expires ?? e.download_expires ?? '') > t.clock.now())
      .sort(([, a], [, b]) => Date.parse(b.created) - Date.parse(a.created))
      .map(([id]) => Number(id));
    expect(valid.length).toBeGreaterThan(1);
    expect(page.items.map((x) => x.id)).toEqual(valid);
    const movies = page.tabs!.find((tab) => tab.id === 'movie')!.data.item_count;
    const tv = page.tabs!.find((tab) => tab.id === 'tv')!.data.item_count;
    expect(movies + tv).toBe(valid.length);
    expect(tv).toBeGreaterThan(0);
  });

  it.each([
    [{ page: 0 }, 'page'],
    [{ pages: 9 }, 'pages'],
    [{ sort_type: 'cheapest' }, 'sort_type'],
    [{ layout_param: 100 }, 'layout_param'],
    [{ single_tab_only: 'perhaps' }, 'single_tab_only'],
    [{ tab: 'a b' }, 'tab'],
  ])('refuses bad paging or sorting %j naming the field', async (query, field) => {
    const res = await c.get('/v4/catalogue/menu/data', { name: 'By Genre', ...query });
    expect(res.statusCode).toBe(400);
    expect(res.json().__meta__.error).toBe('ERR_VALIDATION');
    expect(res.json().__meta__.message).toContain(field);
  });

  it('says which tab a menu does not have', async () => {
    const res = await c.get('/v4/catalogue/menu/data', { name: 'My Stuff Web', tab: 'radio' });
    expect(res.statusCode).toBe(404);
    expect(res.json().__meta__.message).toBe('Unknown tab: radio');
  });
});
