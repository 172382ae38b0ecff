import type { ErrorCode } from '../errors.ts';
import { SEED_EXAMPLE, type OperationTable } from './operation-facts.ts';

const { movie: MOVIE, plan: PLAN } = SEED_EXAMPLE;

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

/** What refuses a pack change or a purchase: no such thing, no PIN proven or set, purchases barred. */
const PAYMENT_REFUSALS: readonly ErrorCode[] = [
  'ERR_NOT_FOUND',
  'ERR_PIN_REQUIRED',
  'ERR_PIN_NOT_SET',
  'NO_PURCHASE_ALLOWED',
];

/** The demo household with the streaming bundle. */
const BUNDLE_HOUSEHOLD = 'BUNDLE01';
/** The bundle's state, asked for as a read or as the spec client's form post. */
const BUNDLE_STATE = {
  tag: 'bundle',
  errors: ['ERR_NOT_FOUND', 'ERR_BILLING_HOLD', 'NOT_AUTHENTICATED'],
  example: { household: BUNDLE_HOUSEHOLD },
} as const;

/** The household's own calls: signing in and out, its settings, packs, purchases and wishlist. */
export const ACCOUNT_OPERATIONS: OperationTable = {
  'POST /v3/authenticate': {
    operationId: 'authenticate',
    summary: 'Sign in with an activation code and PIN (sets the session cookie)',
    tag: 'auth',
    sessionCookie: 'set',
    errors: SIGN_IN_FAILURES,
    example: { body: { activation_code: SEED_EXAMPLE.household, pin: SEED_EXAMPLE.pin } },
  },
  'POST /v2/subscriber/authenticate_with_cookie': {
    operationId: 'authenticateWithCookie',
    summary: "The signed-in household's account, or a sign-in link's hand-over code redeemed",
    tag: 'auth',
    sessionCookie: 'set',
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
    sessionCookie: 'cleared',
    errors: ['ERR_PIN_REQUIRED'],
  },
  'POST /v2/subscriber/logout': {
    operationId: 'signOut',
    summary: 'End this session (clears the cookie)',
    tag: 'auth',
    sessionCookie: 'cleared',
  },

  'POST /v3/retail/authenticate': {
    operationId: 'retailAuthenticate',
    summary: 'Sign in to the retail account site with e-mail and password',
    tag: 'retail',
    sessionCookie: 'set',
    errors: ['ERR_INVALID_CREDENTIALS', ...SIGN_IN_FAILURES],
    example: { body: { email: 'retail01@example.com', password: 'Retail-Demo-1' } },
  },
  'GET /v3/retail/credentials': {
    operationId: 'getRetailCredentials',
    summary: "The retail household's logon e-mail",
    tag: 'retail',
    errors: ['ERR_NOT_RETAIL'],
    example: { household: 'RETAIL01' },
  },
  'POST /v3/retail/credentials': {
    operationId: 'setRetailCredentials',
    summary: "Set the retail household's logon e-mail and password",
    tag: 'retail',
    errors: ['ERR_NOT_RETAIL', 'ERR_EMAIL_TAKEN', 'ERR_PIN_REQUIRED'],
    example: {
      household: 'RETAIL01',
      body: { email: 'retail01@example.com', password: 'Retail-Demo-1' },
    },
  },

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
    errors: [...PAYMENT_REFUSALS, 'UPGRADE_TO_MASTER', 'ERR_PLAN_INCLUDED', 'ERR_ISP_REFUSED'],
    example: { path: { id: PLAN }, body: { plan_id: PLAN } },
  },
  'POST /v2/subscriber/plan/{id}/unsubscribe': {
    operationId: 'unsubscribeFromPlan',
    summary: 'Cancel a pack at the end of its period',
    tag: 'plans',
    errors: [...PAYMENT_REFUSALS, 'ERR_PLAN_NOT_CANCELLABLE', 'ERR_NOT_SUBSCRIBED'],
    example: { path: { id: PLAN }, body: { plan_id: PLAN } },
  },

  'GET /v2/bundle/account': {
    ...BUNDLE_STATE,
    operationId: 'getBundleAccount',
    summary: "The streaming bundle's state (activation check)",
  },
  'POST /v2/bundle/account': {
    ...BUNDLE_STATE,
    operationId: 'checkBundleAccount',
    summary: "The streaming bundle's state (activation check, as a form post)",
  },
  'POST /v2/bundle/activate': {
    operationId: 'activateBundle',
    summary: 'Activate the streaming bundle',
    tag: 'bundle',
    errors: ['ERR_NOT_FOUND', 'ERR_BILLING_HOLD'],
    example: { household: BUNDLE_HOUSEHOLD },
  },

  'POST /v2/vod/purchase': {
    operationId: 'purchaseTitle',
    summary: 'Buy or rent a title with credits or on the bill (idempotent with a key)',
    tag: 'commerce',
    errors: [
      ...PAYMENT_REFUSALS,
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
};
