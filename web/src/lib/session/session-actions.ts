import type { QueryClient } from '@tanstack/react-query';
import { isSignOutMessage, type Account } from '@app/domain';
import { isApiError, setSignOutListener } from '#app/api/client.ts';
import {
  authenticate,
  authenticateCode,
  authenticateRetail,
  authenticateWithToken,
  invalidateAuthentication,
  logout,
  updatePin,
} from './session-api.ts';
import {
  NO_SESSION,
  clearAccountCaches,
  isSignedInCustomer,
  type SessionData,
} from './session-query.ts';
import { forgetStoredCredentials, markSignedInSession } from './stored-values.ts';
import { trackEvent } from '#app/lib/events/index.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

/**
 * Signing in and out. Each takes the app's QueryClient, where the session lives, so any feature
 * (and the future WebSocket) can call them without a React tree.
 */

/** Signs in with an activation code, and its PIN when the household has one. */
export async function signIn(
  queryClient: QueryClient,
  activationCode: string,
  pin?: string,
): Promise<Account> {
  let account: Account;
  try {
    account = await authenticate(activationCode, pin);
  } catch (error) {
    trackEvent('sign-in', { outcome: 'failed', code: isApiError(error) ? error.code : 'unknown' });
    throw error;
  }
  trackEvent('sign-in', { outcome: 'signed-in', withPin: pin !== undefined });
  await startSession(queryClient, account);
  return account;
}

/**
 * The code step (account spec §4): signs in when the code alone does (a box with no PIN yet);
 * null when the household has a PIN, which the next step asks for (decision 0057).
 */
export async function signInWithCode(
  queryClient: QueryClient,
  activationCode: string,
): Promise<Account | null> {
  let account: Account | null;
  try {
    account = await authenticateCode(activationCode);
  } catch (error) {
    trackEvent('sign-in', { outcome: 'failed', code: isApiError(error) ? error.code : 'unknown' });
    throw error;
  }
  if (account === null) return null;
  trackEvent('sign-in', { outcome: 'signed-in', withPin: false });
  await startSession(queryClient, account);
  return account;
}

/** Logs a retail customer on by e-mail and password (the retail site, marketing spec §1). */
export async function signInByEmail(
  queryClient: QueryClient,
  email: string,
  password: string,
): Promise<Account> {
  const account = await authenticateRetail(email, password);
  await startSession(queryClient, account);
  return account;
}

/** Signs in with a hand-over code from a link (account spec §2: auth_cookie). */
export async function signInWithToken(
  queryClient: QueryClient,
  token: string,
  replace = false,
): Promise<Account> {
  const account = await authenticateWithToken(token, replace);
  await startSession(queryClient, account);
  return account;
}

/** Sets the first PIN of a signed-in box (or a new one, once the current one is proven). */
export async function setPin(queryClient: QueryClient, pin: string): Promise<Account> {
  const account = await updatePin(pin);
  await startSession(queryClient, account);
  return account;
}

/** Changes the PIN of a signed-in customer (the current one proven first); not a new sign-in. */
export async function changePin(queryClient: QueryClient, pin: string): Promise<Account> {
  const account = await updatePin(pin);
  queryClient.setQueryData<SessionData>(queryKeys.session, { account, endedByServer: false });
  return account;
}

/**
 * Takes a new account answer that changes what the household is shown (a parental limit): every
 * list and title is fetched again for it, and nothing shown before stays on screen.
 */
export function applyViewingChange(queryClient: QueryClient, account: Account): void {
  clearAccountCaches(queryClient);
  queryClient.setQueryData<SessionData>(queryKeys.session, { account, endedByServer: false });
}

/**
 * Reads the account again (the packs, the streaming bundle: account spec §3) after a change, and
 * resolves once the session holds the new answer.
 */
export function reloadSession(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.session });
}

// While this browser signs out (here or on every device), the server's sign-out message and any
// call's NOT_AUTHENTICATED reach this browser too: they are this browser's own doing, not
// another device's (account spec §8: only the other devices are told the session ended), so the
// page says "signed out", not "session expired".
let signingOut = false;

/** Signs this browser out (explicit sign-out). */
export async function signOut(queryClient: QueryClient): Promise<void> {
  signingOut = true;
  try {
    await logout();
  } finally {
    // Signed out here whatever the answer: the user asked to be.
    try {
      await endSession(queryClient, false);
    } finally {
      signingOut = false;
    }
  }
}

/**
 * Signs every device of the household out (needs a PIN proven first), then this browser, not
 * before `minimumMs` have passed (account spec §9: the spinner stays at least 3 s).
 */
export async function signOutEverywhere(queryClient: QueryClient, minimumMs = 0): Promise<void> {
  const minimum = new Promise((resolve) => setTimeout(resolve, minimumMs));
  signingOut = true;
  try {
    await invalidateAuthentication();
    await minimum;
    await endSession(queryClient, false);
  } finally {
    signingOut = false;
  }
}

/**
 * Ends the session because the server said so (account spec §4: NOT_AUTHENTICATED,
 * HOUSEHOLD_SUSPENDED, HOUSEHOLD_DISABLED, AUTH_FAILED, AUTHENTICATION_INVALIDATED). Every API
 * answer comes here through the API client; the WebSocket will call it with its messages' codes.
 * True when it ended a session.
 */
export function endSessionOnServerMessage(queryClient: QueryClient, code: string): boolean {
  if (!isSignOutMessage(code)) return false;
  // AUTH_FAILED: the auth cookie was refused, which clears stored credentials (account spec §8).
  if (code === 'AUTH_FAILED') forgetStoredCredentials();
  if (signingOut) return true;
  if (!queryClient.getQueryData<SessionData>(queryKeys.session)?.account) return false;
  void endSession(queryClient, true);
  return true;
}

/** Routes every sign-out answer of the API client to this query client's session. */
export function installSignOutHandling(queryClient: QueryClient): void {
  setSignOutListener((code) => endSessionOnServerMessage(queryClient, code));
}

/** The session-expired message has been shown (or is on its way to the sign-in page). */
export function acknowledgeSessionEnded(queryClient: QueryClient): void {
  const data = queryClient.getQueryData<SessionData>(queryKeys.session);
  if (data?.endedByServer)
    queryClient.setQueryData(queryKeys.session, { ...data, endedByServer: false });
}

async function startSession(queryClient: QueryClient, account: Account): Promise<void> {
  // A cookie check still on its way must not overwrite the new session.
  await queryClient.cancelQueries({ queryKey: queryKeys.session });
  markSignedInSession(isSignedInCustomer(account));
  // What is on screen may stay while it reloads unless it was another household's.
  const before = queryClient.getQueryData<SessionData>(queryKeys.session)?.account ?? null;
  const keepOnScreen = before === null || before.household.uuid === account.household.uuid;
  clearAccountCaches(queryClient, { keepOnScreen });
  queryClient.setQueryData<SessionData>(queryKeys.session, { account, endedByServer: false });
}

async function endSession(queryClient: QueryClient, byServer: boolean): Promise<void> {
  await queryClient.cancelQueries({ queryKey: queryKeys.session });
  markSignedInSession(false);
  clearAccountCaches(queryClient);
  queryClient.setQueryData<SessionData>(queryKeys.session, {
    ...NO_SESSION,
    endedByServer: byServer,
  });
}
