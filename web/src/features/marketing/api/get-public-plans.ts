import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicPlansAnswer } from '@app/domain';
import { apiGet } from '#app/api/client.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

/** GET /v2/plans (docs/api.md "Public pack list"): prices, channel counts and tiles. */
export async function getPublicPlans(signal?: AbortSignal): Promise<PublicPlansAnswer> {
  return apiGet<PublicPlansAnswer>('/v2/plans', {}, { signal });
}

export const publicPlansQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.marketing.publicPlans,
    queryFn: ({ signal }) => getPublicPlans(signal),
    // Packs and prices change rarely: one read per visit is enough.
    staleTime: 10 * 60 * 1000,
  });

export function usePublicPlans() {
  return useQuery(publicPlansQueryOptions());
}
