import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '#app/config/paths.ts';

/** The TV guide and live-TV pages (marketing spec §2.1–§2.3), each its own chunk. */
export function guideRoutes(): RouteObject[] {
  const page = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
    path,
    lazy: async () => ({ Component: await load() }),
  });
  return [
    page(
      paths.tvGuide.path,
      async () => (await import('#app/features/guide/components/guide-page.tsx')).GuidePage,
    ),
    page(
      paths.tvPopular.path,
      async () =>
        (await import('#app/features/guide/components/popular-tv-page.tsx')).PopularTvPage,
    ),
    page(
      paths.mobilePlayback.path,
      async () =>
        (await import('#app/features/guide/components/mobile-playback-page.tsx'))
          .MobilePlaybackPage,
    ),
  ];
}
