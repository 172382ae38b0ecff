import { queryOptions, useQuery } from '@tanstack/react-query';
import { blockCodeOf, readProgramRows, type ProgramsListAnswer } from '@app/domain';
import { apiGet } from '#app/api/client.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

/**
 * A live programme's synopsis: its channel's block again with `extended` (marketing spec §7).
 * The grid's own blocks leave synopses out to stay small.
 */
export async function getProgramSynopsis(
  channelId: number,
  programId: number,
  start: number,
  signal?: AbortSignal,
): Promise<string | null> {
  const answer = await apiGet<ProgramsListAnswer>(
    '/v2/epg/programslist',
    { channel_ids: String(channelId), block: blockCodeOf(start), extended: true },
    { signal },
  );
  const rows = answer.channels[String(channelId)] ?? [];
  const program = readProgramRows(answer.__meta__.program_fields, rows).find(
    (p) => p.id === programId,
  );
  if (!program || program.synopsisId === null) return null;
  return answer.synopses[String(program.synopsisId)] ?? null;
}

export function useProgramSynopsis(
  channelId: number,
  programId: number,
  start: number,
  enabled: boolean,
) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.epg.synopsis(channelId, programId),
      queryFn: ({ signal }) => getProgramSynopsis(channelId, programId, start, signal),
      enabled,
      staleTime: 60 * 60 * 1000,
    }),
  );
}
