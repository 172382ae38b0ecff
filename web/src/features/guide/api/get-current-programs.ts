import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  blockCodeOf,
  readProgramRows,
  type GuideProgram,
  type ProgramsListAnswer,
} from '@app/domain';
import { apiGet } from '#app/api/client.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

/** What is on now on each of these live channels (the mobile playback page, §2.3). */
export async function getCurrentPrograms(
  channelIds: readonly number[],
  now: number,
  signal?: AbortSignal,
): Promise<Map<number, GuideProgram>> {
  const current = new Map<number, GuideProgram>();
  if (channelIds.length === 0) return current;
  const answer = await apiGet<ProgramsListAnswer>(
    '/v2/epg/programslist',
    { channel_ids: channelIds.join(','), block: blockCodeOf(now) },
    { signal },
  );
  for (const [id, rows] of Object.entries(answer.channels)) {
    const program = readProgramRows(answer.__meta__.program_fields, rows).find(
      (p) => p.start <= now && p.end > now,
    );
    if (program) current.set(Number(id), program);
  }
  return current;
}

export const currentProgramsQueryOptions = (channelIds: readonly number[], now: number) =>
  queryOptions({
    queryKey: queryKeys.epg.now(blockCodeOf(now), channelIds),
    queryFn: ({ signal }) => getCurrentPrograms(channelIds, now, signal),
    enabled: channelIds.length > 0,
    staleTime: 60 * 1000,
  });

export function useCurrentPrograms(channelIds: readonly number[], now: number) {
  return useQuery(currentProgramsQueryOptions(channelIds, now));
}
