import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';
import { drawnText, parseSvg } from './svg-test-support.ts';

const SVG_TYPE = 'image/svg+xml; charset=utf-8';

describe.each(testDialects())('image calls on %s', (dialect) => {
  let t: TestApp;
  /** One seeded row of each kind, and the name its artwork must show. */
  let seeded: {
    title: { id: number; title: string };
    provider: { id: number; name: string };
    editorialItem: { id: number; title: string };
    plan: { id: number; name: string };
    program: { id: number; title: string };
    channel: { id: number; name: string };
  };

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  const root = (svg: string) => parseSvg(svg)[0]!;
  const label = (svg: string) => parseSvg(svg).find((e) => e.name === 'title')!.text;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.database.db;
    const first = <T>(row: T | undefined, what: string): T => {
      if (!row) throw new Error(`the seed has no ${what}`);
      return row;
    };
    seeded = {
      title: first(
        await db
          .selectFrom('titles')
          .select(['id', 'title'])
          .where('sub_type', '=', 'movie')
          .where('year_production', 'is not', null)
          .orderBy('id')
          .limit(1)
          .executeTakeFirst(),
        'movie',
      ),
      provider: first(
        await db
          .selectFrom('providers')
          .select(['id', 'name'])
          .orderBy('id')
          .limit(1)
          .executeTakeFirst(),
        'provider',
      ),
      editorialItem: first(
        await db
          .selectFrom('editorial_items')
          .select(['id', 'title'])
          .orderBy('id')
          .limit(1)
          .executeTakeFirst(),
        'editorial item',
      ),
      plan: first(
        await db
          .selectFrom('plans')
          .select(['id', 'name'])
          .orderBy('id')
          .limit(1)
          .executeTakeFirst(),
        'plan',
      ),
      program: first(
        await db
          .selectFrom('programs')
          .select(['id', 'title'])
          .orderBy('id')
          .limit(1)
          .executeTakeFirst(),
        'program',
      ),
      channel: first(
        await db
          .selectFrom('channels')
          .select(['id', 'name'])
          .orderBy('id')
          .limit(1)
          .executeTakeFirst(),
        'channel',
      ),
    };
  });
  afterAll(() => t.close());

  it('draws a title thumbnail at the size asked, as SVG outside the JSON envelope', async () => {
    const { id, title } = seeded.title;
    const res = await get(`/v2/vod/titles/${id}/landscape_thumbnail/334x188`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(SVG_TYPE);
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(res.headers['etag']).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(res.body.startsWith('<svg ')).toBe(true);
    expect(res.body).not.toContain('__meta__');
    expect(root(res.body).attributes).toMatchObject({
      width: '334',
      height: '188',
      viewBox: '0 0 334 188',
    });
    expect(label(res.body).startsWith(title)).toBe(true);
  });

  it('draws the wide hero banner the details page asks for', async () => {
    const res = await get(`/v2/vod/titles/${seeded.title.id}/preview/2560x845`);
    expect(res.statusCode, res.body).toBe(200);
    expect(root(res.body).attributes).toMatchObject({
      width: '2560',
      height: '845',
      viewBox: '0 0 2560 845',
    });
  });

  it('draws a 2:3 poster with the title and a text-free backdrop at the sizes asked', async () => {
    const poster = await get(`/v2/vod/titles/${seeded.title.id}/poster/300x450`);
    expect(poster.statusCode, poster.body).toBe(200);
    expect(root(poster.body).attributes).toMatchObject({ width: '300', height: '450' });
    expect(drawnText(parseSvg(poster.body)).join(' ')).toContain(seeded.title.title.split(' ')[0]!);
    const backdrop = await get(`/v2/vod/titles/${seeded.title.id}/backdrop/1280x720`);
    expect(backdrop.statusCode, backdrop.body).toBe(200);
    expect(backdrop.headers['cache-control']).toBe('public, max-age=604800');
    expect(root(backdrop.body).attributes).toMatchObject({ width: '1280', height: '720' });
    expect(drawnText(parseSvg(backdrop.body))).toEqual([]);
    expect((await get(`/v2/vod/titles/${seeded.title.id}/backdrop/1x1`)).statusCode).toBe(400);
  });

  it("answers every image call for a seeded row, named; a title's wide art sets no type", async () => {
    // The store's tiles and banners print the title beside these (decision 0047): the picture
    // is named for screen readers but draws no text; logos and other art draw their name.
    const calls = [
      [
        `/v2/vod/titles/${seeded.title.id}/landscape_thumbnail/334x188`,
        seeded.title.title,
        '334',
        '188',
        false,
      ],
      [
        `/v2/vod/titles/${seeded.title.id}/preview/2560x845`,
        seeded.title.title,
        '2560',
        '845',
        false,
      ],
      [`/v2/vod/providers/${seeded.provider.id}/image`, seeded.provider.name, '400', '225', true],
      [
        `/v2/editorial/items/${seeded.editorialItem.id}/image`,
        seeded.editorialItem.title,
        '1280',
        '720',
        true,
      ],
      [`/v2/subscriber/plans/${seeded.plan.id}/image`, seeded.plan.name, '640', '360', true],
      [
        `/v2/epg/program/${seeded.program.id}/image/400x225`,
        seeded.program.title,
        '400',
        '225',
        true,
      ],
      [`/v2/epg/channels/${seeded.channel.id}/image`, seeded.channel.name, '256', '144', true],
    ] as const;
    for (const [url, name, width, height, drawsName] of calls) {
      const res = await get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(res.headers['content-type'], url).toBe(SVG_TYPE);
      expect(root(res.body).attributes, url).toMatchObject({ width, height });
      expect(label(res.body).startsWith(name.replace(/\s+/g, ' ').trim()), url).toBe(true);
      expect(drawnText(parseSvg(res.body)).length > 0, url).toBe(drawsName);
    }
  });

  it('draws the unsized images at another size when asked with ?size=', async () => {
    const res = await get(`/v2/epg/channels/${seeded.channel.id}/image?size=120x120`);
    expect(res.statusCode, res.body).toBe(200);
    expect(root(res.body).attributes).toMatchObject({ width: '120', height: '120' });
  });

  it('answers 304 without a body when the ETag still matches', async () => {
    const url = `/v2/vod/titles/${seeded.title.id}/landscape_thumbnail/334x188`;
    const first = await get(url);
    const etag = first.headers['etag'] as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get(url, { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['etag']).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=604800');
    }
    const stale = await get(url, { 'if-none-match': '"not-this-one"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);

    const otherSize = await get(`/v2/vod/titles/${seeded.title.id}/landscape_thumbnail/668x376`);
    expect(otherSize.headers['etag']).not.toBe(etag);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await t.app.inject({
      method: 'HEAD',
      url: `/v2/epg/channels/${seeded.channel.id}/image`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(SVG_TYPE);
    expect(res.body).toBe('');
  });

  it.each([
    '334',
    '0x188',
    '15x188',
    '334x15',
    '3841x100',
    '100x3841',
    'axb',
    '334x188x2',
    '-334x188',
    '334 x 188',
  ])('refuses the size %j, naming it', async (size) => {
    const res = await get(
      `/v2/vod/titles/${seeded.title.id}/landscape_thumbnail/${encodeURIComponent(size)}`,
    );
    expect(res.statusCode, res.body).toBe(400);
    const meta = res.json().__meta__;
    expect(meta.error).toBe('ERR_VALIDATION');
    expect(meta.message).toContain(`'${size}'`);
    expect(meta.message).toContain('16 to 3840');
  });

  it('accepts the smallest and largest sizes', async () => {
    for (const size of ['16x16', '3840x3840', '16x3840']) {
      const res = await get(`/v2/epg/program/${seeded.program.id}/image/${size}`);
      expect(res.statusCode, `${size}: ${res.body}`).toBe(200);
    }
  });

  it('answers an unknown id on every image call with a 404 envelope', async () => {
    const missing = 2_000_000_000;
    for (const url of [
      `/v2/vod/titles/${missing}/landscape_thumbnail/334x188`,
      `/v2/vod/titles/${missing}/preview/2560x845`,
      `/v2/vod/providers/${missing}/image`,
      `/v2/editorial/items/${missing}/image`,
      `/v2/subscriber/plans/${missing}/image`,
      `/v2/epg/program/${missing}/image/334x188`,
      `/v2/epg/channels/${missing}/image`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().__meta__, url).toMatchObject({ error: 'ERR_NOT_FOUND' });
      expect(res.json().__meta__.message, url).toContain(String(missing));
    }
  });

  it('refuses an id that is not a whole number, or too large for the database, as bad input', async () => {
    for (const id of ['abc', '1.5', '99999999999', '2147483648']) {
      const res = await get(`/v2/vod/titles/${id}/landscape_thumbnail/334x188`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().__meta__.error).toBe('ERR_VALIDATION');
      expect(res.json().__meta__.message).toContain('id');
    }
  });

  it('draws well-formed XML for a title full of XML specials and accents', async () => {
    const db = t.database.db;
    const { maxId } = await db
      .selectFrom('titles')
      .select((eb) => eb.fn.max('id').as('maxId'))
      .executeTakeFirstOrThrow();
    const id = Number(maxId) + 1;
    const title = `Tom & Jerry's "<Big>" Café — Ça & Ü`;
    await db
      .insertInto('titles')
      .values({
        id,
        sub_type: 'movie',
        content_class: 'movie',
        title,
        sort_title: 'tom and jerrys big cafe',
        duration: 5400,
        synopsis: '',
        rating: 0,
        warning_codes_json: '[]',
        flags: 0,
        ratings_count: 0,
        has_price_rules: 0,
        mobile_playable: 1,
        popularity: 0,
        added_at: t.clock.now(),
        year_production: 1999,
        tile_background: '#223344',
        tile_text: '#ffffff',
      })
      .execute();

    for (const url of [
      `/v2/vod/titles/${id}/poster/300x450`,
      `/v2/vod/titles/${id}/landscape_thumbnail/334x188`,
      `/v2/vod/titles/${id}/preview/2560x845`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toContain('Tom &amp; Jerry&apos;s &quot;&lt;Big&gt;&quot; Café');
      // The year is under every tile already: the picture is named without it.
      expect(parseSvg(res.body).find((e) => e.name === 'title')!.text).toBe(title);
    }
    const poster = parseSvg((await get(`/v2/vod/titles/${id}/poster/300x450`)).body);
    expect(drawnText(poster).join(' ')).toContain('Tom & Jerry');
    expect(drawnText(poster).join(' ')).not.toContain('1999');

    // A renamed title gets a new picture and a new ETag at once, cache or not.
    const before = await get(`/v2/vod/titles/${id}/poster/300x450`);
    await db.updateTable('titles').set({ title: 'Renamed' }).where('id', '=', id).execute();
    const after = await get(`/v2/vod/titles/${id}/poster/300x450`);
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
    expect(label(after.body)).toBe('Renamed');
  });
});
