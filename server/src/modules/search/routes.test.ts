import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_PROMOTED_TITLE_ID, searchAnswerSchema } from '@app/domain';
import { createTestApp, testDialects, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';

describe.each(testDialects())('POST /v4/search on %s', (dialect) => {
  let t: TestApp;
  let c: TestClient;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    c = new TestClient(t.app);
  });
  afterAll(() => t.close());

  const search = async (words: string, count = 10) => {
    const res = await c.post('/v4/search', { scope: 'website', count, extended: 'True', words });
    expect(res.statusCode, res.body).toBe(200);
    return searchAnswerSchema.parse(res.json()).items;
  };
  const popularMovies = () =>
    t.database.db
      .selectFrom('titles')
      .select(['id', 'title', 'popularity'])
      .where('sub_type', '=', 'movie')
      .where('available_to', 'is', null)
      .where('id', '!=', HIDDEN_PROMOTED_TITLE_ID)
      .orderBy('popularity', 'desc')
      .orderBy('id')
      .limit(20)
      .execute();

  it('finds a title by its exact name first, as a movie with a way to watch', async () => {
    const [movie] = await popularMovies();
    const [first] = await search(movie!.title);
    expect(first).toMatchObject({
      type: 'MOVIES',
      vod_title_id: movie!.id,
      primary_title: movie!.title,
      way_to_watch: { type: 'vod' },
    });
    expect(first!.image).toBe(`/v2/vod/titles/${movie!.id}/landscape_thumbnail/334x188`);
  });

  it('matches the unfinished last word while typing', async () => {
    const movies = await popularMovies();
    const movie = movies.find(
      (m) => m.title.split(' ').length >= 2 && m.title.split(' ')[1]!.length >= 4,
    )!;
    const words = movie.title.split(' ');
    const typing = `${words[0]} ${words[1]!.slice(0, 3)}`;
    const found = (await search(typing)).map((i) => i.vod_title_id);
    expect(found, `${typing} → ${movie.title}`).toContain(movie.id);
  });

  it('forgives a typo', async () => {
    const movies = await popularMovies();
    const movie = movies.find((m) => m.title.split(' ').some((w) => w.length >= 6))!;
    const long = movie.title.split(' ').find((w) => w.length >= 6)!;
    const typo = movie.title.replace(long, long.slice(0, 2) + long.slice(3));
    expect((await search(typo)).slice(0, 3).map((i) => i.vod_title_id)).toContain(movie.id);
  });

  it('forgives a letter missing from each word, as in "hary poter"', async () => {
    const movies = await popularMovies();
    const movie = movies.find((m) => m.title.split(' ').filter((w) => w.length >= 5).length >= 2)!;
    const typed = movie.title
      .split(' ')
      .filter((w) => w.length >= 5)
      .slice(0, 2)
      .map((w) => w.slice(0, 2) + w.slice(3))
      .join(' ');
    const top = (await search(typed)).slice(0, 3).map((i) => i.vod_title_id);
    expect(top, `${typed} → ${movie.title}`).toContain(movie.id);
  });

  it('folds accents both ways', async () => {
    const accented = await t.database.db
      .selectFrom('titles')
      .select(['id', 'title'])
      .where('sub_type', '=', 'movie')
      .where('title', 'like', '%ë%')
      .where('available_to', 'is', null)
      .executeTakeFirstOrThrow();
    const plain = accented.title.normalize('NFD').replace(/\p{M}/gu, '');
    expect((await search(plain)).slice(0, 3).map((i) => i.vod_title_id)).toContain(accented.id);
  });

  it('finds cast and crew by name, below titles of the same words', async () => {
    const person = await t.database.db
      .selectFrom('people')
      .innerJoin('title_people', 'title_people.person_id', 'people.id')
      .select(['people.id', 'people.name'])
      .groupBy(['people.id', 'people.name'])
      .orderBy('people.id')
      .executeTakeFirstOrThrow();
    const items = await search(person.name);
    const found = items.find((i) => i.type === 'CAST_AND_CREW' && i.primary_title === person.name);
    expect(found).toMatchObject({ sub_type: 'person', vod_title_id: null, way_to_watch: null });
  });

  it('finds a show and, by its own name, an episode of it', async () => {
    const episode = await t.database.db
      .selectFrom('titles as e')
      .innerJoin('titles as s', 's.id', 'e.root_parent_id')
      .select(['e.id', 'e.title', 's.id as show_id', 's.title as show_title'])
      .where('e.sub_type', '=', 'episode')
      .where('s.available_to', 'is', null)
      .orderBy('e.id')
      .executeTakeFirstOrThrow();
    expect((await search(episode.show_title))[0]).toMatchObject({
      type: 'SHOWS',
      sub_type: 'series',
      vod_title_id: episode.show_id,
    });
    const byEpisode = await search(`${episode.show_title} ${episode.title}`);
    expect(byEpisode.map((i) => i.vod_title_id)).toContain(episode.id);
    const found = byEpisode.find((i) => i.vod_title_id === episode.id)!;
    expect(found).toMatchObject({ sub_type: 'episode', root_parent_id: episode.show_id });
  });

  it('keeps to the count asked', async () => {
    expect((await search('the', 3)).length).toBe(3);
  });

  it.each([
    '',
    '   ',
    '!!!???',
    '😀🎬',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    'x'.repeat(5000),
  ])('answers odd input %j cleanly', async (words) => {
    const res = await c.post('/v4/search', { words });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().items)).toBe(true);
  });

  it('refuses a bad count or scope with a clear error', async () => {
    expect((await c.post('/v4/search', { words: 'a', count: 0 })).json().__meta__.error).toBe(
      'ERR_VALIDATION',
    );
    expect((await c.post('/v4/search', { words: 'a', scope: 'tv' })).json().__meta__.error).toBe(
      'ERR_VALIDATION',
    );
  });

  it('follows a catalogue change without a restart', async () => {
    const [movie] = await popularMovies();
    await t.database.db
      .updateTable('titles')
      .set({ title: 'Zebulon Quartermaine Returns' })
      .where('id', '=', movie!.id)
      .execute();
    await t.database.db
      .insertInto('app_meta')
      .values({ key: 'catalogue_version', value: 'test-change-1' })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: 'test-change-1' }))
      .execute();
    t.clock.advance(2000);
    await search('anything'); // notices the new version and rebuilds in the background
    await new Promise((r) => setTimeout(r, 50));
    const deadline = Date.now() + 10_000;
    let found = false;
    while (!found && Date.now() < deadline) {
      found = (await search('zebulon quartermaine')).some((i) => i.vod_title_id === movie!.id);
      if (!found) await new Promise((r) => setTimeout(r, 100));
    }
    expect(found).toBe(true);
  });
});
