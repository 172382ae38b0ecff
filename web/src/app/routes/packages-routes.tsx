import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '#app/config/paths.ts';
import { packageManagementLoader } from '#app/features/packages/package-management-loader.ts';
import { mustLogIn } from '#app/lib/session/guards.ts';
import { lazyPage } from './lazy-page.ts';

/**
 * My Packages and the streaming-bundle pages (account spec §2). Each page is its own chunk; the
 * guards run as loaders.
 */
export function packagesRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    lazyPage(
      paths.packageManagement.path,
      async () =>
        (await import('#app/features/packages/components/package-management-page.tsx'))
          .PackageManagementPage,
      packageManagementLoader(queryClient),
    ),
    lazyPage(
      paths.bundleActivation.path,
      async () =>
        (await import('#app/features/bundle/components/bundle-activation-page.tsx'))
          .BundleActivationPage,
      mustLogIn(queryClient),
    ),
    // The hold page only explains: anyone sent here can read it.
    lazyPage(
      paths.bundleHold.path,
      async () =>
        (await import('#app/features/bundle/components/bundle-hold-page.tsx')).BundleHoldPage,
    ),
    lazyPage(
      paths.bundleAccount.path,
      async () =>
        (await import('#app/features/bundle/components/bundle-account-page.tsx')).BundleAccountPage,
      mustLogIn(queryClient),
    ),
  ];
}
