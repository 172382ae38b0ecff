import type { QueryClient } from '@tanstack/react-query';
import { redirect, replace, type LoaderFunction } from 'react-router';
import { paths } from '#app/config/paths.ts';
import { mustLogIn } from '#app/lib/session/guards.ts';
import { afterRefusedLink, redeemHandover } from '#app/lib/session/handover.ts';

/**
 * My Packages' route loader (account spec §2: "accepts query act_code and auth_cookie"). A link
 * from the box or an app may sign the household in:
 * - auth_cookie, a single-use hand-over code: signed in with it (authenticate_with_cookie with
 *   `cookie`), asking first if another household is signed in here;
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
    // `replace`: the URL with the code leaves the browser's history too.
    const outcome = token ? await redeemHandover(queryClient, token) : null;
    if (outcome === 'signed-in') throw replace(cleanUrl);
    if (outcome === 'refused' && !activationCode)
      throw await afterRefusedLink(queryClient, cleanUrl);
    if (activationCode) {
      throw redirect(paths.signIn.getHref({ activationcode: activationCode, returnUrl: cleanUrl }));
    }
    // A code that did not sign in: mustLogIn on the clean URL sends the user to sign-in.
    throw replace(cleanUrl);
  };
}
