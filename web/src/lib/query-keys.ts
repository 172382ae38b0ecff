import type { CatalogueView, ContentClass, SortType } from '@app/domain';

/**
 * Every query's key, in one place: the query options that fetch, the loaders that start them,
 * the live messages and purchases that refresh them and the server renderer that reads them
 * (entry-server.tsx) all name a query here, never by a key typed again. A key's first part is its
 * family: `queryKeys.titles` is every title, as `queryKeys.title(id)` starts with it.
 */
export const queryKeys = {
  /** The session check (GET /v2/subscriber/authenticate_with_cookie): never server rendered. */
  session: ['session'] as const,
  /** Household data that several features read and live messages refresh. */
  household: {
    wishlist: ['household', 'wishlist'] as const,
    /** The wishlist's adds and removes (a mutation's key): its buttons wait while one is under way. */
    wishlistChange: ['household', 'wishlist', 'change'] as const,
    purchaseHistory: ['household', 'purchase-history'] as const,
    entitlementHistory: ['household', 'entitlement-history'] as const,
  },
  bundleAccount: ['bundle-account'] as const,
  retailCredentials: ['retail', 'credentials'] as const,

  /** Every title tree (details), for a search of the cache. */
  titles: ['title'] as const,
  /** A title's tree: a movie, or a show with its seasons and episodes (GET /v3/vod/titles). */
  title: (titleId: number) => ['title', titleId] as const,
  relatedTitles: (titleId: number) => ['related-titles', titleId] as const,
  /** Titles by id, as commerce lists them (the wishlist's shelf). */
  titlesById: (ids: readonly number[]) => ['commerce', 'titles', ids.join(',')] as const,
  entitledTitles: (ids: readonly number[]) => ['entitled-titles', ids.join(',')] as const,
  catalogueTab: (tab: {
    contentClass: ContentClass;
    view?: CatalogueView | undefined;
    genre: string;
    sort: SortType;
  }) => ['catalogue-tab', tab.contentClass, tab.view ?? 'store', tab.genre, tab.sort] as const,
  search: (kind: 'popular' | 'full', words: string) => ['search', kind, words] as const,
  castTitles: (castName: string) => ['cast-titles', castName] as const,

  marketing: {
    publicPlans: ['marketing', 'public-plans'] as const,
    popularTitles: (menu: string) => ['marketing', 'popular-titles', menu] as const,
  },

  epg: {
    /**
     * GET /v4/epg/channels, every channel and region: the guide reads it, and the closed-captions
     * pages read their channels' logos from it, so a visit asks for it once.
     */
    channels: ['epg', 'channels'] as const,
    /** What is on now on these channels, in the guide block of `blockCode`. */
    now: (blockCode: string, channelIds: readonly number[]) =>
      ['epg', 'now', blockCode, channelIds.join(',')] as const,
    block: (block: string, liveIds: readonly number[], virtualIds: readonly number[]) =>
      ['epg', 'block', block, liveIds.join(','), virtualIds.join(',')] as const,
    popularPicks: ['epg', 'popular-picks'] as const,
    synopsis: (channelId: number, programId: number | string) =>
      ['epg', 'synopsis', channelId, programId] as const,
    byPlans: (plans: readonly string[]) => ['epg', 'by-plans', plans.join(',')] as const,
  },
};
