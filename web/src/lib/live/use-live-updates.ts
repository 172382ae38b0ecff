import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endSessionOnServerMessage } from '#app/lib/session/session-actions.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import type { LiveSocket } from './live-socket.ts';

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
    // The socket's code and what applies its messages (apply-frame.ts) come when a household signs
    // in: a visitor's first load goes without them (issue 23).
    let socket: LiveSocket | null = null;
    let stopped = false;
    void Promise.all([import('./live-socket.ts'), import('./apply-frame.ts')]).then(
      ([{ LiveSocket, liveSocketUrl }, { applyFrame }]) => {
        if (stopped) return;
        socket = new LiveSocket({
          url: liveSocketUrl(window.location),
          onFrame: (frame) => void applyFrame(queryClient, frame),
          onSessionEnded: () => endSessionOnServerMessage(queryClient, 'NOT_AUTHENTICATED'),
        });
        socket.start();
      },
    );
    return () => {
      stopped = true;
      socket?.stop();
    };
  }, [householdId, queryClient]);
}
