import type { QueryClient } from '@tanstack/react-query';
import { isRetailProvider } from '@app/domain';
import { redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import { paths } from '#app/config/paths.ts';
import { acknowledgeSessionEnded } from './session-actions.ts';
import { isSignedInCustomer, sessionQueryOptions, type SessionData } from './session-query.ts';

interface GuardOptions {
  /** Retail customers find this page on the retail site instead (account spec §6). */
  retailTo?: string;
}

/**
 * A route loader for pages flagged mustLogIn (account spec §2: My Stuff, settings, credits). The
 * session is fetched afresh, so a session ended elsewhere (signed out everywhere) is noticed here:
 * anonymous users go to sign-in and come back after it (returnUrl).
 */
export function mustLogIn(queryClient: QueryClient, options: GuardOptions = {}): LoaderFunction {
  return async ({ request }: LoaderFunctionArgs) => {
    const session = await queryClient.fetchQuery({
      ...sessionQueryOptions(queryClient),
      staleTime: 0,
    });
    if (!isSignedInCustomer(session.account)) {
      const url = new URL(request.url);
      const msg = session.endedByServer ? 'sessionExpired' : undefined;
      acknowledgeSessionEnded(queryClient);
      throw redirect(paths.signIn.getHref({ returnUrl: url.pathname + url.search, msg }));
    }
    sendRetailElsewhere(session, options);
    return null;
  };
}

/** A route loader for account pages open to everyone that retail customers find on the retail site. */
export function retailElsewhere(queryClient: QueryClient, retailTo: string): LoaderFunction {
  return async () => {
    const session = await queryClient.ensureQueryData(sessionQueryOptions(queryClient));
    sendRetailElsewhere(session, { retailTo });
    return null;
  };
}

function sendRetailElsewhere(session: SessionData, { retailTo }: GuardOptions): void {
  if (retailTo && session.account && isRetailProvider(session.account.isp.name)) {
    throw redirect(retailTo);
  }
}
