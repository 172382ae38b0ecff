import { createHash } from 'node:crypto';
import {
  CLASSIFICATIONS,
  HIDDEN_PROMOTED_TITLE_ID,
  TITLE_FLAG_BITS,
  hasFlag,
  isEntitlementValid,
} from '@app/domain';
import type { TitleFlag } from '@app/domain';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySecret } from '#app/modules/auth/secrets.ts';
import { TEST_NOW, createTestDatabase, testDialects } from '#app/test-support/index.ts';
import { startOfUtcDay } from '#app/time.ts';
import { migrateToLatest } from '#app/db/migrate.ts';
import type { Database } from '#app/db/tables.ts';
import { MIN_TEXT_CONTRAST, contrastRatio } from './colours.ts';
import {
  DEFAULT_HOUSEHOLD_CODE,
  DEMO_HOUSEHOLDS,
  DEMO_PIN,
  PLAN_IDS,
  householdIdOf,
  isSeeded,
  seedDatabase,
} from './index.ts';
import type { SeedSummary } from './index.ts';
import { demoArtworkStore, demoPictures } from './demo-artwork.ts';

const DAY = 86_400_000;
const MINUTE = 60_000;
const now = TEST_NOW;
const day = startOfUtcDay(now);

/** A digest of a table's rows in a fixed order: equal digests mean identical rows. */
async function tableDigest(
  db: Kysely<Database>,
  table: keyof Database,
  orderBy: string[],
): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let query = (db as Kysely<any>).selectFrom(table).selectAll();
  for (const column of orderBy) query = query.orderBy(column);
  const rows = await query.execute();
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

for (const dialect of testDialects()) {
  describe(`demo seed, small scale (${dialect})`, () => {
    let db: Kysely<Database>;
    let dispose: () => Promise<void>;
    let summary: SeedSummary;

    beforeAll(async () => {
      const test = await createTestDatabase(dialect);
      db = test.database.db;
      dispose = test.dispose;
      await migrateToLatest(db);
      summary = await seedDatabase(db, { scale: 'small', now });
    });

    afterAll(async () => {
      await dispose();
    });

    const titles = () => db.selectFrom('titles').selectAll().orderBy('id').execute();

    it('reports what it wrote and marks the database as seeded', async () => {
      expect(summary).toMatchObject({ movies: 400, shows: 20, households: 14 });
      expect(summary.channels).toBeGreaterThanOrEqual(40);
      expect(summary.seasons).toBeGreaterThanOrEqual(20);
      const count = async (table: keyof Database, where?: ['sub_type', string]) => {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        let q = (db as Kysely<any>)
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'));
        if (where) q = q.where(where[0], '=', where[1]);
        return Number((await q.executeTakeFirstOrThrow()).n);
      };
      expect(await count('titles', ['sub_type', 'movie'])).toBe(summary.movies);
      expect(await count('titles', ['sub_type', 'series'])).toBe(summary.shows);
      expect(await count('titles', ['sub_type', 'season'])).toBe(summary.seasons);
      expect(await count('titles', ['sub_type', 'episode'])).toBe(summary.episodes);
      expect(await count('people')).toBe(summary.people);
      expect(await count('channels')).toBe(summary.channels);
      expect(await count('programs')).toBe(summary.programs);
      expect(await count('households')).toBe(summary.households);
      expect(await isSeeded(db)).toBe(true);
      const meta = await db.selectFrom('app_meta').selectAll().orderBy('key').execute();
      expect(meta).toEqual([
        { key: 'seed_scale', value: 'small' },
        { key: 'seed_version', value: '1' },
        { key: 'seeded_at', value: String(now) },
      ]);
    });

    it('gives popular titles the shipped pictures: a poster and backdrop each, stills for shows', async () => {
      const rows = await db
        .selectFrom('title_artwork')
        .innerJoin('titles', 'titles.id', 'title_artwork.title_id')
        .select(['title_artwork.title_id', 'kind', 'sha256', 'titles.sub_type', 'titles.title'])
        .orderBy('title_artwork.title_id')
        .execute();
      const pictures = demoPictures();
      expect(rows).toHaveLength(pictures.length);
      const owners = new Set(rows.map((r) => r.title_id));
      expect(rows.filter((r) => r.sub_type === 'movie' && r.kind === 'poster').length).toBe(12);
      for (const owner of owners) {
        const kinds = rows.filter((r) => r.title_id === owner).map((r) => r.kind);
        expect(kinds).toContain('poster');
        const subType = rows.find((r) => r.title_id === owner)!.sub_type;
        expect(kinds.includes('still')).toBe(subType === 'series');
      }
      // A poster names its title, as key art does: it went to the title it was drawn for.
      for (const row of rows.filter((r) => r.kind === 'poster')) {
        expect(pictures.find((p) => p.sha256 === row.sha256)!.title).toBe(row.title);
      }
      // Each shipped file is whole: its bytes hash to the manifest's key.
      const store = demoArtworkStore();
      for (const picture of pictures) {
        const bytes = await store.get(`originals/${picture.sha256}`);
        expect(createHash('sha256').update(bytes!).digest('hex'), picture.file).toBe(
          picture.sha256,
        );
      }
    });

    it('refuses to seed twice and leaves the first seed untouched', async () => {
      const before = await tableDigest(db, 'titles', ['id']);
      await expect(seedDatabase(db, { scale: 'small', now })).rejects.toThrow(/already seeded/);
      expect(await tableDigest(db, 'titles', ['id'])).toBe(before);
    });

    it('is deterministic: a second database seeded with the same options has identical rows', async () => {
      const other = await createTestDatabase(dialect);
      try {
        await migrateToLatest(other.database.db);
        await seedDatabase(other.database.db, { scale: 'small', now });
        const tables: [keyof Database, string[]][] = [
          ['titles', ['id']],
          ['price_rules', ['id']],
          ['people', ['id']],
          ['programs', ['id']],
          ['program_synopses', ['id']],
          ['title_people', ['title_id', 'role', 'person_id']],
          ['title_genres', ['title_id', 'genre_id']],
          ['reviews', ['id']],
          ['channels', ['id']],
          ['plans', ['id']],
          ['entitlements', ['id']],
          ['virtual_schedule_items', ['id']],
          ['title_artwork', ['title_id', 'kind', 'position']],
        ];
        for (const [table, orderBy] of tables) {
          expect(await tableDigest(other.database.db, table, orderBy), table).toBe(
            await tableDigest(db, table, orderBy),
          );
        }
      } finally {
        await other.dispose();
      }
    });

    it('covers every classification, consumer advice that fits the rating, and every flag bit', async () => {
      const rows = await titles();
      const movieRatings = new Set(rows.filter((t) => t.sub_type === 'movie').map((t) => t.rating));
      for (const c of CLASSIFICATIONS) expect(movieRatings, c.label).toContain(c.rating);
      for (const t of rows) {
        const codes = JSON.parse(t.warning_codes_json) as string[];
        for (const code of codes) expect(['V', 'L', 'S', 'D', 'N', 'A']).toContain(code);
        if (t.rating >= 65) expect(codes.length, `title ${t.id}`).toBeGreaterThanOrEqual(2);
        if (t.rating === 0) expect(codes).toEqual([]);
      }
      for (const flag of Object.keys(TITLE_FLAG_BITS) as TitleFlag[]) {
        expect(
          rows.some((t) => hasFlag(t.flags, flag)),
          flag,
        ).toBe(true);
      }
      expect(
        rows
          .filter((t) => hasFlag(t.flags, 'ongoing'))
          .every((t) => t.sub_type === 'series' || t.sub_type === 'season'),
      ).toBe(true);
      expect(
        rows.filter((t) => hasFlag(t.flags, 'uhd4k')).every((t) => hasFlag(t.flags, 'hd')),
      ).toBe(true);
    });

    it('gives Kids and Family titles only G or PG, and Horror titles never G', async () => {
      const rows = await db
        .selectFrom('title_genres')
        .innerJoin('genres', 'genres.id', 'title_genres.genre_id')
        .innerJoin('titles', 'titles.id', 'title_genres.title_id')
        .select(['titles.id', 'titles.rating', 'genres.name'])
        .where('genres.name', 'in', ['Kids', 'Family', 'Horror'])
        .execute();
      const kids = rows.filter((r) => r.name !== 'Horror');
      const horror = rows.filter((r) => r.name === 'Horror');
      expect(kids.length).toBeGreaterThan(20);
      expect(horror.length).toBeGreaterThan(20);
      const misfits = [
        ...kids.filter((r) => r.rating !== 20 && r.rating !== 40),
        ...horror.filter((r) => r.rating <= 20),
      ];
      expect(misfits).toEqual([]);
    });

    it('links try-first episodes to their series through screening_room_title_id', async () => {
      const rows = await titles();
      const byId = new Map(rows.map((t) => [t.id, t]));
      const tryFirst = rows.filter((t) => hasFlag(t.flags, 'tryFirst'));
      expect(tryFirst.length).toBeGreaterThan(0);
      for (const episode of tryFirst) {
        expect(episode.sub_type).toBe('episode');
        expect(byId.get(episode.root_parent_id!)!.screening_room_title_id).toBe(episode.id);
      }
    });

    it('builds shows from seasons and episodes, with a Part season numbered 2.5', async () => {
      const rows = await titles();
      const byId = new Map(rows.map((t) => [t.id, t]));
      const series = rows.filter((t) => t.sub_type === 'series');
      for (const show of series) {
        const seasons = rows.filter((t) => t.sub_type === 'season' && t.parent_id === show.id);
        expect(seasons.length).toBeGreaterThanOrEqual(1);
        expect(seasons.length).toBeLessThanOrEqual(6);
        let total = 0;
        for (const season of seasons) {
          expect(season.root_parent_id).toBe(show.id);
          const episodes = rows.filter((t) => t.parent_id === season.id);
          expect(episodes.length).toBeGreaterThanOrEqual(6);
          expect(episodes.length).toBeLessThanOrEqual(13);
          expect(season.episode_count).toBe(episodes.length);
          expect(episodes.map((e) => e.episode_number)).toEqual(episodes.map((_, i) => i + 1));
          for (const e of episodes) {
            expect(e).toMatchObject({
              sub_type: 'episode',
              content_class: 'tv',
              root_parent_id: show.id,
              season_number: season.season_number,
            });
            expect(e.duration).toBeGreaterThanOrEqual(22 * 60);
            expect(e.duration).toBeLessThanOrEqual(60 * 60);
          }
          total += episodes.length;
        }
        expect(show.episode_count).toBe(total);
      }
      const part = rows.find((t) => t.sub_type === 'season' && t.season_number === 2.5);
      expect(part).toBeDefined();
      expect(rows.filter((t) => t.parent_id === part!.id && t.season_number === 2.5).length).toBe(
        part!.episode_count,
      );
      expect(byId.get(part!.parent_id!)!.sub_type).toBe('series');
    });

    it('gives movies realistic runtimes, years and sort titles, some with accents to fold', async () => {
      const rows = await titles();
      const movies = rows.filter((t) => t.sub_type === 'movie');
      const thisYear = new Date(now).getUTCFullYear();
      expect(new Set(movies.map((m) => m.title)).size).toBe(movies.length);
      for (const m of movies) {
        expect(m.content_class).toBe('movie');
        expect(m.duration).toBeGreaterThanOrEqual(80 * 60);
        expect(m.duration).toBeLessThanOrEqual(170 * 60);
        expect(m.year_production).toBeGreaterThanOrEqual(1950);
        expect(m.year_production).toBeLessThanOrEqual(thisYear);
        expect(m.synopsis.split(/(?<=\.) /).length, m.synopsis).toBeGreaterThanOrEqual(2);
        expect(m.primary_genre_id).not.toBeNull();
      }
      for (const t of rows) {
        expect(t.sort_title).toBe(t.sort_title.toLowerCase());
        expect(t.sort_title.normalize('NFD')).toBe(t.sort_title);
        expect(t.sort_title).not.toMatch(/^(the|a|an) /);
      }
      const accented = movies.filter((m) => /[À-ž]/.test(m.title));
      expect(accented.length).toBeGreaterThan(0);
      expect(accented.every((m) => /^[\x20-\x7e]+$/.test(m.sort_title))).toBe(true);
      expect(rows.find((t) => t.id === HIDDEN_PROMOTED_TITLE_ID)?.sub_type).toBe('movie');
    });

    it('has titles available now, not yet available, and expired', async () => {
      const movies = (await titles()).filter((t) => t.sub_type === 'movie');
      const availableNow = movies.filter(
        (m) => m.available_from! <= now && (m.available_to === null || m.available_to > now),
      );
      expect(availableNow.length / movies.length).toBeGreaterThan(0.9);
      expect(movies.some((m) => m.available_from! > now && m.added_at <= now)).toBe(true);
      expect(movies.some((m) => m.available_to !== null && m.available_to < now)).toBe(true);
    });

    it('prices titles at the published price points, with free titles and titles that cannot be bought', async () => {
      const rows = await titles();
      const rules = await db.selectFrom('price_rules').selectAll().execute();
      const byTitle = new Map<number, typeof rules>();
      for (const r of rules) byTitle.set(r.title_id, [...(byTitle.get(r.title_id) ?? []), r]);
      for (const r of rules) {
        if (r.duration === -1) expect(r.download_duration).toBe(315_360_000);
        else expect([r.duration, r.download_duration]).toEqual([172_800, 604_800]);
      }
      // A purchase names (title, format, duration): it must match one rule at most.
      const keys = rules.map((r) => `${r.title_id}/${r.content_format}/${r.duration}`);
      expect(new Set(keys).size).toBe(keys.length);

      const kind = (t: (typeof rows)[number]) => t.sub_type;
      const movieRules = rules.filter(
        (r) => kind(rows.find((t) => t.id === r.title_id)!) === 'movie',
      );
      const rentalPrices = new Set(movieRules.filter((r) => r.duration > 0).map((r) => r.price));
      for (const price of [99, 399, 499, 699, 799]) expect(rentalPrices).toContain(price);
      const buyPrices = movieRules.filter((r) => r.duration === -1);
      expect(buyPrices.some((r) => r.content_format === 'sd' && r.price === 799)).toBe(true);
      expect(buyPrices.some((r) => r.content_format === 'hd' && r.price === 1099)).toBe(true);
      expect(Math.max(...buyPrices.map((r) => r.price))).toBe(3499);
      for (const episode of rows.filter((t) => t.sub_type === 'episode')) {
        for (const r of byTitle.get(episode.id) ?? []) {
          expect(r.duration).toBe(-1);
          expect(r.price).toBe(r.content_format === 'sd' ? 299 : 349);
        }
      }
      const movies = rows.filter((t) => t.sub_type === 'movie');
      const free = movies.filter((m) => m.has_price_rules === 1 && !byTitle.has(m.id));
      const unbuyable = movies.filter((m) => m.has_price_rules === 0);
      expect(free.length).toBeGreaterThan(0);
      expect(unbuyable.length).toBeGreaterThan(0);
      expect(unbuyable.every((m) => !byTitle.has(m.id))).toBe(true);
      const buyOnly = movies.filter((m) => byTitle.get(m.id)?.every((r) => r.duration === -1));
      const rentOnly = movies.filter((m) => byTitle.get(m.id)?.every((r) => r.duration > 0));
      expect(buyOnly.length).toBeGreaterThan(0);
      expect(rentOnly.length).toBeGreaterThan(0);
      // Credit use needs a rental rule (account spec §5); early buy means buy only, before rentals.
      for (const m of movies.filter((t) => hasFlag(t.flags, 'creditUse'))) {
        expect(byTitle.get(m.id)!.some((r) => r.duration > 0)).toBe(true);
      }
      const earlyBuy = movies.filter((m) => hasFlag(m.flags, 'earlyBuy'));
      expect(earlyBuy.length).toBeGreaterThan(0);
      for (const m of earlyBuy) {
        expect(byTitle.get(m.id)!.every((r) => r.duration === -1)).toBe(true);
        expect(m.year_production).toBeGreaterThanOrEqual(new Date(now).getUTCFullYear() - 1);
      }
      const freeEpisodes = rows.filter(
        (t) => t.sub_type === 'episode' && t.has_price_rules === 1 && !byTitle.has(t.id),
      );
      expect(freeEpisodes.length).toBeGreaterThan(0);
    });

    it('gives every genre class hidden genres, never as a primary genre, and 1–3 genres a movie', async () => {
      const genres = await db.selectFrom('genres').selectAll().execute();
      const hidden = new Set(genres.filter((g) => g.hide_from_view === 1).map((g) => g.id));
      expect(genres.some((g) => g.hide_from_view === 1 && g.content_class === 'movie')).toBe(true);
      expect(genres.some((g) => g.hide_from_view === 1 && g.content_class === 'tv')).toBe(true);
      const links = await db.selectFrom('title_genres').selectAll().execute();
      expect(links.some((l) => hidden.has(l.genre_id))).toBe(true);
      const rows = await titles();
      for (const t of rows)
        if (t.primary_genre_id !== null) expect(hidden.has(t.primary_genre_id)).toBe(false);
      const perMovie = new Map<number, number>();
      const movieIds = new Set(rows.filter((t) => t.sub_type === 'movie').map((t) => t.id));
      for (const l of links)
        if (movieIds.has(l.title_id)) perMovie.set(l.title_id, (perMovie.get(l.title_id) ?? 0) + 1);
      expect(perMovie.size).toBe(movieIds.size);
      for (const n of perMovie.values()) expect(n >= 1 && n <= 3).toBe(true);
    });

    it('credits directors and cast who recur across titles', async () => {
      const credits = await db.selectFrom('title_people').selectAll().execute();
      expect(credits.some((c) => c.role === 'director')).toBe(true);
      const perPerson = new Map<number, number>();
      for (const c of credits.filter((c) => c.role === 'cast'))
        perPerson.set(c.person_id, (perPerson.get(c.person_id) ?? 0) + 1);
      expect(Math.max(...perPerson.values())).toBeGreaterThan(5);
      const people = await db.selectFrom('people').selectAll().execute();
      expect(people.some((p) => p.name !== p.name_folded && /[À-ž]/.test(p.name))).toBe(true);
      for (const p of people)
        expect(p.name_folded).toBe(p.name_folded.normalize('NFD').toLowerCase());
    });

    it('makes tile text readable on its background', async () => {
      for (const t of await titles()) {
        expect(t.tile_background).toMatch(/^#[0-9a-f]{6}$/);
        expect(contrastRatio(t.tile_background!, t.tile_text!)).toBeGreaterThanOrEqual(
          MIN_TEXT_CONTRAST,
        );
      }
    });

    it('writes critic and audience reviews for popular titles and every demo-household title', async () => {
      const reviews = await db.selectFrom('reviews').selectAll().execute();
      const perTitle = new Map<number, { critic: number; audience: number }>();
      for (const r of reviews) {
        const n = perTitle.get(r.title_id) ?? { critic: 0, audience: 0 };
        n[r.source]++;
        perTitle.set(r.title_id, n);
      }
      expect(perTitle.size).toBeGreaterThanOrEqual(80);
      for (const n of perTitle.values()) {
        expect(n.critic).toBeGreaterThanOrEqual(2);
        expect(n.critic).toBeLessThanOrEqual(5);
        expect(n.audience).toBeGreaterThanOrEqual(2);
        expect(n.audience).toBeLessThanOrEqual(5);
      }
      const household = householdIdOf('CUST0001');
      const owned = await db
        .selectFrom('purchases')
        .select('title_id')
        .where('household_id', '=', household)
        .execute();
      const wished = await db
        .selectFrom('wishlist_items')
        .select('title_id')
        .where('household_id', '=', household)
        .execute();
      const rows = await titles();
      for (const { title_id } of [...owned, ...wished]) {
        const t = rows.find((r) => r.id === title_id)!;
        const reviewed = t.sub_type === 'season' ? t.root_parent_id! : t.id;
        expect(perTitle.has(reviewed), `title ${reviewed}`).toBe(true);
      }
    });

    it('has the plans of the spec under their fixed ids', async () => {
      const plans = await db.selectFrom('plans').selectAll().execute();
      const plan = (id: number) => plans.find((p) => p.id === id)!;
      for (const id of Object.values(PLAN_IDS)) expect(plan(id), `plan ${id}`).toBeDefined();
      for (const [key, name] of [
        ['kids', 'Kids'],
        ['knowledge', 'Knowledge'],
        ['vibe', 'Vibe'],
        ['variety', 'Variety'],
      ] as const) {
        expect(plan(PLAN_IDS[key])).toMatchObject({
          name,
          kind: 'skinny',
          display_price: 600,
          subset_of: PLAN_IDS.ultimate,
        });
      }
      expect(plan(PLAN_IDS.ultimate)).toMatchObject({
        kind: 'ultimate',
        display_price: 2499,
        trial_days: 30,
      });
      expect(plan(PLAN_IDS.mobileUltimate).kind).toBe('mobile_ultimate');
      expect(plan(PLAN_IDS.movieBox)).toMatchObject({ kind: 'movie_box', display_price: 199 });
      expect(plan(PLAN_IDS.eventPack)).toMatchObject({
        kind: 'event',
        unsubscribable: 0,
        display_price: 5995,
      });
      expect(plan(PLAN_IDS.deprecated)).toMatchObject({
        visible: 0,
        upgrade_plan_id: PLAN_IDS.ultimate,
      });
      expect(plans.filter((p) => p.kind === 'premium').length).toBeGreaterThanOrEqual(5);
      for (const p of plans) expect(p.description.length).toBeGreaterThan(20);

      const movieBox = await db
        .selectFrom('plan_titles')
        .innerJoin('titles', 'titles.id', 'plan_titles.title_id')
        .select(['titles.sub_type'])
        .where('plan_id', '=', PLAN_IDS.movieBox)
        .execute();
      expect(movieBox.length).toBe(30);
      expect(movieBox.every((t) => t.sub_type === 'movie')).toBe(true);

      const links = await db.selectFrom('channel_plans').selectAll().execute();
      const channelsOf = (planId: number) =>
        links.filter((l) => l.plan_id === planId).map((l) => l.channel_id);
      const ultimate = new Set(channelsOf(PLAN_IDS.ultimate));
      for (const key of ['kids', 'knowledge', 'vibe', 'variety'] as const) {
        const pack = channelsOf(PLAN_IDS[key]);
        expect(pack.length).toBeGreaterThanOrEqual(8);
        expect(pack.length).toBeLessThanOrEqual(16);
        for (const channel of pack) expect(ultimate.has(channel)).toBe(true);
      }
      for (const p of plans.filter((p) => p.kind === 'premium' || p.kind === 'event'))
        expect(channelsOf(p.id).length).toBeGreaterThan(0);
    });

    it('has the regions by state, including the hidden 22 and 45, and the channels of the guide', async () => {
      const regions = await db.selectFrom('regions').selectAll().execute();
      expect(new Set(regions.map((r) => r.state))).toEqual(
        new Set(['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT']),
      );
      expect(regions.map((r) => r.id)).toEqual(expect.arrayContaining([22, 45]));
      const channels = await db.selectFrom('channels').selectAll().execute();
      expect(channels.filter((c) => c.closed_captions === 1).length).toBe(35);
      expect(new Set(channels.map((c) => c.epg_id)).size).toBe(channels.length);
      expect(channels.some((c) => c.popular_blacklisted === 0)).toBe(true);
      expect(channels.some((c) => c.popular_blacklisted === 1)).toBe(true);
      const links = await db.selectFrom('channel_regions').selectAll().execute();
      const regionCount = (channelId: number) =>
        links.filter((l) => l.channel_id === channelId).length;
      expect(channels.some((c) => regionCount(c.id) === regions.length)).toBe(true);
      expect(
        channels.some((c) => regionCount(c.id) > 0 && regionCount(c.id) < regions.length),
      ).toBe(true);
      for (const c of channels) expect(regionCount(c.id), c.name).toBeGreaterThan(0);
    });

    it('fills virtual playlist channels with episodes instead of programs', async () => {
      const virtual = await db
        .selectFrom('channels')
        .selectAll()
        .where('is_virtual', '=', 1)
        .execute();
      expect(virtual.length).toBeGreaterThanOrEqual(3);
      expect(virtual.length).toBeLessThanOrEqual(4);
      const rows = await titles();
      for (const channel of virtual) {
        const programs = await db
          .selectFrom('programs')
          .select('id')
          .where('channel_id', '=', channel.id)
          .execute();
        expect(programs).toEqual([]);
        const items = await db
          .selectFrom('virtual_schedule_items')
          .selectAll()
          .where('channel_id', '=', channel.id)
          .orderBy('start_at')
          .execute();
        expect(items.length).toBeGreaterThan(20);
        items.forEach((item, i) => {
          const episode = rows.find((t) => t.id === item.title_id)!;
          expect(episode.sub_type).toBe('episode');
          expect(item).toMatchObject({
            season_number: episode.season_number,
            episode_number: episode.episode_number,
          });
          expect(item.end_at - item.start_at).toBe(episode.duration * 1000);
          if (i > 0) expect(item.start_at).toBe(items[i - 1]!.end_at);
        });
        expect(items[0]!.start_at).toBeLessThanOrEqual(now);
        expect(items.at(-1)!.end_at).toBeGreaterThan(now + DAY);
      }
    });

    it('schedules contiguous programs on 5-minute marks, with repeats sharing a synopsis', async () => {
      const programs = await db
        .selectFrom('programs')
        .selectAll()
        .orderBy('channel_id')
        .orderBy('start_at')
        .execute();
      const channels = await db
        .selectFrom('channels')
        .select('id')
        .where('is_virtual', '=', 0)
        .execute();
      expect(new Set(programs.map((p) => p.channel_id)).size).toBe(channels.length);
      let short = 0;
      for (let i = 0; i < programs.length; i++) {
        const p = programs[i]!;
        const minutes = (p.end_at - p.start_at) / MINUTE;
        expect(p.start_at % (5 * MINUTE)).toBe(0);
        expect(minutes).toBeGreaterThanOrEqual(5);
        expect(minutes).toBeLessThanOrEqual(180);
        if (minutes < 7) short++;
        const previous = programs[i - 1];
        if (previous?.channel_id === p.channel_id) expect(p.start_at).toBe(previous.end_at);
        else expect(p.start_at).toBe(day - DAY);
        const next = programs[i + 1];
        if (next?.channel_id !== p.channel_id)
          expect(p.end_at).toBeGreaterThanOrEqual(day + 2 * DAY);
      }
      expect(short).toBeGreaterThan(0);
      const airings = new Map<string, Set<number | null>>();
      for (const p of programs.filter((p) => p.episode_no !== null)) {
        const key = `${p.program_id}/${p.series_no}/${p.episode_no}`;
        airings.set(key, (airings.get(key) ?? new Set()).add(p.synopsis_id));
      }
      expect([...airings.values()].every((s) => s.size === 1)).toBe(true);
      expect(programs.filter((p) => p.episode_title !== null).length).toBeGreaterThan(0);
      const perShow = new Map<string, number>();
      for (const p of programs) perShow.set(p.program_id, (perShow.get(p.program_id) ?? 0) + 1);
      expect(Math.max(...perShow.values())).toBeGreaterThan(5);
    });

    it('creates every demo household in the state its role needs', async () => {
      const households = await db
        .selectFrom('households')
        .innerJoin('isps', 'isps.id', 'households.isp_id')
        .selectAll('households')
        .select(['isps.name as isp', 'isps.purchase_disabled'])
        .execute();
      const terminals = await db.selectFrom('terminals').selectAll().execute();
      const bundles = await db.selectFrom('bundle_accounts').selectAll().execute();
      const byCode = (code: string) => households.find((h) => h.activation_code === code)!;
      const terminalOf = (code: string) =>
        terminals.filter((t) => t.household_id === byCode(code).id);

      expect(households.map((h) => h.activation_code).sort()).toEqual(
        [...DEMO_HOUSEHOLDS.map((h) => h.code), DEFAULT_HOUSEHOLD_CODE].sort(),
      );
      for (const h of households) {
        expect(h.id).toBe(householdIdOf(h.activation_code));
        expect(h.id).toMatch(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        );
        expect(JSON.parse(h.release_tags_json)).toEqual(['web-5.19.0']);
      }
      for (const demo of DEMO_HOUSEHOLDS) {
        const h = byCode(demo.code);
        if (demo.pin) expect(await verifySecret(demo.pin, h.pin_hash), demo.code).toBe(true);
        else expect(h.pin_hash, demo.code).toBeNull();
      }
      expect(byCode(DEFAULT_HOUSEHOLD_CODE)).toMatchObject({ is_default: 1, pin_hash: null });
      expect(households.filter((h) => h.is_default === 1).length).toBe(1);
      expect(DEMO_HOUSEHOLDS.find((h) => h.code === 'CUST0001')?.pin).toBe(DEMO_PIN);
      expect(byCode('NEWPIN01').pin_hash).toBeNull();
      expect(byCode('RETAIL01')).toMatchObject({ isp: 'Retail', email: 'retail01@example.com' });
      expect(await verifySecret('Retail-Demo-1', byCode('RETAIL01').password_hash)).toBe(true);
      expect(terminalOf('STAND001')).toMatchObject([
        { type: 'STANDALONE', activation_status: 'ACTIVATED' },
      ]);
      expect(byCode('RESTRIC1').purchase_disabled).toBe(1);
      expect(byCode('DECLINE1').payment_status).toBe('DECLINED');
      expect(byCode('SUSPEND1').status).toBe('SUSPENDED');
      expect(byCode('DISABLE1').status).toBe('DISABLED');
      expect(terminalOf('NOTACT01')).toMatchObject([{ activation_status: 'NOT_ACTIVATED' }]);
      expect(terminalOf('INVTERM1')).toMatchObject([{ is_valid: 0 }]);
      expect(terminalOf('NOSERIAL')).toMatchObject([{ serial: null, mac: null }]);
      for (const code of ['BUNDLE01', 'BUNDHOLD']) {
        const bundle = bundles.find((b) => b.household_id === byCode(code).id)!;
        expect(bundle).toMatchObject({
          activated_at: null,
          billing_hold: code === 'BUNDHOLD' ? 1 : 0,
        });
      }
      const special = ['STAND001', 'NOTACT01', 'INVTERM1', 'NOSERIAL'];
      for (const h of households.filter((h) => !special.includes(h.activation_code))) {
        expect(terminalOf(h.activation_code)).toMatchObject([
          { type: 'STB', activation_status: 'ACTIVATED', is_valid: 1 },
        ]);
        expect(terminalOf(h.activation_code)[0]!.serial).toMatch(/^FTB[0-9A-F]{10}$/);
        expect(terminalOf(h.activation_code)[0]!.mac).toMatch(/^([0-9a-f]{2}:){5}[0-9a-f]{2}$/);
      }
      const isps = await db.selectFrom('isps').selectAll().execute();
      expect(isps.map((i) => i.name)).toEqual(expect.arrayContaining(['Retail', 'Test Retail']));
      expect(isps.length).toBeGreaterThanOrEqual(6);
    });

    it('gives CUST0001 its pack, purchases, rentals, wishlist, ledger and credits', async () => {
      const household_id = householdIdOf('CUST0001');
      const h = await db
        .selectFrom('households')
        .selectAll()
        .where('id', '=', household_id)
        .executeTakeFirstOrThrow();
      expect(h).toMatchObject({ free_vod_count: 2, free_episode_count: 1 });
      const subscriptions = await db
        .selectFrom('subscriptions')
        .selectAll()
        .where('household_id', '=', household_id)
        .execute();
      expect(subscriptions).toMatchObject([{ plan_id: PLAN_IDS.kids, expiry_at: null }]);
      expect(subscriptions[0]!.anniversary_at).toBeGreaterThan(now);

      const rows = await titles();
      const titleOf = (id: number) => rows.find((t) => t.id === id)!;
      const entitlements = await db
        .selectFrom('entitlements')
        .selectAll()
        .where('household_id', '=', household_id)
        .execute();
      const valid = (e: (typeof entitlements)[number]) =>
        isEntitlementValid(
          {
            expires: e.expires_at === null ? null : new Date(e.expires_at).toISOString(),
            download_expires:
              e.download_expires_at === null ? null : new Date(e.download_expires_at).toISOString(),
          },
          now,
        );
      const top = entitlements.filter((e) => e.parent_entitlement_id === null);
      const boughtMovies = top.filter(
        (e) => titleOf(e.title_id).sub_type === 'movie' && e.state === 'PURCHASED',
      );
      expect(boughtMovies.length).toBe(2);
      expect(boughtMovies.every(valid)).toBe(true);
      const season = top.find((e) => titleOf(e.title_id).sub_type === 'season')!;
      expect(valid(season)).toBe(true);
      const children = entitlements.filter((e) => e.parent_entitlement_id === season.id);
      const episodes = rows.filter((t) => t.parent_id === season.title_id).map((t) => t.id);
      expect(children.map((c) => c.title_id).sort()).toEqual(episodes.sort());
      expect(children.every((c) => c.purchase_id === season.purchase_id)).toBe(true);
      const rentals = top.filter(
        (e) =>
          e.price_rule_id !== null &&
          titleOf(e.title_id).sub_type === 'movie' &&
          e.state !== 'PURCHASED',
      );
      expect(rentals.filter(valid).length).toBe(1);
      expect(rentals.filter((e) => !valid(e)).length).toBe(1);

      const purchases = await db
        .selectFrom('purchases')
        .selectAll()
        .where('household_id', '=', household_id)
        .execute();
      expect(purchases.length).toBe(5);
      const rules = await db.selectFrom('price_rules').selectAll().execute();
      const ledger = await db
        .selectFrom('ledger_entries')
        .selectAll()
        .where('household_id', '=', household_id)
        .execute();
      for (const p of purchases) {
        const rule = rules.find((r) => r.id === p.price_rule_id)!;
        expect(rule).toMatchObject({
          title_id: p.title_id,
          content_format: p.content_format,
          duration: p.duration,
        });
        expect(p.price).toBe(p.free_vod ? 0 : rule.price);
        expect(
          ledger.filter((l) => l.kind === 'PURCHASE' && l.reference === `purchase:${p.id}`),
        ).toMatchObject(p.price > 0 ? [{ amount: p.price }] : []);
        expect(top.some((e) => e.purchase_id === p.id && e.title_id === p.title_id)).toBe(true);
      }
      expect(purchases.filter((p) => p.free_vod === 1).length).toBe(1);

      const movements = await db
        .selectFrom('credit_movements')
        .selectAll()
        .where('household_id', '=', household_id)
        .execute();
      const balance = (kind: 'VOD' | 'EPISODE') =>
        movements.filter((m) => m.kind === kind).reduce((sum, m) => sum + m.delta, 0);
      expect(balance('VOD')).toBe(h.free_vod_count);
      expect(balance('EPISODE')).toBe(h.free_episode_count);
      const used = movements.find((m) => m.delta < 0)!;
      expect(purchases.find((p) => `purchase:${p.id}` === used.reference)?.free_vod).toBe(1);

      const wishlist = await db
        .selectFrom('wishlist_items')
        .selectAll()
        .where('household_id', '=', household_id)
        .execute();
      expect(wishlist.length).toBeGreaterThanOrEqual(4);
      expect(wishlist.length).toBeLessThanOrEqual(6);
      expect(wishlist.every((w) => w.label === 'VOD_WISHLIST' && w.created_at < now)).toBe(true);
    });

    describe('believable demo content (issue 34)', () => {
      /** A review's sentences: each ends with . ! or ?. */
      const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).filter((x) => x !== '');

      it("never repeats a sentence among one title's reviews", async () => {
        const reviews = await db.selectFrom('reviews').select(['title_id', 'text']).execute();
        expect(reviews.length).toBeGreaterThan(100);
        const seen = new Map<number, Set<string>>();
        for (const review of reviews) {
          const sentences = seen.get(review.title_id) ?? new Set<string>();
          seen.set(review.title_id, sentences);
          for (const sentence of sentencesOf(review.text)) {
            expect(sentences.has(sentence), `title ${review.title_id}: ${sentence}`).toBe(false);
            sentences.add(sentence);
          }
        }
      });

      it('gives every episode of a season a title of its own', async () => {
        const episodes = await db
          .selectFrom('titles')
          .select(['parent_id', 'title'])
          .where('sub_type', '=', 'episode')
          .execute();
        const bySeason = new Map<number, string[]>();
        for (const e of episodes)
          bySeason.set(e.parent_id!, [...(bySeason.get(e.parent_id!) ?? []), e.title]);
        for (const [season, titles] of bySeason) {
          expect(new Set(titles).size, `season ${season}: ${titles.join(', ')}`).toBe(
            titles.length,
          );
        }
      });

      it('credits directors only on movies and episodes, and never calls a show a film', async () => {
        const directed = await db
          .selectFrom('title_people')
          .innerJoin('titles', 'titles.id', 'title_people.title_id')
          .select(['titles.sub_type'])
          .where('role', '=', 'director')
          .distinct()
          .execute();
        expect(directed.map((r) => r.sub_type).sort()).toEqual(['episode', 'movie']);
        const tvWords = await db
          .selectFrom('titles')
          .leftJoin('reviews', 'reviews.title_id', 'titles.id')
          .select(['titles.id', 'titles.consensus', 'reviews.text'])
          .where('titles.content_class', '=', 'tv')
          .execute();
        expect(tvWords.filter((r) => r.text !== null).length).toBeGreaterThan(10);
        for (const row of tvWords) {
          expect(`${row.consensus ?? ''} ${row.text ?? ''}`, `title ${row.id}`).not.toMatch(
            /\b(film|movie)s?\b/i,
          );
        }
      });

      it('scores audiences as real ones look: the more ratings, the further from 0 % and 100 %', async () => {
        const scored = await db
          .selectFrom('titles')
          .select(['id', 'audience_score', 'ratings_count'])
          .where('audience_score', 'is not', null)
          .execute();
        for (const t of scored) {
          const score = t.audience_score!;
          if (t.ratings_count >= 1_000) expect(score, `title ${t.id}`).toBeLessThanOrEqual(96);
          if (t.ratings_count >= 10_000) expect(score, `title ${t.id}`).toBeLessThanOrEqual(94);
          if (t.ratings_count >= 1_000) expect(score, `title ${t.id}`).toBeGreaterThanOrEqual(12);
        }
        // Spread like a real store's: mostly between 50 and 90, few at the extremes.
        const scores = scored.map((t) => t.audience_score!).sort((a, b) => a - b);
        const median = scores[Math.floor(scores.length / 2)]!;
        expect(median).toBeGreaterThanOrEqual(55);
        expect(median).toBeLessThanOrEqual(85);
        expect(scores.filter((x) => x >= 97).length / scores.length).toBeLessThan(0.02);
      });

      it("states each pack's channel count as the line-up has it", async () => {
        const plans = await db.selectFrom('plans').select(['id', 'name', 'description']).execute();
        const links = await db
          .selectFrom('channel_plans')
          .select(['plan_id', 'channel_id'])
          .execute();
        const countOf = (planId: number) =>
          new Set(links.filter((l) => l.plan_id === planId).map((l) => l.channel_id)).size;
        const stated = plans.filter((p) => /\d+ channels?\b/.test(p.description ?? ''));
        expect(stated.map((p) => p.id)).toContain(PLAN_IDS.ultimate);
        for (const plan of stated) {
          const numbers = [...plan.description!.matchAll(/(\d+) channels?\b/g)].map((m) =>
            Number(m[1]),
          );
          expect(numbers, plan.name).toEqual(numbers.map(() => countOf(plan.id)));
        }
        // No count in words or "more than" that could disagree with the list.
        for (const plan of plans) {
          expect(plan.description ?? '', plan.name).not.toMatch(
            /(more than|over|at least) \d+|\b(two|three|four|five|six|ten|twenty|forty|sixty) channels/i,
          );
        }
      });
    });
  });
}
