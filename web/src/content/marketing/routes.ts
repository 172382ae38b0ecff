import { packageHref } from '#app/config/paths.ts';
import { featurePages } from './feature-pages.ts';
import { legalPages } from './legal-pages.ts';
import { packagePages } from './packages.ts';
import { streamingAppPages } from './streaming-apps.ts';
import { warrantyPages } from './warranty.ts';

/**
 * Every concrete marketing address of §2.1 this site serves: for the sitemap and the crawl.
 * (The TV guide's routes belong to the guide.)
 */
export const marketingUrls: readonly string[] = [
  '/',
  '/tv',
  '/movies',
  ...Object.keys(featurePages),
  '/features-and-packages/streaming-apps-landing',
  ...Object.keys(streamingAppPages).map((slug) => `/features/streaming-apps/${slug}`),
  ...(['premium-channels', 'special-interest'] as const).flatMap((group) => [
    packageHref(group),
    ...packagePages[group].map((p) => packageHref(group, p.slug)),
  ]),
  '/how-to-buy',
  ...warrantyPages.map((p) => p.path),
  '/jobs',
  '/reviews',
  '/press-releases',
  '/release-notes',
  '/welcome',
  '/research',
  '/whats-hot',
  ...Object.keys(legalPages),
];
