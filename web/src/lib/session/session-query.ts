import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { isCustomerLogin, isSignOutMessage, type Account } from '@app/domain';
import { isApiError } from '#app/api/client.ts';
import { authenticateWithCookie } from './session-api.ts';
import {
  forgetStoredCredentials,
  hadSignedInSession,
  markSignedInSession,
} from './stored-values.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

/** The one query the sign-in and sign-out cache clearing keeps. */

export interface SessionData {
  /** The household of this browser's session (with or without a PIN yet); null for none. */
  account: Account | null;
  /**
   * The server ended a session this browser had (account spec §4, §8): the app says so on the
   * sign-in page, then clears this.
   */
  endedByServer: boolean;
}

export const NO_SESSION: SessionData = { account: null, endedByServer: false };

/** The household of this browser's session as the session query holds it now; null for none. */
export function sessionHouseholdId(queryClient: QueryClient): string | null {
  return queryClient.getQueryData<SessionData>(queryKeys.session)?.account?.household.uuid ?? null;
}

/** A customer login: a household with its own PIN (a session is never the default household). */
export function isSignedInCustomer(account: Account | null): account is Account {
  return (
    account !== null &&
    isCustomerLogin({ isDefault: false, userDefinedPin: account.household.user_defined_pin })
  );
}

/**
 * The session, from the auth cookie (account spec §7: POST /v2/subscriber/authenticate_with_cookie).
 * It changes only through the session's own functions and the server's sign-out answers, so it
 * never goes stale by itself; mustLogIn pages fetch it afresh.
 */
export function sessionQueryOptions(queryClient: QueryClient) {
  return queryOptions({
    queryKey: queryKeys.session,
    queryFn: ({ signal }) => readSession(queryClient, signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

async function readSession(queryClient: QueryClient, signal: AbortSignal): Promise<SessionData> {
  let answer: Awaited<ReturnType<typeof authenticateWithCookie>>;
  try {
    answer = await authenticateWithCookie(signal);
  } catch (error) {
    if (!isApiError(error) || !isSignOutMessage(error.code)) throw error;
    // A server that does not know anonymous_ok refuses a missing cookie as it does a bad one.
    answer = { cookieRefused: false };
  }
  // An invalid cookie also clears stored credentials (account spec §8): the remembered code too.
  if ('cookieRefused' in answer && answer.cookieRefused) forgetStoredCredentials();
  const account = 'cookieRefused' in answer ? null : answer;
  if (account === null) {
    // No session. If this browser had one, the server ended it meanwhile.
    const hadSession =
      hadSignedInSession() || queryClient.getQueryData<SessionData>(queryKeys.session)?.account;
    markSignedInSession(false);
    if (!hadSession) return NO_SESSION;
    clearAccountCaches(queryClient);
    return { account: null, endedByServer: true };
  }
  if (!isAccountAnswer(account)) return NO_SESSION;
  markSignedInSession(isSignedInCustomer(account));
  return { account, endedByServer: false };
}

function isAccountAnswer(answer: unknown): answer is Account {
  const household = (answer as { household?: { uuid?: unknown } } | null)?.household;
  return typeof household?.uuid === 'string';
}

/**
 * Clears what belongs to a household (titles with their entitlements, paged queries, catalogue
 * menus, the channel list: account spec §4) on sign-in and sign-out: every query but the session.
 * Pages on screen fetch theirs again; the rest is dropped.
 *
 * On a sign-in (`keepOnScreen`) the pages on screen keep what they show while they fetch it
 * again: what a visitor saw signed out is no one's, and a flow started there (a purchase that
 * asked for the sign-in, account spec §4) must not lose its page under it. On a sign-out they
 * are emptied at once, so no household's data stays in view.
 */
export function clearAccountCaches(queryClient: QueryClient, { keepOnScreen = false } = {}): void {
  const notSession = {
    predicate: (query: { queryKey: readonly unknown[] }) =>
      query.queryKey[0] !== queryKeys.session[0],
  };
  queryClient.removeQueries({ ...notSession, type: 'inactive' });
  if (keepOnScreen) void queryClient.invalidateQueries({ ...notSession, type: 'active' });
  else void queryClient.resetQueries({ ...notSession, type: 'active' });
}
