import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { queryKeys } from '#app/lib/query-keys.ts';
import { sessionHouseholdId } from './session-query.ts';

/**
 * Calls `onChange` after the session's household changes (a sign-in, a sign-out, a session the
 * server ended), read from the session query as it changes rather than while rendering, so the
 * caller renders again only then.
 */
export function useHouseholdChange(onChange: () => void): void {
  const queryClient = useQueryClient();
  const changed = useEffectEvent(onChange);
  useEffect(() => {
    let household = sessionHouseholdId(queryClient);
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.query.queryKey[0] !== queryKeys.session[0]) return;
      const now = sessionHouseholdId(queryClient);
      if (now === household) return;
      household = now;
      changed();
    });
  }, [queryClient]);
}
