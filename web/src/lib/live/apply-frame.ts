import type { QueryClient } from '@tanstack/react-query';
import { isLogoutMessage, newlyEntitledIds, type ServerFrame } from '@app/domain';
import { HOUSEHOLD_QUERY_KEYS } from '#app/lib/query-keys.ts';
import { endSessionOnServerMessage } from '#app/lib/session/session-actions.ts';
import { SESSION_QUERY_KEY, type SessionData } from '#app/lib/session/session-query.ts';
import { ENTITLEMENTS_CHANGED_EVENT, liveEvents } from './live-events.ts';

async function refetchSession(queryClient: QueryClient): Promise<SessionData | undefined> {
  await queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY, exact: true });
  return queryClient.getQueryData<SessionData>(SESSION_QUERY_KEY);
}

/** What a frame from the server changes on this page. */
export async function applyFrame(queryClient: QueryClient, frame: ServerFrame): Promise<void> {
  const code = frame.__meta__?.error ?? frame.frag;
  if (isLogoutMessage(code)) {
    endSessionOnServerMessage(queryClient, code);
    return;
  }
  switch (frame.frag) {
    case 'WISHLISTS_CHANGED':
      await queryClient.invalidateQueries({ queryKey: HOUSEHOLD_QUERY_KEYS.wishlist });
      return;
    case 'SUBSCRIPTIONS_CHANGED':
      await refetchSession(queryClient);
      return;
    case 'ENTITLEMENTS_CHANGED': {
      const before =
        queryClient.getQueryData<SessionData>(SESSION_QUERY_KEY)?.account?.entitlements ?? {};
      const after = (await refetchSession(queryClient))?.account?.entitlements ?? {};
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: HOUSEHOLD_QUERY_KEYS.purchaseHistory }),
        queryClient.invalidateQueries({ queryKey: HOUSEHOLD_QUERY_KEYS.entitlementHistory }),
      ]);
      const ids = newlyEntitledIds(before, after);
      if (ids.length > 0)
        liveEvents.dispatchEvent(new CustomEvent(ENTITLEMENTS_CHANGED_EVENT, { detail: ids }));
      return;
    }
    default:
      return;
  }
}
