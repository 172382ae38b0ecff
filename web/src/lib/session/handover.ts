import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '#app/api/client.ts';
import { signInWithToken } from './session-actions.ts';
import { sessionQueryOptions } from './session-query.ts';

/**
 * Signs in with a link's hand-over code (account spec §2 auth_cookie: a single-use code, not a
 * session token). When another household is signed in on this browser the server asks first:
 * the visitor confirms switching, or keeps their session. True when the code signed in.
 */
export async function redeemHandover(
  queryClient: QueryClient,
  code: string,
  confirmSwitch: (question: string) => boolean = (question) => window.confirm(question),
): Promise<boolean> {
  // The app's own cookie check may be on its way: a refusal of it clears the auth cookie, so it
  // must not land after the code has set it.
  await queryClient.ensureQueryData(sessionQueryOptions(queryClient)).catch(() => undefined);
  try {
    await signInWithToken(queryClient, code);
    return true;
  } catch (error) {
    if (isApiError(error) && error.code === 'ERR_OTHER_HOUSEHOLD_SIGNED_IN') {
      if (!confirmSwitch(error.message)) return false;
      try {
        await signInWithToken(queryClient, code, true);
        return true;
      } catch (again) {
        if (isApiError(again)) return false;
        throw again;
      }
    }
    // Refused (AUTH_FAILED: used, expired or unknown): carry on as without it.
    if (isApiError(error)) return false;
    throw error;
  }
}
