import type { Kysely } from 'kysely';
import {
  CHANNELS_ERROR,
  BLOCK_CODE_MS,
  DAY_MS,
  channelsOfRegion,
  isBlockInReach,
  programImagePath,
} from '@app/domain';
import type {
  Channel,
  ChannelsByPlansAnswer,
  EpgChannelsAnswer,
  PopularAnswer,
  PopularBlacklistAnswer,
  ProgramRow,
  ProgramsListAnswer,
  ProgramsListQuery,
  PopularQuery,
  Region,
  ScheduleBlockAnswer,
  ScheduleBlockQuery,
} from '@app/domain';
import type { Clock } from '#app/clock.ts';
import type { Database } from '#app/db/tables.ts';
import { AppError } from '#app/errors.ts';
import { DEFAULT_LONGEST_PROGRAM_MS, createEpgRepo } from './repo.ts';

/** The line-up changes only with a new seed or import: a minute's staleness is harmless. */
const LINEUP_TTL_MS = 60_000;

interface Lineup {
  channels: Channel[];
  byId: Map<number, Channel>;
  regions: Region[];
  blacklist: number[];
  /** Plan name → its channels in channel_sort order. */
  byPlan: Map<string, Channel[]>;
  /** Bounds the index range of programme queries (repo.ts). */
  longestProgramMs: number;
  loadedAt: number;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

function blockCodeText(start: number) {
  return new Date(start).toISOString().slice(0, 13);
}

/** The TV guide and the channel service (marketing spec §3, §7, §9). */
export function createEpgService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  /** Told when a reload finds the line-up changed (e.g. to drop cached answers). */
  onLineupChange?: () => void;
  /** Told the cause when the line-up cannot be loaded (it is logged, never sent). */
  onChannelsError?: (error: unknown) => void;
}) {
  const repo = createEpgRepo(deps.db);
  let lineup: Promise<Lineup> | null = null;
  /** What the last load found, to tell a changed line-up from the same one loaded again. */
  let fingerprint: string | null = null;
  const changeListeners = new Set<() => void>();

  async function loadLineup(): Promise<Lineup> {
    const [channelRows, regionRows, channelRegions, channelPlans] = await Promise.all([
      repo.channels(),
      repo.regions(),
      repo.channelRegions(),
      repo.channelPlans(),
    ]);
    const regionsOf = new Map<number, number[]>();
    for (const cr of channelRegions) {
      const list = regionsOf.get(cr.channel_id);
      if (list) list.push(cr.region_id);
      else regionsOf.set(cr.channel_id, [cr.region_id]);
    }
    const plansOf = new Map<number, string[]>();
    for (const cp of channelPlans) {
      const list = plansOf.get(cp.channel_id);
      if (list) list.push(cp.plan_name);
      else plansOf.set(cp.channel_id, [cp.plan_name]);
    }
    const channels: Channel[] = channelRows.map((row) => ({
      channel_id: row.id,
      epg_id: row.epg_id,
      name: row.name,
      number: row.number,
      image: `/v2/epg/channels/${row.id}/image`,
      type: row.is_virtual === 1 ? 'virtual_playlist' : 'live',
      sources: JSON.parse(row.sources_json) as Channel['sources'],
      plans: plansOf.get(row.id) ?? [],
      regions: regionsOf.get(row.id) ?? [],
      closed_captions: row.closed_captions === 1,
    }));
    const byId = new Map(channels.map((c) => [c.channel_id, c]));
    const byPlan = new Map<string, Channel[]>();
    for (const cp of channelPlans) {
      const channel = byId.get(cp.channel_id);
      if (!channel) continue;
      const list = byPlan.get(cp.plan_name.toLowerCase());
      if (list) list.push(channel);
      else byPlan.set(cp.plan_name.toLowerCase(), [channel]);
    }
    const [planNames, longest] = await Promise.all([repo.planNames(), repo.longestProgramMs()]);
    for (const plan of planNames) {
      if (!byPlan.has(plan.name.toLowerCase())) byPlan.set(plan.name.toLowerCase(), []);
    }
    const loaded = JSON.stringify([
      channelRows,
      regionRows,
      channelRegions,
      channelPlans,
      planNames,
      longest,
    ]);
    if (fingerprint !== null && loaded !== fingerprint) {
      deps.onLineupChange?.();
      for (const listener of changeListeners) listener();
    }
    fingerprint = loaded;
    return {
      channels,
      byId,
      regions: regionRows.map((r) => ({ id: r.id, state: r.state, region: r.name })),
      blacklist: channelRows.filter((r) => r.popular_blacklisted === 1).map((r) => r.id),
      byPlan,
      // A programme added later that runs longer is found once the line-up reloads (a minute).
      longestProgramMs: longest > 0 ? longest : DEFAULT_LONGEST_PROGRAM_MS,
      loadedAt: deps.clock.now(),
    };
  }

  /** The cached line-up; a failed load is not kept, so the next call tries again (§8). */
  async function currentLineup(): Promise<Lineup> {
    const cached = lineup ? await lineup.catch(() => null) : null;
    if (cached && deps.clock.now() - cached.loadedAt < LINEUP_TTL_MS) return cached;
    const loading = loadLineup();
    lineup = loading;
    try {
      return await loading;
    } catch (error) {
      // §8: 'Error getting all channels …', and the channel cache is reset so the next call
      // loads afresh. The cause is logged through onChannelsError, never sent.
      lineup = null;
      deps.onChannelsError?.(error);
      throw new AppError('ERR_UNAVAILABLE', CHANNELS_ERROR);
    }
  }

  /** Every id must be a channel of the wanted type, or the call says which are not. */
  function checkChannels(
    current: Lineup,
    ids: readonly number[],
    type: Channel['type'],
    field: string,
  ): void {
    const unknown = ids.filter((id) => !current.byId.has(id));
    if (unknown.length > 0) {
      throw new AppError(
        'ERR_NOT_FOUND',
        `${field}: no channel found with Id ${unknown.slice(0, 10).join(', ')}`,
      );
    }
    const wrong = ids.filter((id) => current.byId.get(id)!.type !== type);
    if (wrong.length > 0) {
      throw new AppError(
        'ERR_VALIDATION',
        type === 'live'
          ? `${field}: channel ${wrong.slice(0, 10).join(', ')} is a virtual playlist channel; ask /v3/avc/schedule_block`
          : `${field}: channel ${wrong.slice(0, 10).join(', ')} is not a virtual playlist channel; ask /v2/epg/programslist`,
      );
    }
  }

  function checkReach(blockStart: number, field: string): void {
    if (!isBlockInReach(blockStart, deps.clock.now())) {
      throw new AppError(
        'ERR_VALIDATION',
        `${field}: block ${blockCodeText(blockStart)} is outside the guide, which runs from 24 hours back to 7 days ahead`,
      );
    }
  }

  return {
    /** Hears each reload that found the channel line-up changed (checked a minute apart). */
    onLineupChanged(listener: () => void): void {
      changeListeners.add(listener);
    },

    /** GET /v4/epg/channels. */
    async channels(regionId?: number): Promise<EpgChannelsAnswer> {
      const current = await currentLineup();
      if (regionId !== undefined && !current.regions.some((r) => r.id === regionId)) {
        throw new AppError('ERR_NOT_FOUND', `No region found with Id ${regionId}`);
      }
      return {
        channels:
          regionId === undefined ? current.channels : channelsOfRegion(current.channels, regionId),
        region_details: current.regions,
      };
    },

    /**
     * GET /v2/epg/programslist: a 4-hour block of programmes as rows of program_fields. Every
     * viewer of a region asks for the same blocks: the response cache keeps the answers' bytes.
     */
    async programsList(query: ProgramsListQuery): Promise<Omit<ProgramsListAnswer, '__meta__'>> {
      const current = await currentLineup();
      checkChannels(current, query.channel_ids, 'live', 'channel_ids');
      checkReach(query.block, 'block');
      const rows = await repo.programs(
        query.channel_ids,
        query.block,
        query.block + BLOCK_CODE_MS,
        current.longestProgramMs,
      );
      const byChannel = new Map<number, typeof rows>();
      for (const id of query.channel_ids) byChannel.set(id, []);
      for (const row of rows) byChannel.get(row.channel_id)!.push(row);
      const channels: Record<string, ProgramRow[]> = {};
      const synopsisIds = new Set<number>();
      for (const [id, list] of byChannel) {
        let chosen = list;
        if (query.popular) {
          chosen = [...list].sort((a, b) => b.popularity - a.popularity || a.start_at - b.start_at);
        }
        if (query.count !== undefined) chosen = chosen.slice(0, query.count);
        channels[String(id)] = chosen.map((p) => {
          if (p.synopsis_id !== null) synopsisIds.add(p.synopsis_id);
          return [
            p.id,
            p.program_id,
            p.title,
            seconds(p.start_at),
            seconds(p.end_at),
            p.synopsis_id,
            p.rating,
            p.sound,
            p.caption,
            p.definition,
            p.widescreen,
            p.series_no,
            p.episode_no,
            p.episode_title,
          ];
        });
      }
      const synopses: Record<string, string> = {};
      if (query.extended) {
        for (const s of await repo.synopses([...synopsisIds])) synopses[String(s.id)] = s.text;
      }
      return { channels, synopses };
    },

    /** GET /v3/avc/schedule_block: virtual playlist schedules. */
    async scheduleBlock(query: ScheduleBlockQuery): Promise<ScheduleBlockAnswer> {
      const current = await currentLineup();
      checkChannels(current, query.avcs, 'virtual_playlist', 'avcs');
      checkReach(query.block_id, 'block_id');
      const rows = await repo.virtualItems(
        query.avcs,
        query.block_id,
        query.block_id + BLOCK_CODE_MS,
        current.longestProgramMs,
      );
      const schedules: ScheduleBlockAnswer['schedules'] = {};
      for (const id of query.avcs) schedules[String(id)] = [];
      for (const row of rows) {
        const list = schedules[String(row.channel_id)]!;
        if (query.count !== undefined && list.length >= query.count) continue;
        list.push({
          id: row.id,
          start_time: seconds(row.start_at),
          end_time: seconds(row.end_at),
          name: row.name,
          season_number: row.season_number,
          episode_number: row.episode_number,
          title_id: row.title_id,
        });
      }
      return { schedules };
    },

    /** GET /v2/epg/channels/by_plans: each named plan's channels ('Nominated package … not found', §5). */
    async channelsByPlans(names: readonly string[]): Promise<ChannelsByPlansAnswer> {
      const current = await currentLineup();
      const plans: ChannelsByPlansAnswer['plans'] = {};
      for (const name of names) {
        const channels = current.byPlan.get(name.toLowerCase());
        if (!channels) {
          const shown = name.length > 60 ? `${name.slice(0, 60)}…` : name;
          throw new AppError('ERR_NOT_FOUND', `Nominated package ${shown} not found`);
        }
        plans[name] = channels;
      }
      return { plans };
    },

    /** GET /v2/epg/popular: per epg_id, its most popular programmes airing now or in the next day. */
    async popular(query: PopularQuery): Promise<PopularAnswer> {
      const current = await currentLineup();
      checkChannels(current, query.channel_ids, 'live', 'channel_ids');
      const now = deps.clock.now();
      const rows = await repo.popularPrograms(
        query.channel_ids,
        now,
        now + DAY_MS,
        current.longestProgramMs,
      );
      const channels: PopularAnswer['channels'] = {};
      for (const id of query.channel_ids) channels[current.byId.get(id)!.epg_id] = [];
      for (const row of rows) {
        const list = channels[current.byId.get(row.channel_id)!.epg_id]!;
        if (list.length >= query.count) continue;
        list.push({
          id: row.id,
          channel_id: row.channel_id,
          title: row.title,
          start: seconds(row.start_at),
          end: seconds(row.end_at),
          synopsis: row.synopsis,
          rating: row.rating,
          image: programImagePath(row.id, '334x188'),
        });
      }
      return { channels };
    },

    /** GET /v2/epg/popular/blacklist: channels whose programmes are never offered as popular. */
    async popularBlacklist(): Promise<PopularBlacklistAnswer> {
      return { channel_ids: (await currentLineup()).blacklist };
    },
  };
}

export type EpgService = ReturnType<typeof createEpgService>;
