import type { Kysely } from 'kysely';
import type { Database } from '#app/db/tables.ts';

/**
 * The index range of a block's query starts this long before the block: the longest programme
 * in the guide (measured with the line-up), a day when unknown.
 */
export const DEFAULT_LONGEST_PROGRAM_MS = 24 * 60 * 60 * 1000;

/** SQL of the TV guide: regions, channels, programmes and virtual playlist schedules. */
export function createEpgRepo(db: Kysely<Database>) {
  return {
    async regions() {
      return db.selectFrom('regions').selectAll().orderBy('id').execute();
    },

    async channels() {
      return db.selectFrom('channels').selectAll().orderBy('number').orderBy('id').execute();
    },

    async channelRegions() {
      return db
        .selectFrom('channel_regions')
        .select(['channel_id', 'region_id'])
        .orderBy('region_id')
        .execute();
    },

    async channelPlans() {
      return db
        .selectFrom('channel_plans')
        .innerJoin('plans', 'plans.id', 'channel_plans.plan_id')
        .select([
          'channel_plans.channel_id',
          'channel_plans.position',
          'plans.id as plan_id',
          'plans.name as plan_name',
        ])
        .orderBy('plans.id')
        .orderBy('channel_plans.position')
        .execute();
    },

    /** The longest programme or playlist item, in ms (0 when the guide is empty). */
    async longestProgramMs() {
      const [programs, virtual] = await Promise.all([
        db
          .selectFrom('programs')
          .select((eb) => eb.fn.max(eb('end_at', '-', eb.ref('start_at'))).as('longest'))
          .executeTakeFirst(),
        db
          .selectFrom('virtual_schedule_items')
          .select((eb) => eb.fn.max(eb('end_at', '-', eb.ref('start_at'))).as('longest'))
          .executeTakeFirst(),
      ]);
      return Math.max(Number(programs?.longest ?? 0), Number(virtual?.longest ?? 0));
    },

    async planNames() {
      return db.selectFrom('plans').select(['id', 'name']).execute();
    },

    /** Programmes of these channels that overlap [from, to), by channel then start. */
    async programs(channelIds: readonly number[], from: number, to: number, longestMs: number) {
      if (channelIds.length === 0) return [];
      return db
        .selectFrom('programs')
        .select([
          'id',
          'channel_id',
          'program_id',
          'title',
          'start_at',
          'end_at',
          'synopsis_id',
          'rating',
          'sound',
          'caption',
          'definition',
          'widescreen',
          'series_no',
          'episode_no',
          'episode_title',
          'popularity',
        ])
        .where('channel_id', 'in', channelIds)
        .where('start_at', '<', to)
        .where('start_at', '>', from - longestMs)
        .where('end_at', '>', from)
        .orderBy('channel_id')
        .orderBy('start_at')
        .execute();
    },

    async synopses(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db.selectFrom('program_synopses').selectAll().where('id', 'in', ids).execute();
    },

    /** Programmes airing in [from, to) with their synopsis, most popular first. */
    async popularPrograms(
      channelIds: readonly number[],
      from: number,
      to: number,
      longestMs: number,
    ) {
      if (channelIds.length === 0) return [];
      return db
        .selectFrom('programs')
        .leftJoin('program_synopses', 'program_synopses.id', 'programs.synopsis_id')
        .select([
          'programs.id',
          'programs.channel_id',
          'programs.title',
          'programs.start_at',
          'programs.end_at',
          'programs.rating',
          'programs.popularity',
          'program_synopses.text as synopsis',
        ])
        .where('programs.channel_id', 'in', channelIds)
        .where('programs.start_at', '<', to)
        .where('programs.start_at', '>', from - longestMs)
        .where('programs.end_at', '>', from)
        .orderBy('programs.popularity', 'desc')
        .orderBy('programs.start_at')
        .orderBy('programs.id')
        .execute();
    },

    /** Virtual playlist items of these channels that overlap [from, to). */
    async virtualItems(channelIds: readonly number[], from: number, to: number, longestMs: number) {
      if (channelIds.length === 0) return [];
      return db
        .selectFrom('virtual_schedule_items')
        .selectAll()
        .where('channel_id', 'in', channelIds)
        .where('start_at', '<', to)
        .where('start_at', '>', from - longestMs)
        .where('end_at', '>', from)
        .orderBy('channel_id')
        .orderBy('start_at')
        .execute();
    },
  };
}

export type EpgRepo = ReturnType<typeof createEpgRepo>;
