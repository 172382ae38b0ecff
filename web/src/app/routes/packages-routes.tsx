import { lazyPage } from './lazy-page.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '#app/config/paths.ts';
import { packageManagementLoader } from '#app/features/packages/package-management-loader.ts';
import { mustLogIn } from '#app/lib/session/guards.ts';

/**
 * My Packages and the streaming-bundle pages (account spec §2). Each page is its own chunk; the
 * guards run as loaders.
 */
export function packagesRoutes(queryClient: QueryClient): RouteObject[] {
  const page = lazyPage;

  return [
    page(
      paths.packageManagement.path,
      async () =>
        (await import('#app/features/packages/components/package-management-page.tsx'))
          .PackageManagementPage,
      packageManagementLoader(queryClient),
    ),
    page(
      paths.bundleActivation.path,
      async () =>
        (await import('#app/features/bundle/components/bundle-activation-page.tsx'))
          .BundleActivationPage,
      mustLogIn(queryClient),
    ),
    // The hold page only explains: anyone sent here can read it.
    page(
      paths.bundleHold.path,
      async () =>
        (await import('#app/features/bundle/components/bundle-hold-page.tsx')).BundleHoldPage,
    ),
    page(
      paths.bundleAccount.path,
      async () =>
        (await import('#app/features/bundle/components/bundle-account-page.tsx')).BundleAccountPage,
      mustLogIn(queryClient),
    ),
  ];
}
