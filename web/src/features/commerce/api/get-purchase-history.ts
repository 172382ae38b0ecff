import { queryOptions } from '@tanstack/react-query';
import type { TransactionHistoryAnswer } from '@app/domain';
import { apiGet } from '#app/api/client.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

/** GET /v2/vod/purchase/history: purchases newest first, the credits and their movements. */
export async function getPurchaseHistory(signal?: AbortSignal): Promise<TransactionHistoryAnswer> {
  const { items, credits, credit_movements } = await apiGet<TransactionHistoryAnswer>(
    '/v2/vod/purchase/history',
    {},
    { signal },
  );
  return { items, credits, credit_movements };
}

export function purchaseHistoryQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.household.purchaseHistory,
    queryFn: ({ signal }) => getPurchaseHistory(signal),
  });
}
