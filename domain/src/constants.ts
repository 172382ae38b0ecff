/** Business constants and limits (account spec §9, marketing spec §9). */

export const PIN_LENGTH = 4;
export const TITLES_PER_PAGE = 12;
export const RELATED_TITLES = 6;
export const GENRES_SHOWN = 5;
export const SYNOPSIS_MAX_CHARS = 300;
/** An expanding synopsis shows this many CSS pixels until opened (account spec §9). */
export const EXPANDING_SYNOPSIS_MAX_HEIGHT_PX = 90;

export const CACHE_CAPACITY = {
  titles: 672,
  pagedQueries: 12,
  search: 10,
  programs: 5,
} as const;

export const TOAST_MS = 3000;
export const SUCCESS_SPINNER_MS = 1000;
export const PURCHASE_SUCCESS_CLOSE_MS = 4000;
export const SIGN_OUT_EVERYWHERE_MIN_SPINNER_MS = 3000;

/** Request time-outs in seconds (account spec §9): how long the client waits for an answer. */
export const REQUEST_TIMEOUT_S = { short: 15, mid: 30, long: 45, veryLong: 60 } as const;
/**
 * The `X-Timeout` header every request carries (account spec §7: "a timeout header of 30"),
 * whichever of the time-outs above the client itself waits.
 */
export const TIMEOUT_HEADER_S = 30;
export type RequestTimeout = keyof typeof REQUEST_TIMEOUT_S;

export const SEARCH_INPUT_THROTTLE_MS = 1000;
export const SEARCH_POPULAR_COUNT = 10;
export const SEARCH_FULL_COUNT = 100;
export const SEARCH_MERGE = { movies: 3, shows: 3, total: 6 } as const;

export const BUNDLE_POLL_MS = 10_000;
export const SOCKET_LIVENESS_MS = 5000;
export const PRIVACY_BAR_VISIBLE_MS = 2_592_000_000;
export const WISHLIST_NEW_ITEM_WINDOW_MS = 33_000;

export const DEFAULT_HERO_COLOUR = '#544e47';
export const DATE_DISPLAY_FORMAT = 'dd MMM yyyy';

export const ULTIMATE_UPGRADE_AT_SKINNY_PACKS = 3;
export const SKINNY_PACKS = ['Kids', 'Knowledge', 'Vibe', 'Variety'] as const;
/** The catalogue menus; 'Movie Store' and 'TV Store' are the marketing pages' (marketing spec §7). */
export const CATALOGUE_MENU_NAMES = [
  'By Genre',
  'Movie Box',
  'Movie Store',
  'TV Store',
  'My Stuff Web',
] as const;
export const HIDDEN_PROMOTED_TITLE_ID = 16844;

/** Duration of a price rule that buys rather than rents. */
export const BUY_DURATION = -1;

/** Early Buy sells a movie about two weeks before it can be rented (marketing spec §9). */
export const EARLY_BUY_LEAD_DAYS = 14;

/** Brand version shown to users and sent in X-Capabilities (account spec §1). */
export const BRAND_VERSION = '5.19.0';
export const CAPABILITIES_HEADER =
  'virtual_channel,virtual_playlist_channel,no_pin,bridging,passthrough_payments,ui3;version=' +
  BRAND_VERSION;

/** Traffic limiter on /v2/ and /v3/ (account spec §7). */
export const TRAFFIC_LIMIT = { requests: 600, windowMs: 60 * 60 * 1000 } as const;

/** TV guide (marketing spec §9). */
export const GUIDE = {
  days: 7,
  blockMinutes: 30,
  followNowEveryMs: 15_000,
  minProgramBarMinutes: 7,
  defaultWindowHours: 2,
  blockCodeHours: 4,
  popularPrograms: 7,
  hiddenRegionIds: [22, 45],
} as const;

/** Rental terms stated in help content (marketing spec §4). */
export const RENTAL_TERMS = { daysToStart: 7, hoursFromFirstPlay: 48 } as const;

/** Store sort orders, in the order the sort menu lists them. */
export const SORT_TYPES = ['popularity', 'title', 'newest', 'year'] as const;
export type SortType = (typeof SORT_TYPES)[number];

/** Box prices the site shows, in cents (account spec §9: Mini $169, Mini 4K $199, Mighty $499). */
export const BOX_PRICES = { mini: 16_900, mini4k: 19_900, mighty: 49_900 } as const;

/**
 * Window resizes are sampled, not followed event by event (account spec §9: 200–250 ms): the
 * width is read once at the end of each sample, so a drag redraws the guide a few times a second.
 */
export const RESIZE_SAMPLE_MS = 200;

/** The wishlist's label in the spec's wishlist calls. */
export const WISHLIST_LABEL = 'VOD_WISHLIST';

/** Usage events in one POST /v2/events. */
export const MAX_EVENTS_PER_REQUEST = 100;
