import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PIN_PROOF_VALID_MS,
  accountSchema,
  catalogueTabAnswerSchema,
  recommendationsAnswerSchema,
  searchAnswerSchema,
  vodTitlesAnswerSchema,
} from '@app/domain';
import { createTestApp, testDialects, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';

// Parental controls (issue 18) are the server's to enforce: every call here goes to the API
// directly, as a client that ignores the web app's rules would.
describe.each(testDialects())('parental controls on %s', (dialect) => {
  let t: TestApp;
  let parent: TestClient;
  let anonymous: TestClient;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    parent = new TestClient(t.app);
    anonymous = new TestClient(t.app);
    await parent.signIn('CUST0001', '1234');
  });
  afterAll(() => t.close());

  const setLimit = async (limit: string) => {
    await parent.post('/v3/subscriber/validate_pin', { pin: '1234' });
    return parent.post('/v2/subscriber/parental_controls', { limit });
  };
  const storeOf = async (client: TestClient) => {
    const res = await client.get('/v3/vod/catalogue/tab', {
      tab: 'all',
      start: 0,
      max: 100,
      content_class: 'movie',
      sort_type: 'popularity',
    });
    expect(res.statusCode, res.body).toBe(200);
    return catalogueTabAnswerSchema.parse(res.json());
  };
  const ratedMovie = (rating: number) =>
    t.database.db
      .selectFrom('titles')
      .select(['id', 'title'])
      .where('sub_type', '=', 'movie')
      .where('rating', '=', rating)
      .where('available_to', 'is', null)
      .orderBy('popularity', 'desc')
      .executeTakeFirstOrThrow();

  it('needs the PIN proven first, and refuses a limit that is not a classification', async () => {
    const fresh = new TestClient(t.app);
    await fresh.signIn('CUST0001', '1234');
    // The sign-in's own PIN proof has run out.
    t.clock.advance(PIN_PROOF_VALID_MS + 1000);
    const unproven = await fresh.post('/v2/subscriber/parental_controls', { limit: 'PG' });
    expect(unproven.json().__meta__.error).toBe('ERR_PIN_REQUIRED');
    await fresh.post('/v3/subscriber/validate_pin', { pin: '1234' });
    const wrong = await fresh.post('/v2/subscriber/parental_controls', { limit: 'X' });
    expect(wrong.json().__meta__.error).toBe('ERR_VALIDATION');
    const account = await fresh.post('/v2/subscriber/authenticate_with_cookie');
    expect(accountSchema.parse(account.json()).household.parental_limit).toBeNull();
    const nobody = await anonymous.post('/v2/subscriber/parental_controls', { limit: 'PG' });
    expect(nobody.json().__meta__.error).toBe('NOT_AUTHENTICATED');
  });

  it('under PG hides M and higher from the store, its counts, search and related titles', async () => {
    const before = await storeOf(parent);
    const res = await setLimit('PG');
    expect(res.statusCode, res.body).toBe(200);
    expect(accountSchema.parse(res.json()).household.parental_limit).toBe('PG');

    const store = await storeOf(parent);
    expect(store.titles.length).toBeGreaterThan(0);
    expect(store.titles.every((title) => title.rating === 20 || title.rating === 40)).toBe(true);
    expect(store.total).toBeLessThan(before.total);
    expect(store.tabs[0]!.count).toBe(store.total);

    // Others are not affected, and are never served the household's filtered answer.
    const everyone = await storeOf(anonymous);
    expect(everyone.total).toBe(before.total);
    expect(everyone.titles.some((title) => title.rating > 40)).toBe(true);

    const mature = await ratedMovie(70);
    const searched = searchAnswerSchema.parse(
      (
        await parent.post('/v4/search', {
          scope: 'website',
          count: 10,
          extended: 'True',
          words: mature.title,
        })
      ).json(),
    );
    expect(searched.items.map((i) => i.vod_title_id)).not.toContain(mature.id);
    const searchedByAll = searchAnswerSchema.parse(
      (
        await anonymous.post('/v4/search', {
          scope: 'website',
          count: 10,
          extended: 'True',
          words: mature.title,
        })
      ).json(),
    );
    expect(searchedByAll.items.map((i) => i.vod_title_id)).toContain(mature.id);

    const kidsMovie = await ratedMovie(20);
    const related = recommendationsAnswerSchema.parse(
      (await parent.get(`/v3/editorial/recommendations/vod/${kidsMovie.id}`)).json(),
    );
    expect(related.titles.every((title) => title.rating === 20 || title.rating === 40)).toBe(true);
  });

  it('locks a title above the limit on a direct request, and refuses to sell it', async () => {
    await setLimit('PG');
    const mature = await ratedMovie(65);
    const titles = vodTitlesAnswerSchema.parse(
      (
        await parent.post('/v3/vod/titles?content_class=is_hls', {
          title_ids: String(mature.id),
          language: 'en',
        })
      ).json(),
    ).titles;
    expect(titles[0]).toMatchObject({
      id: mature.id,
      title: mature.title,
      parental_locked: true,
      synopsis: '',
      price_rules: null,
    });
    const open = vodTitlesAnswerSchema.parse(
      (
        await anonymous.post('/v3/vod/titles?content_class=is_hls', {
          title_ids: String(mature.id),
          language: 'en',
        })
      ).json(),
    ).titles;
    expect(open[0]!.parental_locked).toBeUndefined();

    const bought = await parent.post('/v2/vod/purchase', {
      title_id: mature.id,
      content_format: 'hd',
      duration: -1,
    });
    expect(bought.json().__meta__.error).toBe('ERR_PARENTAL_LOCK');
  });

  it('turned off, shows everything again', async () => {
    const res = await setLimit('off');
    expect(accountSchema.parse(res.json()).household.parental_limit).toBeNull();
    expect((await storeOf(parent)).total).toBe((await storeOf(anonymous)).total);
  });
});
