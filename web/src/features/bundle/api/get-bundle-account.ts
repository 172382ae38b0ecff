import { queryOptions, useQuery } from '@tanstack/react-query';
import { BUNDLE_POLL_MS, type BundleAnswer, type StreamingBundle } from '@app/domain';
import { apiPost } from '#app/api/client.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

/** Without a check URL of its own, the session's household is checked (docs/api.md). */
const SESSION_CHECK_URL = '/v2/bundle/account';

/**
 * The check URL comes from the server; it is only ever called on this site (a path, not another
 * origin), so the session cookie and headers never go elsewhere.
 */
export function sameSiteCheckUrl(url: string | null): string {
  if (!url || !url.startsWith('/') || url.startsWith('//') || url.includes('\\'))
    return SESSION_CHECK_URL;
  return url;
}

/**
 * POST to the account's activation-check URL (account spec §7 "External bundle activation"):
 * the bundle's state, or ERR_BILLING_HOLD.
 */
export async function getBundleAccount(
  checkUrl: string | null,
  signal?: AbortSignal,
): Promise<StreamingBundle> {
  const answer = await apiPost<BundleAnswer>(sameSiteCheckUrl(checkUrl), {}, { signal });
  return answer.streaming_bundle;
}

interface BundleAccountOptions {
  /** The bundle as the account answer has it: shown until the check answers. */
  initial: StreamingBundle;
  /** Check again every 10 s (§9) until the bundle gives access: the activation page waits. */
  poll: boolean;
}

export function bundleAccountQueryOptions({ initial, poll }: BundleAccountOptions) {
  return queryOptions({
    queryKey: queryKeys.bundleAccount,
    queryFn: ({ signal }) => getBundleAccount(initial.activation_check_url, signal),
    initialData: initial,
    // The account answer may be minutes old: check at once.
    initialDataUpdatedAt: 0,
    refetchInterval: (query) =>
      poll && !query.state.data?.has_access && !query.state.error ? BUNDLE_POLL_MS : false,
    // Polling goes on while the tab is in the background: activation happens on another site.
    refetchIntervalInBackground: true,
  });
}

export function useBundleAccount(options: BundleAccountOptions) {
  return useQuery(bundleAccountQueryOptions(options));
}
