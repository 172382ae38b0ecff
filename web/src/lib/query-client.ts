import { QueryClient } from '@tanstack/react-query';
import { NETWORK_ERROR_CODE, isApiError } from '#app/api/client.ts';
import { installSignOutHandling } from './session/session-actions.ts';
import { limitQueryCaches } from './query-cache-limits.ts';

/**
 * The app's query cache. An answer from the API is final (a refusal will not change by asking
 * again); a 5xx is retried once. No retry after a time-out or without a connection: the user has
 * waited long enough and gets a Retry button.
 */
export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        // The server renders once: a failed call shows its error state, and the browser retries.
        retry: (failureCount, error) =>
          !server &&
          failureCount < 1 &&
          isApiError(error) &&
          error.code === NETWORK_ERROR_CODE &&
          error.status >= 500,
      },
    },
  });
  // Any call answered with a sign-out code (account spec §4) ends the session in this cache. The
  // server renders for nobody in particular and shares the one listener: it has no session to end.
  if (!server) installSignOutHandling(queryClient);
  // The server's cache lives for one render: no §9 capacities, and a failed call stays failed
  // (the browser's cache drops it to ask again), so the page can say why, e.g. 404 for a genre.
  if (!server) limitQueryCaches(queryClient);
  return queryClient;
}
