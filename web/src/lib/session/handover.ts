import type { QueryClient } from '@tanstack/react-query';
import { replace } from 'react-router';
import { isApiError } from '#app/api/client.ts';
import { paths } from '#app/config/paths.ts';
import { signInWithToken } from './session-actions.ts';
import { isSignedInCustomer, NO_SESSION, sessionQueryOptions } from './session-query.ts';
import { forgetStoredCredentials } from './stored-values.ts';

/**
 * What a link's hand-over code did: signed in; `kept` the household already signed in here (the
 * visitor said no to switching); `refused` by the server (AUTH_FAILED: used, expired or unknown).
 */
export type HandoverOutcome = 'signed-in' | 'kept' | 'refused';

/**
 * Signs in with a link's hand-over code (account spec §2 auth_cookie: a single-use code, not a
 * session token). When another household is signed in on this browser the server asks first:
 * the visitor confirms switching, or keeps their session.
 */
export async function redeemHandover(
  queryClient: QueryClient,
  code: string,
  confirmSwitch: (question: string) => boolean = (question) => window.confirm(question),
): Promise<HandoverOutcome> {
  // The app's own cookie check may be on its way: a refusal of it clears the auth cookie, so it
  // must not land after the code has set it.
  await queryClient.ensureQueryData(sessionQueryOptions(queryClient)).catch(() => undefined);
  try {
    await signInWithToken(queryClient, code);
    return 'signed-in';
  } catch (error) {
    if (isApiError(error) && error.code === 'ERR_OTHER_HOUSEHOLD_SIGNED_IN') {
      if (!confirmSwitch(error.message)) return 'kept';
      try {
        await signInWithToken(queryClient, code, true);
        return 'signed-in';
      } catch (again) {
        if (isApiError(again)) return refused();
        throw again;
      }
    }
    if (isApiError(error)) return refused();
    throw error;
  }
}

/** An invalid link clears the credentials this browser keeps (account spec §8). */
function refused(): HandoverOutcome {
  forgetStoredCredentials();
  return 'refused';
}

/**
 * Where a refused link goes instead of its page (`returnUrl`, without the code): the page itself
 * when this browser is signed in anyway; otherwise sign-in, saying the link has expired or was
 * used (the server's AUTH_FAILED words), and back to the page after it.
 */
export async function afterRefusedLink(
  queryClient: QueryClient,
  returnUrl: string,
): Promise<Response> {
  const session = await queryClient
    .ensureQueryData(sessionQueryOptions(queryClient))
    .catch(() => NO_SESSION);
  if (isSignedInCustomer(session.account)) return replace(returnUrl);
  return replace(paths.signIn.getHref({ returnUrl, msg: 'linkExpired' }));
}
