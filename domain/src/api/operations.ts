import type { ErrorCode } from '../errors.ts';

/**
 * What the published contract (/openapi.json) says of each call beside its schemas: a stable
 * operationId (generated clients name their methods by it, so a path can move without renaming
 * them), a summary, its area (one tag per server module), the refusals of its own, and example
 * values from the demo seed. The refusals every call of its kind can give (bad input, a missing
 * X-Capabilities header, no session, the traffic limit, an internal error) are added from the
 * route itself by server/src/http/openapi-contract.ts.
 */
export interface OperationFacts {
  operationId: string;
  summary: string;
  tag: ApiTag;
  /** Codes of its own, beside ERR_VALIDATION, ERR_INTERNAL and those of its kind. */
  errors?: readonly ErrorCode[];
  /** It always refuses (a path the spec's client calls with nothing to answer). */
  alwaysRefused?: boolean;
  /** Example values from the demo seed, by parameter or body field. */
  example?: { path?: Example; query?: Example; body?: Example };
}
type Example = Readonly<Record<string, string | number | boolean>>;

/** One tag per server module, in the order the reference lists them. */
export const API_TAGS = {
  auth: 'Sign-in, PIN, sessions and the account settings',
  retail: 'The retail logon by e-mail and password',
  catalogue: 'Catalogues, menus, titles and recommendations',
  search: 'Search',
  images: 'Generated artwork',
  plans: 'Packs (plans) and subscribing to them',
  bundle: 'The streaming bundle',
  commerce: 'Buying and renting, and the purchase history',
  wishlist: 'The wishlist',
  epg: 'Channels and the TV guide',
  support: 'Contact, newsletter and insiders sign-ups',
  events: 'Usage events',
  health: 'Liveness and readiness',
  site: 'robots.txt and the sitemaps',
} as const;
export type ApiTag = keyof typeof API_TAGS;

/** The demo seed's values the examples use (README: demo households). */
const MOVIE = 10001;
const SHOW = 40001;
const CHANNEL = 1;
const VIRTUAL_CHANNEL = 147;
const PLAN = 103;
const BLOCK = '2026-11-21T08';
const SIGN_IN_FAILURES: readonly ErrorCode[] = [
  'MISSING_PIN',
  'ERR_INCORRECT_PIN',
  'ERR_PIN_LOCKED',
  'ERR_INVALID_ACTIVATION_CODE',
  'INVALID_TERMINAL',
  'NOT_ACTIVATED',
  'ERR_GENERAL',
  'ERR_SUSPENDED',
  'ERR_NO_CATALOGUE',
  'ERR_UNAVAILABLE',
];
const IMAGE = (what: string, sized: boolean, id: number): OperationFacts => ({
  operationId: `get${what.replace(/(^|\s)(\w)/g, (_m, _s, c: string) => c.toUpperCase())}Image`,
  summary: `The ${what} artwork, as SVG`,
  tag: 'images',
  errors: ['ERR_NOT_FOUND'],
  example: { path: sized ? { id, size: '200x300' } : { id } },
});

/** Keyed by `METHOD /path` as the document writes the path (`{id}`). */
export const API_OPERATIONS: Readonly<Record<string, OperationFacts>> = {
  'GET /healthz': { operationId: 'getHealth', summary: 'Is the process up', tag: 'health' },
  'GET /readyz': {
    operationId: 'getReadiness',
    summary: 'Can it serve: database (and Redis) reachable',
    tag: 'health',
  },
  'GET /robots.txt': { operationId: 'getRobotsTxt', summary: 'robots.txt', tag: 'site' },
  'GET /sitemap.xml': {
    operationId: 'getSitemapIndex',
    summary: 'The index of the sitemaps',
    tag: 'site',
  },
  'GET /sitemaps/pages.xml': {
    operationId: 'getPagesSitemap',
    summary: 'The sitemap of the marketing and help pages',
    tag: 'site',
  },
  'GET /sitemaps/{file}': {
    operationId: 'getTitlesSitemap',
    summary: "A sitemap of titles' details pages (titles-N.xml)",
    tag: 'site',
    example: { path: { file: 'titles-1.xml' } },
  },

  'POST /v3/authenticate': {
    operationId: 'authenticate',
    summary: 'Sign in with an activation code and PIN (sets the session cookie)',
    tag: 'auth',
    errors: SIGN_IN_FAILURES,
    example: { body: { activation_code: 'CUST0001', pin: '1234' } },
  },
  'POST /v2/subscriber/authenticate_with_cookie': {
    operationId: 'authenticateWithCookie',
    summary: "The signed-in household's account, or a sign-in link's hand-over code redeemed",
    tag: 'auth',
    errors: ['AUTH_FAILED', 'ERR_OTHER_HOUSEHOLD_SIGNED_IN', ...SIGN_IN_FAILURES],
    example: { body: { anonymous_ok: true } },
  },
  'POST /v3/subscriber/validate_pin': {
    operationId: 'validatePin',
    summary: 'Prove the PIN (needed before purchases and pack changes)',
    tag: 'auth',
    errors: ['ERR_INCORRECT_PIN', 'ERR_PIN_LOCKED', 'ERR_PIN_NOT_SET'],
    example: { body: { pin: '1234' } },
  },
  'POST /v2/subscriber/update': {
    operationId: 'updateSubscriber',
    summary: 'Change the PIN or the privacy setting',
    tag: 'auth',
    errors: ['ERR_PIN_REQUIRED', 'ERR_INCORRECT_PIN', 'ERR_PIN_LOCKED'],
    example: { body: { privacy: false } },
  },
  'POST /v2/subscriber/parental_controls': {
    operationId: 'setParentalControls',
    summary: 'Set the highest classification shown, or off',
    tag: 'auth',
    errors: ['ERR_PIN_REQUIRED', 'ERR_PIN_NOT_SET'],
    example: { body: { limit: 'off' } },
  },
  'POST /v2/subscriber/handover_code': {
    operationId: 'createHandoverCode',
    summary: 'A one-time code that signs this household in on another device',
    tag: 'auth',
  },
  'POST /v2/subscriber/invalidate_authentication': {
    operationId: 'signOutEverywhere',
    summary: "End every session of the household (clears this browser's cookie)",
    tag: 'auth',
    errors: ['ERR_PIN_REQUIRED'],
  },
  'POST /v2/subscriber/logout': {
    operationId: 'signOut',
    summary: 'End this session (clears the cookie)',
    tag: 'auth',
  },

  'POST /v3/retail/authenticate': {
    operationId: 'retailAuthenticate',
    summary: 'Sign in to the retail account site with e-mail and password',
    tag: 'retail',
    errors: ['ERR_INVALID_CREDENTIALS', ...SIGN_IN_FAILURES],
    example: { body: { email: 'retail01@example.com', password: 'Retail-Demo-1' } },
  },
  'GET /v3/retail/credentials': {
    operationId: 'getRetailCredentials',
    summary: "The retail household's logon e-mail",
    tag: 'retail',
    errors: ['ERR_NOT_RETAIL'],
  },
  'POST /v3/retail/credentials': {
    operationId: 'setRetailCredentials',
    summary: "Set the retail household's logon e-mail and password",
    tag: 'retail',
    errors: ['ERR_NOT_RETAIL', 'ERR_EMAIL_TAKEN', 'ERR_PIN_REQUIRED'],
    example: { body: { email: 'retail01@example.com', password: 'Retail-Demo-1' } },
  },

  'GET /v3/vod/catalogue/tab': {
    operationId: 'getCatalogueTab',
    summary: 'A page of a catalogue tab',
    tag: 'catalogue',
    errors: ['ERR_NOT_FOUND'],
    example: { query: { tab: 'all', max: 12 } },
  },
  'GET /v3/vod/castandcrew/{castName}': {
    operationId: 'getCastAndCrewTitles',
    summary: 'The titles of a cast or crew member',
    tag: 'catalogue',
    errors: ['ERR_NOT_FOUND'],
    example: { path: { castName: 'a' }, query: { max: 12 } },
  },
  'POST /v3/vod/titles': {
    operationId: 'getTitles',
    summary: 'Titles by id, with seasons and episodes when recursive',
    tag: 'catalogue',
    example: { body: { title_ids: `${MOVIE},${SHOW}`, recursive: true } },
  },
  'GET /v3/editorial/recommendations/vod': {
    operationId: 'getRecommendationsWithoutTitle',
    summary: "Recommendations with no title: always 400 'No title specified'",
    tag: 'catalogue',
    alwaysRefused: true,
  },
  'GET /v3/editorial/recommendations/vod/{id}': {
    operationId: 'getRecommendations',
    summary: 'Titles recommended beside a title',
    tag: 'catalogue',
    errors: ['ERR_NOT_FOUND'],
    example: { path: { id: MOVIE } },
  },
  'GET /v4/catalogue/menu': {
    operationId: 'getCatalogueMenu',
    summary: "A catalogue menu's descriptor",
    tag: 'catalogue',
    errors: ['ERR_NOT_FOUND'],
    example: { query: { name: 'By Genre' } },
  },
  'GET /v4/catalogue/menu/data': {
    operationId: 'getCatalogueMenuData',
    summary: "A page of a catalogue menu's titles",
    tag: 'catalogue',
    errors: ['ERR_NOT_FOUND'],
    example: { query: { name: 'Movie Store', tab: 'all', page: 1 } },
  },
  'GET /v4/catalogue/structure': {
    operationId: 'getCatalogueStructure',
    summary: "A catalogue menu's tabs and sorts",
    tag: 'catalogue',
    errors: ['ERR_NOT_FOUND'],
    example: { query: { name: 'By Genre' } },
  },

  'GET /v2/vod/titles/{id}/landscape_thumbnail/{size}': {
    ...IMAGE('landscape thumbnail', true, MOVIE),
    example: { path: { id: MOVIE, size: '334x188' } },
  },
  'GET /v2/vod/titles/{id}/preview/{size}': {
    ...IMAGE('preview', true, MOVIE),
    example: { path: { id: MOVIE, size: '2560x845' } },
  },
  'GET /v2/vod/titles/{id}/poster/{size}': IMAGE('poster', true, MOVIE),
  'GET /v2/vod/titles/{id}/backdrop/{size}': {
    ...IMAGE('backdrop', true, MOVIE),
    example: { path: { id: MOVIE, size: '1280x720' } },
  },
  'GET /v2/vod/providers/{id}/image': IMAGE('provider', false, 1),
  'GET /v2/editorial/items/{id}/image': IMAGE('editorial item', false, 1),
  'GET /v2/subscriber/plans/{id}/image': IMAGE('plan', false, PLAN),
  'GET /v2/epg/program/{id}/image/{size}': {
    ...IMAGE('programme', true, 1),
    example: { path: { id: 1, size: '320x180' } },
  },
  'GET /v2/epg/channels/{id}/image': IMAGE('channel', false, CHANNEL),

  'GET /v2/plans': {
    operationId: 'getPlans',
    summary: 'The packs on sale, with prices',
    tag: 'plans',
    errors: ['ERR_NOT_FOUND'],
    example: { query: { names: 'Kids,Vibe' } },
  },
  'POST /v2/subscriber/plan/{id}/subscribe': {
    operationId: 'subscribeToPlan',
    summary: 'Add a pack',
    tag: 'plans',
    errors: [
      'ERR_NOT_FOUND',
      'ERR_PIN_REQUIRED',
      'ERR_PIN_NOT_SET',
      'NO_PURCHASE_ALLOWED',
      'UPGRADE_TO_MASTER',
      'ERR_PLAN_INCLUDED',
      'ERR_ISP_REFUSED',
    ],
    example: { path: { id: PLAN }, body: { plan_id: PLAN } },
  },
  'POST /v2/subscriber/plan/{id}/unsubscribe': {
    operationId: 'unsubscribeFromPlan',
    summary: 'Cancel a pack at the end of its period',
    tag: 'plans',
    errors: [
      'ERR_NOT_FOUND',
      'ERR_PIN_REQUIRED',
      'ERR_PIN_NOT_SET',
      'NO_PURCHASE_ALLOWED',
      'ERR_PLAN_NOT_CANCELLABLE',
      'ERR_NOT_SUBSCRIBED',
    ],
    example: { path: { id: PLAN }, body: { plan_id: PLAN } },
  },

  'GET /v2/bundle/account': {
    operationId: 'getBundleAccount',
    summary: "The streaming bundle's state (activation check)",
    tag: 'bundle',
    errors: ['ERR_NOT_FOUND', 'ERR_BILLING_HOLD', 'NOT_AUTHENTICATED'],
  },
  'POST /v2/bundle/account': {
    operationId: 'checkBundleAccount',
    summary: "The streaming bundle's state (activation check, as a form post)",
    tag: 'bundle',
    errors: ['ERR_NOT_FOUND', 'ERR_BILLING_HOLD', 'NOT_AUTHENTICATED'],
  },
  'POST /v2/bundle/activate': {
    operationId: 'activateBundle',
    summary: 'Activate the streaming bundle',
    tag: 'bundle',
    errors: ['ERR_NOT_FOUND', 'ERR_BILLING_HOLD'],
  },

  'POST /v2/vod/purchase': {
    operationId: 'purchaseTitle',
    summary: 'Buy or rent a title with credits or on the bill (idempotent with a key)',
    tag: 'commerce',
    errors: [
      'ERR_NOT_FOUND',
      'ERR_PIN_REQUIRED',
      'ERR_PIN_NOT_SET',
      'NO_PURCHASE_ALLOWED',
      'ERR_PARENTAL_LOCK',
      'ERR_EXISTING_ENTITLEMENT',
      'ERR_NOT_PURCHASABLE',
      'ERR_IDEMPOTENCY_IN_PROGRESS',
      'ERR_IDEMPOTENCY_MISMATCH',
      'COULD_NOT_APPLY_CREDIT',
      'ERR_ISP_REFUSED',
    ],
    example: {
      body: {
        title_id: MOVIE,
        content_format: 'sd',
        duration: -1,
        idempotency_key: 'buy-10001-sd',
      },
    },
  },
  'GET /v2/vod/purchase/history/free': {
    operationId: 'getFreePurchaseHistory',
    summary: 'The free titles the household has claimed',
    tag: 'commerce',
  },
  'GET /v2/vod/purchase/history': {
    operationId: 'getPurchaseHistory',
    summary: "The household's purchases and rentals",
    tag: 'commerce',
  },

  'GET /v2/subscriber/wishlist': {
    operationId: 'getWishlist',
    summary: "The household's wishlist",
    tag: 'wishlist',
    example: { query: { language: 'en' } },
  },
  'POST /v2/subscriber/wishlist/add': {
    operationId: 'addToWishlist',
    summary: 'Add a title to the wishlist',
    tag: 'wishlist',
    errors: ['ERR_NOT_FOUND', 'ERR_PIN_NOT_SET'],
    example: { body: { id: MOVIE, label: 'VOD_WISHLIST' } },
  },
  'POST /v2/subscriber/wishlist/remove': {
    operationId: 'removeFromWishlist',
    summary: 'Remove a title from the wishlist',
    tag: 'wishlist',
    errors: ['ERR_NOT_FOUND', 'ERR_PIN_NOT_SET'],
    example: { body: { id: MOVIE, label: 'VOD_WISHLIST' } },
  },

  'POST /v2/support/contact': {
    operationId: 'sendContactForm',
    summary: 'Send a contact-us form',
    tag: 'support',
    example: {
      body: {
        form: 'retail',
        name: 'Alex Citizen',
        email: 'alex@example.com',
        boxId: 'CUST0001',
        topic: 'billing',
        message: 'My bill shows a pack twice.',
      },
    },
  },
  'POST /v2/support/news': {
    operationId: 'signUpForNews',
    summary: 'Sign up for the newsletter (confirmed by mail)',
    tag: 'support',
    example: { body: { email: 'reader@example.com', source: 'welcome' } },
  },
  'POST /v2/support/news/unsubscribe': {
    operationId: 'unsubscribeFromNews',
    summary: "Leave the newsletter with the mail's token",
    tag: 'support',
    errors: ['ERR_NOT_FOUND'],
    example: { body: { token: 'token-from-the-mail-link' } },
  },
  'POST /v2/support/insiders': {
    operationId: 'registerInsider',
    summary: 'Join the insiders programme',
    tag: 'support',
    example: { body: { name: 'Sam', email: 'sam@example.com', boxId: 'ABC12345' } },
  },
  'POST /v2/support/insiders/unregister': {
    operationId: 'unregisterInsider',
    summary: 'Leave the insiders programme',
    tag: 'support',
    errors: ['ERR_NOT_FOUND'],
    example: { body: { email: 'sam@example.com', boxId: 'ABC12345' } },
  },

  'POST /v4/search': {
    operationId: 'search',
    summary: 'Search titles and people',
    tag: 'search',
    example: { body: { words: 'garden', count: 10 } },
  },

  'GET /v4/epg/channels': {
    operationId: 'getChannels',
    summary: 'The channel line-up of a region',
    tag: 'epg',
    errors: ['ERR_NOT_FOUND', 'ERR_UNAVAILABLE'],
    example: { query: { region_id: 1 } },
  },
  'GET /v2/epg/programslist': {
    operationId: 'getProgrammes',
    summary: "Channels' programmes in a 4-hour block",
    tag: 'epg',
    errors: ['ERR_NOT_FOUND'],
    example: { query: { channel_ids: `${CHANNEL},4`, block: BLOCK, extended: true } },
  },
  'GET /v3/avc/schedule_block': {
    operationId: 'getVirtualChannelSchedule',
    summary: "Virtual channels' schedules in a 4-hour block",
    tag: 'epg',
    errors: ['ERR_NOT_FOUND'],
    example: { query: { block_id: BLOCK, avcs: String(VIRTUAL_CHANNEL) } },
  },
  'GET /v2/epg/channels/by_plans': {
    operationId: 'getChannelsByPlans',
    summary: 'The channels of some packs',
    tag: 'epg',
    errors: ['ERR_NOT_FOUND', 'ERR_UNAVAILABLE'],
    example: { query: { plans: 'Kids' } },
  },
  'GET /v2/epg/popular': {
    operationId: 'getPopularProgrammes',
    summary: "Channels' most popular programmes now",
    tag: 'epg',
    errors: ['ERR_NOT_FOUND'],
    example: { query: { channel_ids: String(CHANNEL) } },
  },
  'GET /v2/epg/popular/blacklist': {
    operationId: 'getPopularBlacklist',
    summary: 'Channels left out of the popular programmes',
    tag: 'epg',
  },

  'POST /v2/events': {
    operationId: 'sendEvents',
    summary: 'Send a batch of usage events (after consent)',
    tag: 'events',
    example: {
      body: {
        data: '[{"eventName":"page_view","data":{"eventTime":1764288000,"platform":"web","app":"web-store","appVersion":"5.19.0"}}]',
      },
    },
  },
};
