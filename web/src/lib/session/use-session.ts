import { useIsMutating, useQuery, useQueryClient } from '@tanstack/react-query';
import { rolesOfAccount, type Account, type Role } from '@app/domain';
import { useHydrated } from '#app/lib/use-hydrated.tsx';
import { isSignedInCustomer, sessionQueryOptions } from './session-query.ts';

/** Authentication status (account spec §4). */
export type AuthenticationStatus = 'none' | 'authenticating' | 'authenticated' | 'anonymous';

/** Sign-in calls run as mutations under this key, so the status can say 'authenticating'. */
export const SIGN_IN_MUTATION_KEY = ['session', 'sign-in'] as const;

export interface SessionView {
  status: AuthenticationStatus;
  /** The session's household, also before its first PIN is set; null without a session. */
  account: Account | null;
  roles: Role[];
  isCustomer: boolean;
  /** Settings, help and credits are on the retail site (account spec §6). */
  isRetail: boolean;
  /** No set-top box: wording says "your app" (account spec §6). */
  isStandalone: boolean;
  /** The provider disables purchases: no buying, no packs (account spec §6). */
  isRestricted: boolean;
  /** The server ended this browser's session; the sign-in page says so. */
  endedByServer: boolean;
  /** The first cookie sign-in has not answered yet. */
  checking: boolean;
}

/**
 * The session as the server renders every page: for no one, its cookie sign-in not answered yet.
 */
const NOT_KNOWN_YET: SessionView = {
  status: 'none',
  account: null,
  roles: ['anonymous'],
  isCustomer: false,
  isRetail: false,
  isStandalone: false,
  isRestricted: false,
  endedByServer: false,
  checking: true,
};

/**
 * The session of this browser; the first use starts the cookie sign-in. While the browser hydrates
 * a page the server rendered, the page sees the session as the server did (NOT_KNOWN_YET), even
 * when the cookie sign-in has already answered: each part of the page hydrates on its own
 * (ui/hydrate-apart.tsx), some after the answer, and must first match the server's HTML.
 */
export function useSession(): SessionView {
  const queryClient = useQueryClient();
  const query = useQuery(sessionQueryOptions(queryClient));
  const signingIn = useIsMutating({ mutationKey: SIGN_IN_MUTATION_KEY }) > 0;
  const hydrated = useHydrated();
  if (!hydrated) return NOT_KNOWN_YET;
  const account = query.data?.account ?? null;
  const customer = isSignedInCustomer(account);
  const roles: Role[] = account ? rolesOfAccount(account) : ['anonymous'];

  let status: AuthenticationStatus;
  if (signingIn || (query.isPending && query.fetchStatus === 'fetching')) status = 'authenticating';
  else if (query.isPending) status = 'none';
  else status = customer ? 'authenticated' : 'anonymous';

  return {
    status,
    account,
    roles,
    isCustomer: customer,
    isRetail: roles.includes('retail'),
    isStandalone: roles.includes('standalone'),
    isRestricted: roles.includes('restricted'),
    endedByServer: query.data?.endedByServer ?? false,
    checking: query.isPending,
  };
}
