import type { Account, PinRequiredAnswer, WithMeta } from '@app/domain';
import { apiPost } from '#app/api/client.ts';

/**
 * The sign-in and session calls (account spec §7; docs/api.md). Each answer that is an account
 * answer is returned as it is; refusals arrive as ApiError with the spec's codes.
 */

/** The account answer as the session keeps it: without the answer's `__meta__`. */
function accountOf({ __meta__: _meta, ...account }: WithMeta<Account>): Account {
  return account;
}

/** POST /v3/authenticate: a code alone, or a code and its PIN. Sets the HttpOnly auth cookie. */
export async function authenticate(activationCode: string, pin?: string): Promise<Account> {
  const answer = await apiPost<Account>(
    '/v3/authenticate',
    { activation_code: activationCode, pin },
    // A sign-in refusal is the form's to word, not a sign-out of the current session.
    { ownsSignOut: true },
  );
  return accountOf(answer);
}

/**
 * POST /v3/authenticate with the code alone, the code step: the account when the code alone signs
 * in (a box with no PIN yet), or null when the household has a PIN for the next step to ask.
 * `pin_prompt_ok` makes that an answer, not a 401 the browser logs as an error (decision 0057).
 */
export async function authenticateCode(activationCode: string): Promise<Account | null> {
  const answer = await apiPost<Account | PinRequiredAnswer>(
    '/v3/authenticate',
    { activation_code: activationCode, pin_prompt_ok: true },
    { ownsSignOut: true },
  );
  return 'pin_required' in answer ? null : accountOf(answer);
}

/**
 * POST /v3/retail/authenticate: a retail household by e-mail and password (marketing spec §1).
 * Sets the same auth cookie as a PIN sign-in.
 */
export async function authenticateRetail(email: string, password: string): Promise<Account> {
  const answer = await apiPost<Account>(
    '/v3/retail/authenticate',
    { email, password },
    { ownsSignOut: true },
  );
  return accountOf(answer);
}

/** No session: `cookieRefused` when the browser sent an auth cookie the server refused. */
export interface NoSessionAnswer {
  cookieRefused: boolean;
}

/**
 * POST /v2/subscriber/authenticate_with_cookie, without `cookie`: the auth cookie is HttpOnly, so
 * only the server can read it, and only the server can say it refused one.
 */
export async function authenticateWithCookie(
  signal?: AbortSignal,
): Promise<Account | NoSessionAnswer> {
  // anonymous_ok: no session is answered 200 `signed_in: false` rather than a 401 that every
  // browser logs as an error on every page for every visitor (issue 23).
  const answer = await apiPost<Account | { signed_in: false; cookie_refused?: true }>(
    '/v2/subscriber/authenticate_with_cookie',
    { anonymous_ok: true },
    { signal, ownsSignOut: true },
  );
  if ('signed_in' in answer && answer.signed_in === false) {
    return { cookieRefused: answer.cookie_refused === true };
  }
  return accountOf(answer as WithMeta<Account>);
}

/**
 * POST /v2/subscriber/authenticate_with_cookie with `cookie`: a single-use hand-over code from a
 * link (account spec §2 auth_cookie). The server starts a session for its household; `replace`
 * confirms signing out another household signed in on this browser.
 */
export async function authenticateWithToken(token: string, replace = false): Promise<Account> {
  const answer = await apiPost<Account>(
    '/v2/subscriber/authenticate_with_cookie',
    replace ? { cookie: token, replace: 'true' } : { cookie: token },
    { ownsSignOut: true },
  );
  return accountOf(answer);
}

/** POST /v3/subscriber/validate_pin: proves the PIN for 5 minutes of sensitive actions. */
export async function validatePin(pin: string): Promise<void> {
  await apiPost('/v3/subscriber/validate_pin', { pin });
}

/** POST /v2/subscriber/update with a PIN: sets it (changing one needs a proven PIN first). */
export async function updatePin(pin: string): Promise<Account> {
  return accountOf(await apiPost<Account>('/v2/subscriber/update', { pin }));
}

/** POST /v2/subscriber/invalidate_authentication: ends every session of the household. */
export function invalidateAuthentication(): Promise<{ signed_out_sessions: number }> {
  return apiPost<{ signed_out_sessions: number }>(
    '/v2/subscriber/invalidate_authentication',
    {},
    { ownsSignOut: true },
  );
}

/** POST /v2/subscriber/logout: ends this browser's session only. */
export async function logout(): Promise<void> {
  await apiPost('/v2/subscriber/logout', {}, { ownsSignOut: true });
}
