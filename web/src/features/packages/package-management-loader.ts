import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunction } from 'react-router';
import { isApiError } from '../../api/client.ts';
import { paths } from '../../config/paths.ts';
import { mustLogIn } from '../../lib/session/guards.ts';
import { signInWithToken } from '../../lib/session/session-actions.ts';
import { sessionQueryOptions } from '../../lib/session/session-query.ts';

/**
 * My Packages' route loader (account spec §2: "accepts query act_code and auth_cookie"). A link
 * from the box or an app may sign the household in:
 * - auth_cookie, a session token: signed in with it (authenticate_with_cookie with `cookie`);
 * - act_code, an activation code: the sign-in pages with the code filled in, then back here.
 * Either way the parameters leave the URL (a token must not stay in history or be bookmarked).
 * Then the page is mustLogIn, and retail customers manage their account on the retail site.
 */
export function packageManagementLoader(queryClient: QueryClient): LoaderFunction {
  const guard = mustLogIn(queryClient, { retailTo: paths.retailSettings.getHref() });
  return async (args) => {
    const url = new URL(args.request.url);
    const activationCode = url.searchParams.get('act_code')?.trim();
    const token = url.searchParams.get('auth_cookie')?.trim();
    if (activationCode === undefined && token === undefined) return guard(args);

    url.searchParams.delete('act_code');
    url.searchParams.delete('auth_cookie');
    const cleanUrl = url.pathname + url.search;
    if (token && (await signedInWithToken(queryClient, token))) throw redirect(cleanUrl);
    if (activationCode) {
      throw redirect(paths.signIn.getHref({ activationcode: activationCode, returnUrl: cleanUrl }));
    }
    // A token that did not sign in: mustLogIn on the clean URL sends the user to sign-in.
    throw redirect(cleanUrl);
  };
}

async function signedInWithToken(queryClient: QueryClient, token: string): Promise<boolean> {
  // The app's own cookie check may be on its way: a refusal of it clears the auth cookie, so it
  // must not land after the token has set it.
  await queryClient.ensureQueryData(sessionQueryOptions(queryClient)).catch(() => undefined);
  try {
    await signInWithToken(queryClient, token);
    return true;
  } catch (error) {
    // Refused (AUTH_FAILED: unknown or expired): carry on as without it.
    if (isApiError(error)) return false;
    throw error;
  }
}
