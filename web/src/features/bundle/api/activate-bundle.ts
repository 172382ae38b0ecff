import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BundleAnswer, StreamingBundle } from '@app/domain';
import { apiPost } from '#app/api/client.ts';
import { reloadSession } from '#app/lib/session/session-actions.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

/** POST /v2/bundle/activate: links the bundle (has_access), or ERR_BILLING_HOLD. */
export async function activateBundle(): Promise<StreamingBundle> {
  const answer = await apiPost<BundleAnswer>('/v2/bundle/activate', {}, { timeout: 'mid' });
  return answer.streaming_bundle;
}

export function useActivateBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateBundle,
    onSuccess: async (bundle) => {
      queryClient.setQueryData(queryKeys.bundleAccount, bundle);
      await reloadSession(queryClient);
    },
  });
}
