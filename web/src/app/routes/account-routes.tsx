import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { mustLogIn, retailElsewhere } from '../../lib/session/guards.ts';

/**
 * Sign-in, My Stuff, settings and account help (account spec §2). Each page is its own chunk;
 * guards run as loaders, before the page's code is even needed.
 */
export function accountRoutes(queryClient: QueryClient): RouteObject[] {
  const page = (
    path: string,
    load: () => Promise<ComponentType>,
    loader?: LoaderFunction,
  ): RouteObject => ({
    path,
    ...(loader ? { loader } : {}),
    lazy: async () => ({ Component: await load() }),
  });
  const signInPage = async () =>
    (await import('../../features/account/components/sign-in-page.tsx')).SignInPage;

  return [
    page(paths.signIn.path, signInPage),
    page(paths.signInWithCode.path, signInPage),
    page(paths.signInToPartner.path, signInPage),
    page(
      paths.enterPin.path,
      async () =>
        (await import('../../features/account/components/enter-pin-page.tsx')).EnterPinPage,
    ),
    page(
      paths.setPin.path,
      async () => (await import('../../features/account/components/set-pin-page.tsx')).SetPinPage,
    ),
    page(
      paths.whereIsMyCode.path,
      async () =>
        (await import('../../features/account/components/where-is-my-code-page.tsx'))
          .WhereIsMyCodePage,
    ),
    // /signin, /account and /myaccount are sign-in (account spec §2), with their query.
    ...paths.signInAliases.paths.map((path): RouteObject => ({
      path,
      loader: ({ request }) => redirect(paths.signIn.getHref() + new URL(request.url).search),
    })),
    page(
      paths.myStuff.path,
      async () => (await import('../../features/account/components/my-stuff-page.tsx')).MyStuffPage,
      mustLogIn(queryClient),
    ),
    page(
      paths.settings.path,
      async () =>
        (await import('../../features/account/components/settings-page.tsx')).SettingsPage,
      mustLogIn(queryClient, { retailTo: paths.retailSettings.getHref() }),
    ),
    page(
      paths.accountHelp.path,
      async () =>
        (await import('../../features/account/components/account-help-page.tsx')).AccountHelpPage,
      retailElsewhere(queryClient, paths.retailHelp.getHref()),
    ),
  ];
}
