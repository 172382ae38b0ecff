import type { QueryClient } from '@tanstack/react-query';
import { redirect, replace, type LoaderFunction, type RouteObject } from 'react-router';
import { paths } from '#app/config/paths.ts';
import { mustLogIn, retailElsewhere } from '#app/lib/session/guards.ts';
import { afterRefusedLink, redeemHandover } from '#app/lib/session/handover.ts';
import type { RouteHandle } from '#app/app/route-handle.ts';
import { WISHLIST_ANCHOR } from '#app/config/paths.ts';
import { lazyPage } from './lazy-page.ts';

/**
 * Sign-in, My Stuff, settings and account help (account spec §2). Each page is its own chunk;
 * guards run as loaders, before the page's code is even needed.
 */
export function accountRoutes(queryClient: QueryClient): RouteObject[] {
  // Sign-in steps are not account or store pages: no credits bar (account spec §2 hideCreditsBar).
  const signInStep: RouteHandle = { hideCreditsBar: true };
  const defaultSignIn: RouteHandle = { ...signInStep, defaultSignIn: true };
  const signInPage = async () =>
    (await import('#app/features/account/components/sign-in-page.tsx')).SignInPage;

  return [
    lazyPage(paths.signIn.path, signInPage, undefined, defaultSignIn),
    lazyPage(paths.signInWithCode.path, signInPage, undefined, defaultSignIn),
    lazyPage(paths.signInToPartner.path, signInPage, undefined, signInStep),
    lazyPage(
      paths.enterPin.path,
      async () =>
        (await import('#app/features/account/components/enter-pin-page.tsx')).EnterPinPage,
      undefined,
      signInStep,
    ),
    lazyPage(
      paths.setPin.path,
      async () => (await import('#app/features/account/components/set-pin-page.tsx')).SetPinPage,
      undefined,
      signInStep,
    ),
    lazyPage(
      paths.whereIsMyCode.path,
      async () =>
        (await import('#app/features/account/components/where-is-my-code-page.tsx'))
          .WhereIsMyCodePage,
      undefined,
      signInStep,
    ),
    // /signin, /account and /myaccount are sign-in (account spec §2), with their query.
    ...paths.signInAliases.paths.map((path): RouteObject => ({
      path,
      loader: ({ request }) => redirect(paths.signIn.getHref() + new URL(request.url).search),
    })),
    // Addresses people guess (issue 34): each goes where its page lives.
    {
      path: paths.wishlistAlias.path,
      loader: () => redirect(`${paths.myStuff.getHref()}#${WISHLIST_ANCHOR}`),
    },
    { path: paths.creditsAlias.path, loader: () => redirect(paths.credits.getHref()) },
    lazyPage(
      paths.myStuff.path,
      async () => (await import('./my-stuff.tsx')).MyStuffWithWishlist,
      mustLogIn(queryClient),
    ),
    // The page itself lists the credits: the bar would say it twice.
    lazyPage(
      paths.credits.path,
      async () => (await import('#app/features/commerce/components/credits-page.tsx')).CreditsPage,
      creditsLoader(queryClient),
      { hideCreditsBar: true },
    ),
    lazyPage(
      paths.settings.path,
      async () => (await import('#app/features/account/components/settings-page.tsx')).SettingsPage,
      mustLogIn(queryClient, { retailTo: paths.retailSettings.getHref() }),
    ),
    lazyPage(
      paths.accountHelp.path,
      async () =>
        (await import('#app/features/account/components/account-help-page.tsx')).AccountHelpPage,
      retailElsewhere(queryClient, paths.retailHelp.getHref()),
    ),
  ];
}

/**
 * /account/settings/credits/{authCookie} (account spec §2): a link's hand-over code signs the
 * visitor in, then leaves the URL (replaced in history) before the page or sign-in sees it, so it
 * is never copied into a returnUrl.
 */
function creditsLoader(queryClient: QueryClient): LoaderFunction {
  const guard = mustLogIn(queryClient, { retailTo: paths.retailCredits.getHref() });
  return async (args) => {
    const code = args.params.authCookie?.trim();
    if (code === undefined) return guard(args);
    const credits = paths.credits.getHref();
    if (code && (await redeemHandover(queryClient, code)) === 'refused') {
      throw await afterRefusedLink(queryClient, credits);
    }
    throw replace(credits);
  };
}
