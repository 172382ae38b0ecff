import { CLASSIFICATIONS, HIDDEN_PROMOTED_TITLE_ID, TITLE_FLAG_BITS, hasFlag } from '@app/domain';
import type { TitleFlag } from '@app/domain';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDialects } from '#app/test-support/index.ts';
import type { Database } from '#app/db/tables.ts';
import { MIN_TEXT_CONTRAST, contrastRatio } from './colours.ts';
import { householdIdOf } from './index.ts';
import { now, onSeededDatabase } from './seed-test-support.ts';

for (const dialect of testDialects()) {
  describe(`demo seed: titles, prices, crew and reviews (${dialect})`, () => {
    let db!: Kysely<Database>;
    onSeededDatabase(dialect, (seeded) => ({ db } = seeded));

    const titles = () => db.selectFrom('titles').selectAll().orderBy('id').execute();

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
  });
}
