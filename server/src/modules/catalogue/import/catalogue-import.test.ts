import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueTabAnswerSchema, vodTitlesAnswerSchema } from '@app/domain';
import { createTestApp, testDialects, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';
import { householdIdOf } from '#app/db/seed/index.ts';
import type { CatalogueFile, TitleRecord } from './catalogue-file.ts';
import { CatalogueImportRefused, exportCatalogue, importCatalogue } from './catalogue-import.ts';

const SAMPLE_PATH = new URL('../../../../../docs/examples/catalogue-sample.json', import.meta.url);
const sample = (): CatalogueFile => JSON.parse(readFileSync(SAMPLE_PATH, 'utf8')) as CatalogueFile;

async function refusal(promise: Promise<unknown>): Promise<string[]> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CatalogueImportRefused);
  return (error as CatalogueImportRefused).problems;
}

describe.each(testDialects())('catalogue import into an empty database on %s', (dialect) => {
  let t: TestApp;
  let c: TestClient;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 'none' });
    c = new TestClient(t.app);
  });
  afterAll(() => t.close());

  it('round-trips the sample file: import, then export, gives the file back', async () => {
    const summary = await importCatalogue(t.database.db, sample(), { now: t.clock.now() });
    expect(summary.titles).toEqual({ total: 9, added: 9, updated: 0, removed: 0 });
    expect(await exportCatalogue(t.database.db)).toEqual(sample());
  });

  it('imports the same file again as updates, changing nothing', async () => {
    const summary = await importCatalogue(t.database.db, sample(), { now: t.clock.now() });
    expect(summary.titles).toEqual({ total: 9, added: 0, updated: 9, removed: 0 });
    expect(await exportCatalogue(t.database.db)).toEqual(sample());
  });

  it('serves the imported titles through the API, derived fields included', async () => {
    const store = catalogueTabAnswerSchema.parse(
      (await c.get('/v3/vod/catalogue/tab', { content_class: 'movie', sort_type: 'title' })).json(),
    );
    // Sorted without a leading article: Glasshouse, Paper, Quiet.
    expect(store.titles.map((x) => x.title)).toEqual([
      'The Glasshouse Orchard',
      'Paper Kites Over Marlow',
      'A Quiet Harbour',
    ]);
    expect(store.tabs.map((x) => x.name)).toEqual(['All', 'Drama', 'Comedy', 'Family']);
    const show = vodTitlesAnswerSchema.parse(
      (await c.post('/v3/vod/titles', { title_ids: '900010', recursive: 'true' })).json(),
    );
    const [series, ...rest] = show.titles;
    expect(series).toMatchObject({ episode_count: 3, season_ids: [900011, 900014] });
    const partSeason = rest.find((x) => x.id === 900014)!;
    expect(partSeason).toMatchObject({
      root_parent_id: 900010,
      season_number: 1.5,
      episode_count: 1,
    });
    expect(rest.find((x) => x.id === 900015)).toMatchObject({ root_parent_id: 900010 });
    expect(series!.screening_room).toEqual({ title_id: 900012, name: 'Screening Room' });
  });

  it('reports every problem at once, naming record and field, and writes nothing', async () => {
    const broken = sample() as unknown as { titles: Record<string, unknown>[]; genres: unknown[] };
    broken.titles[0]!.price_rules = [
      { id: 1, price: -5, content_format: 'uhd', duration: 0, download_duration: 0 },
    ];
    broken.titles[1]!.genre_ids = [101];
    broken.titles[2]!.directors = [77];
    broken.titles[4]!.parent_id = 900003;
    broken.titles[5]!.sub_type = 'trailer';
    broken.titles[6]!.id = 900012;
    broken.titles[7]!.available_to = '2020-01-01T00:00:00.000Z';
    broken.titles[8]!.plan_ids = [120];
    broken.genres.push({ id: 5, name: '' });
    const problems = await refusal(importCatalogue(t.database.db, broken, { now: t.clock.now() }));
    expect(problems).toEqual(
      expect.arrayContaining([
        'titles[0] (id 900001).price_rules[0].price: Too small: expected number to be >=0',
        expect.stringMatching(/^titles\[0\] \(id 900001\)\.price_rules\[0\]\.content_format: /),
        'titles[0] (id 900001).price_rules[0].duration: must be -1 (buy) or a rental length in seconds',
        'titles[1] (id 900002).genre_ids[0]: genre 101 is a tv genre, not movie',
        'titles[2] (id 900003).directors[0]: no person has id 77',
        'titles[4] (id 900011).parent_id: title 900003 is a movie, not a series',
        expect.stringMatching(/^titles\[5\] \(id 900012\)\.sub_type: /),
        'titles[6] (id 900012).id: 900012 is already the id of titles[5] (id 900012)',
        'titles[7] (id 900014).available_to: must be later than available_from',
        'titles[8] (id 900015).plan_ids[0]: no plan has id 120',
        expect.stringMatching(/^genres\[6\] \(id 5\)\.name: /),
        expect.stringMatching(/^genres\[6\] \(id 5\)\.content_class: /),
      ]),
    );
    expect(await exportCatalogue(t.database.db)).toEqual(sample());
  });

  it('refuses a file that is not a catalogue file, saying why', async () => {
    expect(await refusal(importCatalogue(t.database.db, [], { now: 0 }))).toEqual([
      expect.stringMatching(/object/),
    ]);
    const wrongFormat = { ...sample(), format: 'spreadsheet' };
    expect(await refusal(importCatalogue(t.database.db, wrongFormat, { now: 0 }))).toEqual([
      'format: format must be "tv-store-catalogue"',
    ]);
  });

  it('removes titles the file leaves out, with their links', async () => {
    const smaller = sample();
    smaller.titles = smaller.titles.filter((x) => x.id !== 900002);
    const summary = await importCatalogue(t.database.db, smaller, { now: t.clock.now() });
    expect(summary.titles.removed).toBe(1);
    expect(await exportCatalogue(t.database.db)).toEqual(smaller);
    const rules = await t.database.db
      .selectFrom('price_rules')
      .select('id')
      .where('title_id', '=', 900002)
      .execute();
    expect(rules).toEqual([]);
  });
});

describe.each(testDialects())('catalogue import over the demo catalogue on %s', (dialect) => {
  let t: TestApp;
  let c: TestClient;
  let current: CatalogueFile;
  const customer = householdIdOf('CUST0001');

  beforeAll(async () => {
    t = await createTestApp(dialect);
    c = new TestClient(t.app);
    current = await exportCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const entitledMovie = async () =>
    await t.database.db
      .selectFrom('entitlements')
      .innerJoin('titles', 'titles.id', 'entitlements.title_id')
      .select(['titles.id', 'titles.title'])
      .where('entitlements.household_id', '=', customer)
      .where('titles.sub_type', '=', 'movie')
      .orderBy('titles.id')
      .executeTakeFirstOrThrow();

  it('refuses to drop a title a household holds, naming it, and changes nothing', async () => {
    const held = await entitledMovie();
    const without = { ...current, titles: current.titles.filter((x) => x.id !== held.id) };
    const problems = await refusal(importCatalogue(t.database.db, without, { now: t.clock.now() }));
    expect(problems).toContain(
      `title ${held.id} ("${held.title}") is not in the file, but 1 household(s) hold entitlements for it: keep it in the file`,
    );
    expect(await exportCatalogue(t.database.db)).toEqual(current);
  });

  it('keeps entitlements and wishlists of titles that stay, drops wishes for titles that go', async () => {
    const wished = await t.database.db
      .selectFrom('wishlist_items')
      .select('title_id')
      .where('household_id', '=', customer)
      .orderBy('title_id')
      .execute();
    const held = new Set(
      (await t.database.db.selectFrom('entitlements').select('title_id').execute()).map(
        (e) => e.title_id,
      ),
    );
    const dropped = wished.map((w) => w.title_id).find((id) => !held.has(id))!;
    const entitlementsBefore = await t.database.db.selectFrom('entitlements').selectAll().execute();

    const newMovie: TitleRecord = {
      ...current.titles.find((x) => x.sub_type === 'movie' && x.plan_ids.length === 0)!,
      id: 99_500,
      title: 'Zephyr Lane',
      plan_ids: [120],
      price_rules: [
        {
          id: 995_001,
          price: 399,
          content_format: 'sd',
          duration: 172_800,
          download_duration: 604_800,
        },
      ],
      added_at: new Date(t.clock.now()).toISOString(),
    };
    const next = {
      ...current,
      titles: [...current.titles.filter((x) => x.id !== dropped), newMovie],
    };
    const summary = await importCatalogue(t.database.db, next, { now: t.clock.now() });
    expect(summary.titles.added).toBe(1);
    expect(summary.wishlistItemsRemoved).toBe(1);

    expect(await t.database.db.selectFrom('entitlements').selectAll().execute()).toEqual(
      entitlementsBefore,
    );
    const wishedAfter = await t.database.db
      .selectFrom('wishlist_items')
      .select('title_id')
      .where('household_id', '=', customer)
      .orderBy('title_id')
      .execute();
    expect(wishedAfter.map((w) => w.title_id)).toEqual(
      wished.map((w) => w.title_id).filter((id) => id !== dropped),
    );

    // The running app lists it within a second, in the store and in Movie Box.
    t.clock.advance(1000);
    const newest = catalogueTabAnswerSchema.parse(
      (await c.get('/v3/vod/catalogue/tab', { sort_type: 'newest', max: 1 })).json(),
    );
    expect(newest.titles[0]!.id).toBe(99_500);
    const box = catalogueTabAnswerSchema.parse(
      (await c.get('/v3/vod/catalogue/tab', { view: 'movie_box', max: 100 })).json(),
    );
    expect(box.titles.map((x) => x.id)).toContain(99_500);
  });
});
