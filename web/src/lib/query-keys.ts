/**
 * Query keys of household data that several features read and live messages refresh. One place,
 * so the socket, the purchase flow and the pages agree (features never import each other).
 */
export const HOUSEHOLD_QUERY_KEYS = {
  wishlist: ['household', 'wishlist'] as const,
  purchaseHistory: ['household', 'purchase-history'] as const,
  entitlementHistory: ['household', 'entitlement-history'] as const,
};

/**
 * GET /v4/epg/channels, every channel and region: the guide reads it, and the closed-captions
 * pages read their channels' logos from it, so a visit asks for it once.
 */
export const EPG_CHANNELS_QUERY_KEY = ['epg', 'channels'] as const;
