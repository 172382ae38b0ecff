/**
 * Query keys of household data that several features read and live messages refresh. One place,
 * so the socket, the purchase flow and the pages agree (features never import each other).
 */
export const HOUSEHOLD_QUERY_KEYS = {
  wishlist: ['household', 'wishlist'] as const,
  purchaseHistory: ['household', 'purchase-history'] as const,
  entitlementHistory: ['household', 'entitlement-history'] as const,
};
