import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { catalogueTabAnswerSchema, vodTitlesAnswerSchema } from '@app/domain';
import {
  createTestApp,
  exportedArtwork,
  testDialects,
  TestClient,
} from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';
import { householdIdOf } from '#app/db/seed/index.ts';
import type { CatalogueFile, TitleRecord } from './catalogue-file.ts';
import {
  CatalogueImportRefused,
  exportCatalogue,
  importCatalogue,
  writeExportedArtwork,
} from './catalogue-import.ts';
import type { ArtworkImport } from './import-artwork.ts';

const SAMPLE_PATH = new URL('../../../../../docs/examples/catalogue-sample.json', import.meta.url);
const sample = (): CatalogueFile => JSON.parse(readFileSync(SAMPLE_PATH, 'utf8')) as CatalogueFile;
/** The sample's pictures sit beside it, in docs/examples/artwork/. */
const EXAMPLES_DIR = fileURLToPath(new URL('.', SAMPLE_PATH));

/**
 * Whether two pictures show the same thing: both scaled to 16×16 and compared pixel by pixel
 * (a resized, re-encoded variant stays within a level or two of its original; two
 * different scenes differ by ten or more).
 */
async function sameImage(a: Buffer, b: Buffer): Promise<boolean> {
  const tiny = (bytes: Buffer) =>
    sharp(bytes).resize(16, 16, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([tiny(a), tiny(b)]);
  let difference = 0;
  for (let i = 0; i < x.length; i++) difference += Math.abs(x[i]! - y[i]!);
  return difference / x.length < 4;
}

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
  const now = () => ({ now: t.clock.now(), artwork: { store: t.artwork, baseDir: EXAMPLES_DIR } });

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: 'none' });
    c = new TestClient(t.app);
  });
  afterAll(() => t.close());

  it('round-trips the sample file: import, then export, gives the file back', async () => {
    const summary = await importCatalogue(t.database.db, sample(), now());
    expect(summary.titles).toEqual({ total: 9, added: 9, updated: 0, removed: 0 });
    expect(summary.pictures).toBe(5);
    expect(await exportCatalogue(t.database.db)).toEqual(sample());
  });

  it('imports the same file again as updates, changing nothing', async () => {
    const summary = await importCatalogue(t.database.db, sample(), now());
    expect(summary.titles).toEqual({ total: 9, added: 0, updated: 9, removed: 0 });
    expect(await exportCatalogue(t.database.db)).toEqual(sample());
  });

  it('serves an imported poster as the picture itself, in the format the browser accepts', async () => {
    const original = readFileSync(join(EXAMPLES_DIR, 'artwork/900001-poster.jpg'));
    const url = '/v2/vod/titles/900001/poster/300x450';
    for (const [accept, type, format] of [
      ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'image/avif', 'heif'],
      ['image/webp,*/*', 'image/webp', 'webp'],
      ['*/*', 'image/jpeg', 'jpeg'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['vary']).toBe('Accept');
      expect(res.headers['cache-control']).toBe('public, max-age=604800');
      const served = sharp(res.rawPayload);
      expect(await served.metadata()).toMatchObject({ width: 300, height: 450, format });
      expect(await sameImage(res.rawPayload, original)).toBe(true);
      // The browser's copy is current: no image work, no bytes.
      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: { accept, 'if-none-match': String(res.headers['etag']) },
      });
      expect(again.statusCode).toBe(304);
    }
    // A title without pictures keeps its generated art.
    const generated = await t.app.inject({
      method: 'GET',
      url: '/v2/vod/titles/900002/poster/300x450',
      headers: { accept: 'image/avif,*/*' },
    });
    expect(generated.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  });

  it("pictures a show's episodes with its stills, in turn, and the show's poster on seasons", async () => {
    const still = (n: number) => readFileSync(join(EXAMPLES_DIR, `artwork/900010-still-${n}.jpg`));
    const picture = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { accept: 'image/webp' } })).rawPayload;
    const first = await picture('/v2/vod/titles/900012/backdrop/640x360');
    const second = await picture('/v2/vod/titles/900013/backdrop/640x360');
    expect(await sameImage(first, still(1))).toBe(true);
    expect(await sameImage(second, still(2))).toBe(true);
    expect(await sameImage(second, still(1))).toBe(false);
    const seasonPoster = await picture('/v2/vod/titles/900011/poster/200x300');
    const showPoster = readFileSync(join(EXAMPLES_DIR, 'artwork/900010-poster.jpg'));
    expect(await sameImage(seasonPoster, showPoster)).toBe(true);
  });

  it('exports the pictures beside the file, byte for byte as imported', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'export-'));
    expect(await writeExportedArtwork(t.database.db, t.artwork, dir)).toBe(5);
    for (const name of readdirSync(join(EXAMPLES_DIR, 'artwork'))) {
      expect(
        readFileSync(join(dir, 'artwork', name)).equals(
          readFileSync(join(EXAMPLES_DIR, 'artwork', name)),
        ),
        name,
      ).toBe(true);
    }
  });

  it('refuses pictures it cannot read or show, naming record and field, and writes nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pictures-'));
    writeFileSync(join(dir, 'notes.jpg'), 'not a picture');
    writeFileSync(
      join(dir, 'tiny.png'),
      await sharp({ create: { width: 40, height: 60, channels: 3, background: '#336' } })
        .png()
        .toBuffer(),
    );
    const broken = sample();
    broken.titles[1]!.artwork = { poster: 'missing.jpg', backdrop: 'notes.jpg', stills: [] };
    broken.titles[2]!.artwork = { poster: 'tiny.png', backdrop: null, stills: ['../up.jpg'] };
    const problems = await refusal(
      importCatalogue(t.database.db, broken, {
        now: t.clock.now(),
        artwork: { store: t.artwork, baseDir: dir },
      }),
    );
    expect(problems).toEqual([
      'titles[2] (id 900003).artwork.stills[0]: expected a file path relative to the catalogue file, or an https:// URL',
    ]);
    broken.titles[2]!.artwork.stills = [];
    const more = await refusal(
      importCatalogue(t.database.db, broken, {
        now: t.clock.now(),
        artwork: { store: t.artwork, baseDir: dir },
      }),
    );
    expect(more).toEqual([
      'titles[0] (id 900001).artwork.poster: cannot read artwork/900001-poster.jpg (no such file)',
      'titles[0] (id 900001).artwork.backdrop: cannot read artwork/900001-backdrop.jpg (no such file)',
      'titles[1] (id 900002).artwork.poster: cannot read missing.jpg (no such file)',
      'titles[1] (id 900002).artwork.backdrop: notes.jpg is not a picture (expected JPEG, PNG, WebP or AVIF)',
      'titles[2] (id 900003).artwork.poster: tiny.png is 40×60; at least 64 px a side',
      'titles[3] (id 900010).artwork.poster: cannot read artwork/900010-poster.jpg (no such file)',
      'titles[3] (id 900010).artwork.stills[0]: cannot read artwork/900010-still-1.jpg (no such file)',
      'titles[3] (id 900010).artwork.stills[1]: cannot read artwork/900010-still-2.jpg (no such file)',
    ]);
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
    const problems = await refusal(importCatalogue(t.database.db, broken, now()));
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
    const summary = await importCatalogue(t.database.db, smaller, now());
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
  let artwork: ArtworkImport;
  const customer = householdIdOf('CUST0001');

  beforeAll(async () => {
    t = await createTestApp(dialect);
    c = new TestClient(t.app);
    current = await exportCatalogue(t.database.db);
    artwork = await exportedArtwork(t);
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
    const problems = await refusal(
      importCatalogue(t.database.db, without, { now: t.clock.now(), artwork }),
    );
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
    const summary = await importCatalogue(t.database.db, next, { now: t.clock.now(), artwork });
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
