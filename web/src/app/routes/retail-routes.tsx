import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { isRetailProvider } from '@app/domain';
import { paths } from '#app/config/paths.ts';
import { retailTargetHref, retailTargetOf } from '#app/features/retail/retail-targets.ts';
import { isSignedInCustomer, sessionQueryOptions } from '#app/lib/session/session-query.ts';
import { RouteError } from '#app/app/layouts/route-error.tsx';
import { Spinner } from '#app/ui/spinner.tsx';
import { lazyPage } from './lazy-page.ts';

// A customer of another provider has these pages on the main site (account spec §6).
const MAIN_SITE_PAGE: Record<string, string> = {
  credits: paths.credits.getHref(),
  'help-dashboard': paths.accountHelp.getHref(),
};

/**
 * The retail account site (account spec §2 /account_retail/): its own layout; the account pages
 * need a logon here, and keep their page as the logon's target.
 */
export function retailRoutes(queryClient: QueryClient): RouteObject {
  const session = () =>
    queryClient.fetchQuery({ ...sessionQueryOptions(queryClient), staleTime: 0 });

  const mustLogOn: LoaderFunction = async ({ request }) => {
    const { account } = await session();
    const target = retailTargetOf(new URL(request.url).pathname);
    if (!isSignedInCustomer(account)) throw redirect(paths.retailLogon.getHref({ target }));
    if (!isRetailProvider(account.isp.name)) {
      throw redirect(MAIN_SITE_PAGE[target] ?? paths.settings.getHref());
    }
    return null;
  };

  // The main site hands a customer over with the page to open and the box's code (§2).
  const implicitLogon: LoaderFunction = async ({ request }) => {
    const query = new URL(request.url).searchParams;
    const target = query.get('target') ?? undefined;
    const activationCode = query.get('activationCode') ?? undefined;
    const { account } = await session();
    if (isSignedInCustomer(account) && isRetailProvider(account.isp.name)) {
      throw redirect(retailTargetHref(target));
    }
    throw redirect(paths.retailLogon.getHref({ target, activationCode }));
  };

  const retail = () => import('#app/features/retail/components/retail-pages.ts');

  return {
    path: paths.retailSite.path,
    // The retail site's frame is its own chunk: the main site's pages go without it.
    lazy: async () => ({
      Component: (await import('#app/app/layouts/retail-layout.tsx')).RetailLayout,
    }),
    HydrateFallback: RetailLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, loader: () => redirect(paths.retailSettings.getHref()) },
          lazyPage(paths.retailLogon.path, async () => (await retail()).RetailLogonPage),
          { path: paths.retailImplicitLogon.path, loader: implicitLogon },
          lazyPage(paths.retailSettings.path, retailSettingsWithSecurity, mustLogOn),
          lazyPage(paths.retailHelp.path, async () => (await retail()).RetailHelpPage, mustLogOn),
          lazyPage(
            paths.retailCredits.path,
            async () => (await retail()).RetailCreditsPage,
            mustLogOn,
          ),
          lazyPage(
            paths.retailPartnerApps.path,
            async () => (await retail()).RetailPartnerAppsPage,
            mustLogOn,
          ),
        ],
      },
    ],
  };
}

/**
 * The retail settings page with the account's change PIN and sign out all devices (issue 18.6):
 * retail customers are sent here from /account/settings, so they must find both here.
 */
async function retailSettingsWithSecurity(): Promise<ComponentType> {
  const [{ RetailSettingsPage }, { ChangePinSection, SignOutEverywhere }] = await Promise.all([
    import('#app/features/retail/components/retail-pages.ts'),
    import('#app/features/account/components/account-security.ts'),
  ]);
  return function RetailSettingsWithSecurity() {
    return (
      <RetailSettingsPage
        renderSecurity={(ids) => ({
          changePin: <ChangePinSection headingId={ids.pin} />,
          signOutEverywhere: <SignOutEverywhere headingId={ids.signOut} />,
        })}
      />
    );
  };
}

/** Shown on a first load while the retail site's frame and page arrive. */
function RetailLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('common.pageLoading')} />;
}
