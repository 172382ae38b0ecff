import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '#app/config/paths.ts';
import type * as GuideData from './guide-prefetch.ts';
import { type DataLoaderOf, type StartPageData } from './page-data.ts';
import { lazyPage } from './lazy-page.ts';

/** The TV guide and live-TV pages (marketing spec §2.1–§2.3), each its own chunk. */
export function guideRoutes(data: DataLoaderOf): RouteObject[] {
  const page = (
    path: string,
    load: () => Promise<ComponentType>,
    pick: (module: typeof GuideData) => StartPageData,
  ) =>
    lazyPage(
      path,
      load,
      data(async () => pick(await import('./guide-prefetch.ts'))),
    );
  return [
    page(
      paths.tvGuide.path,
      async () => (await import('#app/features/guide/components/guide-page.tsx')).GuidePage,
      (module) => module.guideData,
    ),
    page(
      paths.tvPopular.path,
      async () =>
        (await import('#app/features/guide/components/popular-tv-page.tsx')).PopularTvPage,
      (module) => module.popularTvData,
    ),
    page(
      paths.mobilePlayback.path,
      async () =>
        (await import('#app/features/guide/components/mobile-playback-page.tsx'))
          .MobilePlaybackPage,
      (module) => module.mobilePlaybackData,
    ),
  ];
}
