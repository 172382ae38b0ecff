import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChannelsByPlansAnswer } from '@app/domain';
import { apiGet } from '#app/api/client.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

/** Channels of named plans: the channel service's GET /v2/epg/channels/by_plans (§7). */
export function getChannelsByPlans(
  plans: readonly string[],
  signal?: AbortSignal,
): Promise<ChannelsByPlansAnswer> {
  return apiGet<ChannelsByPlansAnswer>(
    '/v2/epg/channels/by_plans',
    { plans: plans.join(',') },
    { signal },
  );
}

export const channelsByPlansQueryOptions = (plans: readonly string[]) =>
  queryOptions({
    queryKey: queryKeys.epg.byPlans(plans),
    queryFn: ({ signal }) => getChannelsByPlans(plans, signal),
    staleTime: 60 * 60 * 1000,
  });

export function useChannelsByPlans(plans: readonly string[]) {
  return useQuery(channelsByPlansQueryOptions(plans));
}
