import type { QueryClient } from '@tanstack/react-query';
import { TRAFFIC_LIMIT_REASON } from '@app/domain';
import { NETWORK_ERROR_CODE, isApiError } from '#app/api/client.ts';

/**
 * What the app tells the user in a toast when a call fails for reasons outside the page's
 * control (account spec §8): no connection, a time-out or a 5xx; or the traffic limiter.
 */
export type ConnectionNotice = 'connection' | 'limited';

export function connectionNoticeOf(error: unknown): ConnectionNotice | null {
  if (!isApiError(error)) return null;
  if (error.code === NETWORK_ERROR_CODE) return 'connection';
  if (error.meta?.reason === TRAFFIC_LIMIT_REASON) return 'limited';
  return null;
}

/** A mutation whose failure has no place on the page asks for the toast with this meta. */
export interface ConnectionToastMeta extends Record<string, unknown> {
  connectionToast?: boolean;
}

/**
 * Calls `notify` for each failure that needs the toast:
 * - a query that already shows data and fails to refresh (a first load that fails shows the
 *   page's own error state with a Retry button instead, so no toast on top);
 * - a mutation with `meta.connectionToast` (mutations with a form show their error in place).
 * Returns the unsubscribe function.
 */
export function watchConnectionNotices(
  queryClient: QueryClient,
  notify: (notice: ConnectionNotice) => void,
): () => void {
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    if (event.query.state.data === undefined) return;
    const notice = connectionNoticeOf(event.action.error);
    if (notice) notify(notice);
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    if (!(event.mutation.meta as ConnectionToastMeta | undefined)?.connectionToast) return;
    const notice = connectionNoticeOf(event.action.error);
    if (notice) notify(notice);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
