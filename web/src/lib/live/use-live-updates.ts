import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isLogoutMessage, newlyEntitledIds, type ServerFrame } from '@app/domain';
import { HOUSEHOLD_QUERY_KEYS } from '#app/lib/query-keys.ts';
import { endSessionOnServerMessage } from '#app/lib/session/session-actions.ts';
import { SESSION_QUERY_KEY, type SessionData } from '#app/lib/session/session-query.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import type { LiveSocket } from './live-socket.ts';

/** Where 'entitlements:changed' is announced, with the newly entitled title ids (account spec §4). */
export const liveEvents = new EventTarget();
export const ENTITLEMENTS_CHANGED_EVENT = 'entitlements:changed';

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

/**
 * Keeps one live socket open while a household is signed in on this tab, and applies what it
 * hears: wishlist and subscriptions reload, entitlements announce what is new, and a sign-out
 * message ends the session here too.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const { account } = useSession();
  const householdId = account?.household.uuid ?? null;

  useEffect(() => {
    if (!householdId) return;
    // The socket's code comes when a household signs in: a visitor's first load goes without it
    // (issue 23).
    let socket: LiveSocket | null = null;
    let stopped = false;
    void import('./live-socket.ts').then(({ LiveSocket, liveSocketUrl }) => {
      if (stopped) return;
      socket = new LiveSocket({
        url: liveSocketUrl(window.location),
        onFrame: (frame) => void applyFrame(queryClient, frame),
        onSessionEnded: () => endSessionOnServerMessage(queryClient, 'NOT_AUTHENTICATED'),
      });
      socket.start();
    });
    return () => {
      stopped = true;
      socket?.stop();
    };
  }, [householdId, queryClient]);
}
