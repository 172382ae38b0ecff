import { queryOptions } from '@tanstack/react-query';
import {
  readProgramRows,
  type GuideProgram,
  type ProgramsListAnswer,
  type ScheduleBlockAnswer,
} from '@app/domain';
import { apiGet } from '#app/api/client.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

/** One 4-hour block of a line-up: channel id → its programmes in that block. */
export type GuideBlock = Map<number, GuideProgram[]>;

export interface GuideBlockParams {
  block: string;
  liveIds: readonly number[];
  virtualIds: readonly number[];
}

/**
 * A block of the guide: live channels from GET /v2/epg/programslist, virtual playlist channels
 * from GET /v3/avc/schedule_block (marketing spec §7), read into one shape.
 */
export async function getGuideBlock(
  { block, liveIds, virtualIds }: GuideBlockParams,
  signal?: AbortSignal,
): Promise<GuideBlock> {
  const [live, virtual] = await Promise.all([
    liveIds.length === 0
      ? null
      : apiGet<ProgramsListAnswer>(
          '/v2/epg/programslist',
          { channel_ids: liveIds.join(','), block },
          { signal, timeout: 'mid' },
        ),
    virtualIds.length === 0
      ? null
      : apiGet<ScheduleBlockAnswer>(
          '/v3/avc/schedule_block',
          { avcs: virtualIds.join(','), block_id: block },
          { signal, timeout: 'mid' },
        ),
  ]);
  const programs: GuideBlock = new Map();
  if (live) {
    for (const [id, rows] of Object.entries(live.channels)) {
      programs.set(Number(id), readProgramRows(live.__meta__.program_fields, rows));
    }
  }
  if (virtual) {
    for (const [id, items] of Object.entries(virtual.schedules)) {
      programs.set(
        Number(id),
        items.map((item) => ({
          id: item.id,
          programId: `avc-${item.title_id ?? item.id}`,
          title: item.name,
          start: item.start_time * 1000,
          end: item.end_time * 1000,
          synopsisId: null,
          rating: 0,
          sound: 'stereo',
          caption: false,
          definition: 'HD',
          widescreen: true,
          seriesNo: item.season_number,
          episodeNo: item.episode_number,
          episodeTitle: null,
        })),
      );
    }
  }
  return programs;
}

export function guideBlockQueryOptions(params: GuideBlockParams) {
  return queryOptions({
    queryKey: queryKeys.epg.block(params.block, params.liveIds, params.virtualIds),
    queryFn: ({ signal }) => getGuideBlock(params, signal),
    staleTime: 5 * 60 * 1000,
    // The client keeps 5 blocks (marketing spec §9: programs cache 5).
    meta: { cache: 'programs' },
  });
}
