import { regionSlug, slugOf, type SortType, type SubType } from '@app/domain';
import { BUNDLE_SLUG } from './bundle.ts';

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
  movieBox: {
    path: '/movie/box/:genre?/:sort?',
    getHref: (genre?: string, sort?: SortType) => storeHref('/movie/box', genre, sort),
  },
  movieDetails: {
    path: '/movie/details/:titleId/:titleName?',
    getHref: (titleId: number, title?: string) => detailsHref('/movie/details', titleId, title),
  },
  movieBoxDetails: {
    path: '/movie/box/details/:titleId/:titleName?',
    getHref: (titleId: number, title?: string) => detailsHref('/movie/box/details', titleId, title),
  },
  seriesDetails: {
    path: '/series/details/:titleId/:titleName?',
    getHref: (titleId: number, title?: string) => detailsHref('/series/details', titleId, title),
  },
  seasonDetails: {
    path: '/season/details/:titleId/:titleName?/:selectedTitleId?',
    getHref: (titleId: number, title?: string, selectedTitleId?: number) =>
      detailsHref('/season/details', titleId, title, selectedTitleId),
  },
  myStuffDetails: {
    path: '/account/mystuff/details/:titleId/:titleName?/:selectedTitleId?',
    getHref: (titleId: number, title?: string, selectedTitleId?: number) =>
      detailsHref('/account/mystuff/details', titleId, title, selectedTitleId),
  },
  /** castName is URL-encoded (account spec §2). */
  cast: {
    path: '/cast/:castName',
    getHref: (castName: string) => `/cast/${encodeURIComponent(castName)}`,
  },
  search: {
    path: '/search/:query?',
    getHref: (query?: string) => (query ? `/search/${encodeURIComponent(query)}` : '/search'),
  },
  signIn: {
    path: '/account/signin/:activationcode?',
    getHref: (query: SignInQuery = {}) => withQuery('/account/signin', query),
  },
  signInWithCode: {
    path: '/account/signin/code/:activationcode',
    getHref: (activationCode: string) =>
      `/account/signin/code/${encodeURIComponent(activationCode)}`,
  },
  signInToPartner: { path: '/account/signin/go-to-partner/:partner' },
  signInAliases: { paths: ['/signin', '/account', '/myaccount'] },
  enterPin: {
    path: '/account/signin/enterpin',
    getHref: (query: SignInQuery = {}) => withQuery('/account/signin/enterpin', query),
  },
  setPin: {
    path: '/account/signin/setpin',
    getHref: (query: SignInQuery = {}) => withQuery('/account/signin/setpin', query),
  },
  whereIsMyCode: {
    path: '/account/signin/whereismycode',
    getHref: () => '/account/signin/whereismycode',
  },
  myStuff: { path: '/account/mystuff', getHref: () => '/account/mystuff' },
  settings: { path: '/account/settings', getHref: () => '/account/settings' },
  packageManagement: {
    path: '/account/settings/package-management',
    getHref: () => '/account/settings/package-management',
  },
  credits: {
    path: '/account/settings/credits/:authCookie?',
    getHref: () => '/account/settings/credits',
  },
  accountHelp: { path: '/account/help', getHref: () => '/account/help' },
  // Addresses people guess (issue 34): each goes where its page lives (app/routes).
  wishlistAlias: { path: '/account/wishlist' },
  creditsAlias: { path: '/account/credits' },
  // The streaming-bundle pages; the slug is a build setting (config/bundle.ts).
  bundleActivation: { path: `/${BUNDLE_SLUG}`, getHref: () => `/${BUNDLE_SLUG}` },
  bundleHold: { path: `/${BUNDLE_SLUG}-hold`, getHref: () => `/${BUNDLE_SLUG}-hold` },
  bundleAccount: { path: `/${BUNDLE_SLUG}-account`, getHref: () => `/${BUNDLE_SLUG}-account` },
  // The retail site (account spec §2), built by a later issue.
  retailSite: { path: '/account_retail', getHref: () => '/account_retail/' },
  retailSettings: { path: '/account_retail/settings', getHref: () => '/account_retail/settings' },
  retailHelp: {
    path: '/account_retail/help-dashboard',
    getHref: () => '/account_retail/help-dashboard',
  },
  retailCredits: { path: '/account_retail/credits', getHref: () => '/account_retail/credits' },
  retailPartnerApps: {
    path: '/account_retail/partner-apps',
    getHref: () => '/account_retail/partner-apps',
  },
  retailLogon: {
    path: '/account_retail/logon',
    getHref: (query: RetailLogonQuery = {}) => withQuery('/account_retail/logon', query),
  },
  /** The main site hands a customer over here (account spec §2: target and activationCode). */
  retailImplicitLogon: {
    path: '/account_retail/implicit-logon',
    getHref: (query: RetailLogonQuery = {}) => withQuery('/account_retail/implicit-logon', query),
  },

  // Marketing and support (marketing spec §2)
  tvGuide: {
    path: '/tv/guide/:state?/:regionName?',
    getHref: (state?: string, region?: string) =>
      state && region
        ? `/tv/guide/${encodeURIComponent(state.toLowerCase())}/${regionSlug(region)}`
        : '/tv/guide',
  },
  tvPopular: { path: '/tv/popular', getHref: () => '/tv/popular' },
  /** Outranks supportPage below: the guide's page with the mobile channels on now. */
  mobilePlayback: { path: '/support/mobile-playback', getHref: () => '/support/mobile-playback' },
  faqs: { path: '/faqs/:topic?/:article?/:question?', getHref: () => '/faqs' },
  contactUs: {
    path: '/contact-us/:category?',
    getHref: (category?: string) => (category ? `/contact-us/${category}` : '/contact-us'),
  },
  insiders: { path: '/insiders', getHref: () => '/insiders' },
  insidersRegister: { path: '/insiders/register', getHref: () => '/insiders/register' },
  insidersUnregister: {
    path: '/insiders/unregister/:email?/:serial?',
    getHref: () => '/insiders/unregister',
  },
  supportVideos: {
    path: '/support/videos/:option?',
    getHref: (option?: string) =>
      option ? `/support/videos/${encodeURIComponent(option)}` : '/support/videos',
  },
  userGuides: {
    path: '/support/user-guides/:subPathName?',
    getHref: (subPathName?: string) =>
      subPathName ? `/support/user-guides/${subPathName}` : '/support/user-guides',
  },
  /** The other support pages: mobile-playback, connect, remote, {product}-closed-captioning… */
  supportPage: { path: '/support/:page', getHref: (page: string) => `/support/${page}` },
  telstraStoreSupport: { path: '/telstra-store-support', getHref: () => '/telstra-store-support' },
  terms: { path: '/terms-and-conditions', getHref: () => '/terms-and-conditions' },
  privacy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  // The marketing pages with a component of their own (issue 9); the copy-only, terms and
  // warranty pages are listed in app/routes/marketing-routes.tsx from content/marketing.
  movies: { path: '/movies', getHref: () => '/movies' },
  streamingApps: {
    path: '/features-and-packages/streaming-apps-landing',
    getHref: () => '/features-and-packages/streaming-apps-landing',
  },
  streamingApp: {
    path: '/features/streaming-apps/:subPathName?',
    getHref: (app: string) => `/features/streaming-apps/${app}`,
  },
  premiumPackages: {
    path: '/packages/premium-channels/:subPathName?/:channel?',
    getHref: (pack?: string) =>
      pack ? `/packages/premium-channels/${pack}` : '/packages/premium-channels',
  },
  specialInterestPackages: {
    path: '/packages/special-interest/:subPathName?/:channel?',
    getHref: (pack?: string) =>
      pack ? `/packages/special-interest/${pack}` : '/packages/special-interest',
  },
  featuresAndPackages: {
    path: '/features-and-packages',
    getHref: () => '/features-and-packages',
  },
  productsCompare: { path: '/products/compare', getHref: () => '/products/compare' },
  howToBuy: { path: '/how-to-buy/:subPathName?', getHref: () => '/how-to-buy' },
  jobs: {
    path: '/jobs/:article?',
    getHref: (article?: string) => (article ? `/jobs/${article}` : '/jobs'),
  },
  reviews: { path: '/reviews', getHref: () => '/reviews' },
  pressReleases: {
    path: '/press-releases/:article?',
    getHref: (article?: string) => (article ? `/press-releases/${article}` : '/press-releases'),
  },
  releaseNotes: { path: '/release-notes', getHref: () => '/release-notes' },
  welcome: { path: '/welcome', getHref: () => '/welcome' },
  research: { path: '/research', getHref: () => '/research' },
  /** Activating a new box (linked from help content). */
  activate: { path: '/activate', getHref: () => '/activate' },
  /** The link in a sign-up confirmation mail (server support module). */
  unsubscribe: { path: '/unsubscribe', getHref: () => '/unsubscribe' },
  researchThankYou: { path: '/research-thank-you', getHref: () => '/research-thank-you' },
  whatsHot: {
    path: '/whats-hot/:option?',
    getHref: (option?: string) => (option ? `/whats-hot/${option}` : '/whats-hot'),
  },
} as const;

/** The two groups of channel packs (marketing spec §2.1). */
export type PackageGroup = 'premium-channels' | 'special-interest';

/** A pack group's page, or one pack's page in it. */
export function packageHref(group: PackageGroup, pack?: string): string {
  return group === 'premium-channels'
    ? paths.premiumPackages.getHref(pack)
    : paths.specialInterestPackages.getHref(pack);
}

/** What the sign-in pages read from their query (account spec §2). */
export interface SignInQuery {
  /**
   * signedOut after a sign-out; sessionExpired after the server ended the session; linkExpired
   * after a sign-in link's code was refused (used or expired).
   */
  msg?: 'signedOut' | 'sessionExpired' | 'linkExpired';
  activationcode?: string;
  partner?: string;
  /** Where a mustLogIn page sends the user back to after signing in. */
  returnUrl?: string;
}

/** The retail logon's query: the retail page to open after it, and a code to prefill. */
export interface RetailLogonQuery {
  target?: string;
  activationCode?: string;
}

/**
 * Every query field a page reads (issue 32 item 2). The server renders and keeps a page by its
 * path and these fields only, so a made-up query string (`/tv/guide?f=1`) makes no new render. A
 * page that reads a new field adds it here, or the server renders it without.
 */
export const PAGE_QUERY_FIELDS = [
  'brand',
  'q',
  'page',
  'msg',
  'partner',
  'activationcode',
  'activationCode',
  'returnUrl',
  'target',
  'token',
  'act_code',
  'auth_cookie',
] as const;

function withQuery(base: string, query: SignInQuery | RetailLogonQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${base}?${text}` : base;
}

/** A store URL names both segments once either is chosen, e.g. /movie/store/all/title. */
function storeHref(base: string, genre?: string, sort?: SortType): string {
  if (!genre && !sort) return base;
  return `${base}/${encodeURIComponent(genre ?? 'all')}/${sort ?? 'popularity'}`;
}

function detailsHref(
  base: string,
  titleId: number,
  title?: string,
  selectedTitleId?: number,
): string {
  // The name segment is only for people; an empty one still keeps the selected title's place.
  const slug = (title ? slugOf(title) : '') || (selectedTitleId ? 'title' : '');
  const href = slug ? `${base}/${titleId}/${slug}` : `${base}/${titleId}`;
  return selectedTitleId ? `${href}/${selectedTitleId}` : href;
}

/** The store a details page is opened from: Movie Box titles keep their own details route. */
export type DetailsArea = 'store' | 'movieBox' | 'myStuff';

interface LinkedTitle {
  id: number;
  title: string;
  sub_type: SubType;
  parent_id: number | null;
}

/**
 * The details page of a title (account spec §2): a movie's, a series', a season's, or for an
 * episode its season's page with the episode selected.
 */
export function titleDetailsHref(title: LinkedTitle, area: DetailsArea = 'store'): string {
  if (area === 'myStuff') {
    return title.sub_type === 'episode' && title.parent_id !== null
      ? paths.myStuffDetails.getHref(title.parent_id, title.title, title.id)
      : paths.myStuffDetails.getHref(title.id, title.title);
  }
  switch (title.sub_type) {
    case 'movie':
      return area === 'movieBox'
        ? paths.movieBoxDetails.getHref(title.id, title.title)
        : paths.movieDetails.getHref(title.id, title.title);
    case 'series':
      return paths.seriesDetails.getHref(title.id, title.title);
    case 'season':
      return paths.seasonDetails.getHref(title.id, title.title);
    case 'episode':
      return title.parent_id === null
        ? paths.seasonDetails.getHref(title.id, title.title)
        : paths.seasonDetails.getHref(title.parent_id, title.title, title.id);
  }
}

/** The wishlist's place on My Stuff, for /account/wishlist and links to it. */
export const WISHLIST_ANCHOR = 'wishlist';
