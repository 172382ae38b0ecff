import type { QueryClient } from '@tanstack/react-query';
import { isLogoutMessage, newlyEntitledIds, type ServerFrame } from '@app/domain';
import { endSessionOnServerMessage } from '#app/lib/session/session-actions.ts';
import type { SessionData } from '#app/lib/session/session-query.ts';
import { ENTITLEMENTS_CHANGED_EVENT, liveEvents } from './live-events.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

async function refetchSession(queryClient: QueryClient): Promise<SessionData | undefined> {
  await queryClient.refetchQueries({ queryKey: queryKeys.session, exact: true });
  return queryClient.getQueryData<SessionData>(queryKeys.session);
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
      await queryClient.invalidateQueries({ queryKey: queryKeys.household.wishlist });
      return;
    case 'SUBSCRIPTIONS_CHANGED':
      await refetchSession(queryClient);
      return;
    case 'ENTITLEMENTS_CHANGED': {
      const before =
        queryClient.getQueryData<SessionData>(queryKeys.session)?.account?.entitlements ?? {};
      const after = (await refetchSession(queryClient))?.account?.entitlements ?? {};
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.household.purchaseHistory }),
        queryClient.invalidateQueries({ queryKey: queryKeys.household.entitlementHistory }),
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
