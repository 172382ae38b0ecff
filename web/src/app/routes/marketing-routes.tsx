import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { paths } from '#app/config/paths.ts';
import { legacyRedirects } from '#app/content/marketing/legacy-redirects.ts';
import type * as MarketingData from './marketing-prefetch.ts';
import { type DataLoaderOf, type StartPageData } from './page-data.ts';
import { lazyPage } from './lazy-page.ts';

/** Paths of the copy-only pages; their words load with the page (content/marketing). */
const FEATURE_PATHS = [
  '/games',
  '/voice-remote',
  '/universal-search',
  '/features-and-packages/mobile',
  '/features-and-packages/catch-up-tv',
  '/features-and-packages/timeshifting',
  '/features-and-packages/included-channels',
  '/features/simplesetup',
  '/products/multiroom',
  '/products/compare',
  '/specs',
  '/ultimate-pack-offer',
  '/packaging',
  '/about-us',
  '/about-us/wgea',
  '/opensource',
  '/opensource/ios',
  '/opensource/android',
  '/research-thank-you',
] as const;

const LEGAL_PATHS = [
  '/terms-and-conditions',
  '/website-terms-of-use',
  '/ultimate-pack-trial-terms',
  '/general-terms-of-use',
  '/account-terms-of-use',
  '/video-advertising-terms-and-conditions',
  '/insiders-terms-and-conditions',
  '/privacy-policy',
] as const;

const WARRANTY_PATHS = [
  '/warranty/mighty',
  '/warranty/mighty-gen4',
  '/warranty/mini4k',
  '/warranty/refurbished/mighty',
  '/warranty/refurbished/mighty-gen3',
] as const;

// One chunk per page file, not the whole folder: a first visit to one marketing page loads that
// page's code only (issue 23 "Speed").
const contentPage = () => import('#app/features/marketing/components/content-page.tsx');
const listPages = () => import('#app/features/marketing/components/list-pages.tsx');
const welcomePages = () => import('#app/features/marketing/components/welcome-page.tsx');

/**
 * The public marketing pages (marketing spec §2.1). Each page is its own chunk that carries no
 * store code; copy-only pages share one renderer and bring their own words.
 */
export function marketingRoutes(data: DataLoaderOf): RouteObject[] {
  const page = (
    path: string,
    load: () => Promise<ComponentType>,
    pick?: (module: typeof MarketingData) => StartPageData,
  ) =>
    lazyPage(path, load, pick && data(async () => pick(await import('./marketing-prefetch.ts'))));

  return [
    page(
      paths.tv.path,
      async () => (await import('#app/features/marketing/components/tv-page.tsx')).TvPage,
      (module) => module.popularTitlesData('TV Store'),
    ),
    page(
      paths.movies.path,
      async () => (await import('#app/features/marketing/components/movies-page.tsx')).MoviesPage,
      (module) => module.popularTitlesData('Movie Store'),
    ),
    page(
      '/features-and-packages',
      async () =>
        (await import('#app/features/marketing/components/features-and-packages-page.tsx'))
          .FeaturesAndPackagesPage,
      (module) => module.publicPlansData,
    ),
    ...FEATURE_PATHS.map((path) =>
      page(path, async () => {
        const [{ ContentPage }, { featurePages }] = await Promise.all([
          contentPage(),
          import('#app/content/marketing/feature-pages.ts'),
        ]);
        const content = featurePages[path];
        return () => <ContentPage page={content} />;
      }),
    ),
    ...LEGAL_PATHS.map((path) =>
      page(path, async () => {
        const [{ ContentPage }, { legalPages }] = await Promise.all([
          contentPage(),
          import('#app/content/marketing/legal-pages.ts'),
        ]);
        const content = legalPages[path];
        return () => <ContentPage page={content} />;
      }),
    ),
    page(
      paths.streamingApps.path,
      async () =>
        (await import('#app/features/marketing/components/streaming-apps-page.tsx'))
          .StreamingAppsPage,
    ),
    page(
      paths.streamingApp.path,
      async () =>
        (await import('#app/features/marketing/components/streaming-app-page.tsx'))
          .StreamingAppPage,
    ),
    ...(
      [
        ['premium-channels', paths.premiumPackages.path],
        ['special-interest', paths.specialInterestPackages.path],
      ] as const
    ).map(([group, path]) =>
      page(
        path,
        async () => {
          const { PackagePage } =
            await import('#app/features/marketing/components/package-page.tsx');
          return () => <PackagePage group={group} />;
        },
        (module) => module.publicPlansData,
      ),
    ),
    page(
      paths.howToBuy.path,
      async () =>
        (await import('#app/features/marketing/components/how-to-buy-page.tsx')).HowToBuyPage,
    ),
    ...WARRANTY_PATHS.map((path) =>
      page(path, async () => {
        const [{ WarrantyPage }, { warrantyPages }] = await Promise.all([
          import('#app/features/marketing/components/warranty-page.tsx'),
          import('#app/content/marketing/warranty.ts'),
        ]);
        const content = warrantyPages.find((w) => w.path === path)!;
        return () => <WarrantyPage page={content} />;
      }),
    ),
    page(paths.jobs.path, async () => (await listPages()).JobsPage),
    page(paths.reviews.path, async () => (await listPages()).ReviewsPage),
    page(
      paths.pressReleases.path,
      async () =>
        (await import('#app/features/marketing/components/press-releases-page.tsx'))
          .PressReleasesPage,
    ),
    page(paths.releaseNotes.path, async () => (await listPages()).ReleaseNotesPage),
    page(paths.welcome.path, async () => (await welcomePages()).WelcomePage),
    page(paths.research.path, async () => (await welcomePages()).ResearchPage),
    page(paths.unsubscribe.path, async () => (await welcomePages()).UnsubscribePage),
    page(
      paths.activate.path,
      async () =>
        (await import('#app/features/marketing/components/activate-page.tsx')).ActivatePage,
    ),
    page(
      paths.whatsHot.path,
      async () => (await welcomePages()).WhatsHotPage,
      (module) => module.whatsHotData,
    ),
    ...Object.entries(legacyRedirects).map(([from, to]) => ({
      path: from,
      // A loader, so the server answers 301 with the new address (issue 19 "legacy paths 301").
      loader: () => redirect(to, 301),
    })),
  ];
}
