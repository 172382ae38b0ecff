import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELATED_TITLES, recommendationsAnswerSchema } from '@app/domain';
import { createTestApp, testDialects, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';

describe.each(testDialects())('GET /v3/editorial/recommendations/vod/{id} on %s', (dialect) => {
  let t: TestApp;
  let c: TestClient;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    c = new TestClient(t.app);
  });
  afterAll(() => t.close());

  const related = async (id: number) => {
    const res = await c.get(`/v3/editorial/recommendations/vod/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return recommendationsAnswerSchema.parse(res.json()).titles;
  };

  it('answers 6 movies for a movie, never the movie itself, the same every time', async () => {
    const titles = await related(10001);
    expect(titles).toHaveLength(RELATED_TITLES);
    expect(titles.map((x) => x.id)).not.toContain(10001);
    expect(titles.every((x) => x.sub_type === 'movie')).toBe(true);
    expect((await related(10001)).map((x) => x.id)).toEqual(titles.map((x) => x.id));
  });

  it('prefers titles that share genres or people', async () => {
    const [movie] = (await c.post('/v3/vod/titles', { title_ids: '10001' })).json().titles;
    const titles = await related(10001);
    for (const title of titles) {
      const sharesGenre = title.genre_ids.some((g) => movie.genre_ids.includes(g));
      const sharesPerson = [...title.cast, ...title.director].some((p) =>
        [...movie.cast, ...movie.director].includes(p),
      );
      expect(sharesGenre || sharesPerson, `title ${title.id}`).toBe(true);
    }
  });

  it('relates an episode through its show, never answering the show', async () => {
    const episode = await t.database.db
      .selectFrom('titles')
      .select(['id', 'root_parent_id'])
      .where('sub_type', '=', 'episode')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const titles = await related(episode.id);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((x) => x.sub_type === 'series')).toBe(true);
    expect(titles.map((x) => x.id)).not.toContain(episode.root_parent_id);
  });

  it.each(['/v3/editorial/recommendations/vod', '/v3/editorial/recommendations/vod/abc'])(
    "answers 'No title specified' for %s",
    async (url) => {
      const res = await c.get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().__meta__).toMatchObject({
        error: 'ERR_VALIDATION',
        message: 'No title specified',
      });
    },
  );

  it('says which title does not exist', async () => {
    const res = await c.get('/v3/editorial/recommendations/vod/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().__meta__.message).toBe('No title found with Id 999999');
  });
});
