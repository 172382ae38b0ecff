import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { legacyRedirects } from '../../content/marketing/legacy-redirects.ts';

/** Paths of the copy-only pages; their words load with the page (content/marketing). */
const FEATURE_PATHS = [
  '/features-and-packages',
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

const components = () => import('../../features/marketing/components/index.ts');

/**
 * The public marketing pages (marketing spec §2.1). Each page is its own chunk that carries no
 * store code; copy-only pages share one renderer and bring their own words.
 */
export function marketingRoutes(): RouteObject[] {
  const page = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
    path,
    lazy: async () => ({ Component: await load() }),
  });

  return [
    page(paths.tv.path, async () => (await components()).TvPage),
    page(paths.movies.path, async () => (await components()).MoviesPage),
    ...FEATURE_PATHS.map((path) =>
      page(path, async () => {
        const [{ ContentPage }, { featurePages }] = await Promise.all([
          components(),
          import('../../content/marketing/feature-pages.ts'),
        ]);
        const content = featurePages[path];
        return () => <ContentPage page={content} />;
      }),
    ),
    ...LEGAL_PATHS.map((path) =>
      page(path, async () => {
        const [{ ContentPage }, { legalPages }] = await Promise.all([
          components(),
          import('../../content/marketing/legal-pages.ts'),
        ]);
        const content = legalPages[path];
        return () => <ContentPage page={content} />;
      }),
    ),
    page(paths.streamingApps.path, async () => (await components()).StreamingAppsPage),
    page(paths.streamingApp.path, async () => (await components()).StreamingAppPage),
    ...(
      [
        ['premium-channels', paths.premiumPackages.path],
        ['special-interest', paths.specialInterestPackages.path],
      ] as const
    ).map(([group, path]) =>
      page(path, async () => {
        const { PackagePage } = await components();
        return () => <PackagePage group={group} />;
      }),
    ),
    page(paths.howToBuy.path, async () => (await components()).HowToBuyPage),
    ...WARRANTY_PATHS.map((path) =>
      page(path, async () => {
        const [{ WarrantyPage }, { warrantyPages }] = await Promise.all([
          components(),
          import('../../content/marketing/warranty.ts'),
        ]);
        const content = warrantyPages.find((w) => w.path === path)!;
        return () => <WarrantyPage page={content} />;
      }),
    ),
    page(paths.jobs.path, async () => (await components()).JobsPage),
    page(paths.reviews.path, async () => (await components()).ReviewsPage),
    page(paths.pressReleases.path, async () => (await components()).PressReleasesPage),
    page(paths.releaseNotes.path, async () => (await components()).ReleaseNotesPage),
    page(paths.welcome.path, async () => (await components()).WelcomePage),
    page(paths.research.path, async () => (await components()).ResearchPage),
    page(paths.whatsHot.path, async () => (await components()).WhatsHotPage),
    ...Object.entries(legacyRedirects).map(([from, to]) => ({
      path: from,
      // A loader, so the server answers 301 with the new address (issue 19 "legacy paths 301").
      loader: () => redirect(to, 301),
    })),
  ];
}
