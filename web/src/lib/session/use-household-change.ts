import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '#app/lib/query-keys.ts';
import type { SessionData } from './session-query.ts';

/** The household the session query holds now: its uuid, or null for none (or not asked yet). */
function householdOf(data: SessionData | undefined): string | null {
  return data?.account?.household.uuid ?? null;
}

/**
 * Calls `onChange` after the session's household changes (a sign-in, a sign-out, a session the
 * server ended), read from the session query as it changes rather than while rendering, so the
 * caller renders again only then.
 */
export function useHouseholdChange(onChange: () => void): void {
  const queryClient = useQueryClient();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    const read = () => householdOf(queryClient.getQueryData<SessionData>(queryKeys.session));
    let household = read();
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.query.queryKey[0] !== queryKeys.session[0]) return;
      const now = read();
      if (now === household) return;
      household = now;
      latest.current();
    });
  }, [queryClient]);
}
