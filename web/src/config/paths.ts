import type { SortType } from '@app/domain';
import { slugOf } from '../lib/slug.ts';

/**
 * The one route registry (account spec §2, marketing spec §2). `path` is the router pattern,
 * `getHref` builds a link to it. Routing is case-insensitive (React Router's default).
 *
 * Every link target of the app is listed here, including pages that later issues build: the
 * router (app/router.tsx) registers only those with a page, the rest go to /notfound for now.
 * Adding a page is one entry here (if missing) and one lazy route in app/router.tsx.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  notFound: { path: '/notfound', getHref: () => '/notfound' },

  // Store and account (account spec §2)
  tv: { path: '/tv', getHref: () => '/tv' },
  tvStore: {
    path: '/tv/store/:genre?/:sort?',
    getHref: (genre?: string, sort?: SortType) => storeHref('/tv/store', genre, sort),
  },
  movieStore: {
    path: '/movie/store/:genre?/:sort?',
    getHref: (genre?: string, sort?: SortType) => storeHref('/movie/store', genre, sort),
  },
  movieBox: { path: '/movie/box', getHref: () => '/movie/box' },
  movieDetails: {
    path: '/movie/details/:titleId/:titleName?',
    getHref: (titleId: number, title?: string) => detailsHref('/movie/details', titleId, title),
  },
  seriesDetails: {
    path: '/series/details/:titleId/:titleName?',
    getHref: (titleId: number, title?: string) => detailsHref('/series/details', titleId, title),
  },
  seasonDetails: {
    path: '/season/details/:titleId/:titleName?/:selectedTitleId?',
    getHref: (titleId: number, title?: string) => detailsHref('/season/details', titleId, title),
  },
  search: {
    path: '/search/:query?',
    getHref: (query?: string) => (query ? `/search/${encodeURIComponent(query)}` : '/search'),
  },
  signIn: { path: '/account/signin/:activationcode?', getHref: () => '/account/signin' },

  // Marketing and support (marketing spec §2)
  faqs: { path: '/faqs', getHref: () => '/faqs' },
  contactUs: { path: '/contact-us', getHref: () => '/contact-us' },
  terms: { path: '/terms-and-conditions', getHref: () => '/terms-and-conditions' },
  privacy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
} as const;

/** A store URL names both segments once either is chosen, e.g. /movie/store/all/title. */
function storeHref(base: string, genre?: string, sort?: SortType): string {
  if (!genre && !sort) return base;
  return `${base}/${encodeURIComponent(genre ?? 'all')}/${sort ?? 'popularity'}`;
}

function detailsHref(base: string, titleId: number, title?: string): string {
  const slug = title ? slugOf(title) : '';
  return slug ? `${base}/${titleId}/${slug}` : `${base}/${titleId}`;
}
