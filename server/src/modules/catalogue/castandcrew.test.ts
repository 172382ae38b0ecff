import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueTabAnswerSchema } from '@app/domain';
import { createTestApp, testDialects, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';

describe.each(testDialects())('GET /v3/vod/castandcrew/{castName} on %s', (dialect) => {
  let t: TestApp;
  let c: TestClient;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    c = new TestClient(t.app);
  });
  afterAll(() => t.close());

  const cast = async (name: string, query: Record<string, string | number> = {}) => {
    const res = await c.get(`/v3/vod/castandcrew/${encodeURIComponent(name)}`, query);
    expect(res.statusCode, res.body).toBe(200);
    return catalogueTabAnswerSchema.parse(res.json());
  };

  /** The person credited on the most listed movies and shows, with the ids of those titles. */
  const busiestPerson = async () => {
    const credits = await t.database.db
      .selectFrom('title_people')
      .innerJoin('titles', 'titles.id', 'title_people.title_id')
      .innerJoin('people', 'people.id', 'title_people.person_id')
      .select(['people.id', 'people.name', 'titles.id as title_id', 'titles.root_parent_id'])
      .execute();
    const titlesOf = new Map<number, { name: string; ids: Set<number> }>();
    for (const credit of credits) {
      const entry = titlesOf.get(credit.id) ?? { name: credit.name, ids: new Set<number>() };
      entry.ids.add(credit.root_parent_id ?? credit.title_id);
      titlesOf.set(credit.id, entry);
    }
    return [...titlesOf.values()].sort((a, b) => b.ids.size - a.ids.size)[0]!;
  };

  const listable = async (ids: Set<number>) =>
    (
      await t.database.db
        .selectFrom('titles')
        .select('id')
        .where('id', 'in', [...ids])
        .where('id', '!=', 16844)
        .where((eb) =>
          eb.or([eb('available_to', 'is', null), eb('available_to', '>', t.clock.now())]),
        )
        .execute()
    ).map((r) => r.id);

  it('lists the titles crediting a person, movies and shows together', async () => {
    const person = await busiestPerson();
    const answer = await cast(person.name, { max: 100 });
    const expected = await listable(person.ids);
    expect(answer.total).toBe(expected.length);
    expect(answer.titles.map((x) => x.id).sort()).toEqual(expected.sort());
    for (const title of answer.titles) {
      expect(['movie', 'series']).toContain(title.sub_type);
    }
    expect(answer.tabs[0]).toEqual({ id: 'all', name: 'All', count: expected.length });
  });

  it('matches the name whatever its accents and case', async () => {
    const people = await t.database.db
      .selectFrom('people')
      .innerJoin('title_people', 'title_people.person_id', 'people.id')
      .select(['people.name'])
      .groupBy('people.name')
      .execute();
    const plainOf = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '');
    const accented = people.map((p) => p.name).find((name) => name !== plainOf(name));
    expect(accented).toBeDefined();
    const expected = await cast(accented!);
    expect(expected.total).toBeGreaterThan(0);
    expect((await cast(` ${plainOf(accented!).toUpperCase()} `)).total).toBe(expected.total);
  });

  it('decodes the name from the path', async () => {
    const person = await busiestPerson();
    const res = await c.get(`/v3/vod/castandcrew/${person.name.replace(/ /g, '%20')}`);
    expect(res.json().total).toBeGreaterThan(0);
  });

  it('narrows to a content class and a genre, and sorts', async () => {
    const person = await busiestPerson();
    const movies = await cast(person.name, {
      content_class: 'movie',
      sort_type: 'title',
      max: 100,
    });
    expect(movies.titles.every((x) => x.sub_type === 'movie')).toBe(true);
    expect(movies.titles.length).toBeGreaterThan(1);
    const genreTab = movies.tabs[1]!;
    const inGenre = await cast(person.name, { content_class: 'movie', tab: genreTab.id });
    expect(inGenre.total).toBe(genreTab.count);
    expect(inGenre.titles.every((x) => x.genre_ids.includes(Number(genreTab.id)))).toBe(true);
  });

  it('answers no titles for a name nobody has', async () => {
    const answer = await cast('Nobody Withthisname');
    expect(answer.titles).toEqual([]);
    expect(answer.total).toBe(0);
  });

  it('refuses a bad page with a clear error', async () => {
    const res = await c.get('/v3/vod/castandcrew/Someone', { start: -5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().__meta__.message).toContain('start');
  });
});
