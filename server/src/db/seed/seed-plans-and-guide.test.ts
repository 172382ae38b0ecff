import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDialects } from '#app/test-support/index.ts';
import type { Database } from '#app/db/tables.ts';
import { PLAN_IDS } from './index.ts';
import { DAY, MINUTE, day, now, onSeededDatabase } from './seed-test-support.ts';

for (const dialect of testDialects()) {
  describe(`demo seed: plans, regions, channels and the guide (${dialect})`, () => {
    let db!: Kysely<Database>;
    onSeededDatabase(dialect, (seeded) => ({ db } = seeded));

    const titles = () => db.selectFrom('titles').selectAll().orderBy('id').execute();

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
  });
}
