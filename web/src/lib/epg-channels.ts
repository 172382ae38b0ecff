import { queryOptions } from '@tanstack/react-query';
import type { EpgChannelsAnswer } from '@app/domain';
import { apiGet } from '#app/api/client.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

/**
 * Every channel and region: GET /v4/epg/channels (marketing spec §7). The guide and the
 * closed-captions pages read it under one key and one rule, so it is asked once a visit.
 */
export function getEpgChannels(signal?: AbortSignal): Promise<EpgChannelsAnswer> {
  return apiGet<EpgChannelsAnswer>('/v4/epg/channels', {}, { signal });
}

export function epgChannelsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.epg.channels,
    queryFn: ({ signal }) => getEpgChannels(signal),
    // The line-up changes with a new seed, not within a visit.
    staleTime: 60 * 60 * 1000,
  });
}
