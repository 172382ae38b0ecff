/**
 * Error codes carried in `__meta__.error`. The spec's codes (account spec §8) keep their exact
 * spelling; codes this product adds start with ERR_ as the spec's own do.
 */
export const ERROR_CODES = {
  // sign-in and sessions
  MISSING_PIN: 401,
  ERR_INCORRECT_PIN: 401,
  ERR_PIN_LOCKED: 429,
  INVALID_TERMINAL: 403,
  NOT_ACTIVATED: 403,
  ERR_GENERAL: 403,
  ERR_NO_CATALOGUE: 403,
  ERR_SUSPENDED: 403,
  ERR_INVALID_ACTIVATION_CODE: 401,
  AUTH_FAILED: 401,
  NOT_AUTHENTICATED: 401,
  // retail logon by e-mail and password
  ERR_INVALID_CREDENTIALS: 401,
  ERR_NOT_RETAIL: 403,
  ERR_EMAIL_TAKEN: 409,
  // a sign-in hand-over link for another household than the one signed in on this browser
  ERR_OTHER_HOUSEHOLD_SIGNED_IN: 409,
  // commerce
  ERR_ISP_REFUSED: 402,
  NO_PURCHASE_ALLOWED: 403,
  ERR_EXISTING_ENTITLEMENT: 409,
  ERR_NOT_PURCHASABLE: 409,
  ERR_IDEMPOTENCY_IN_PROGRESS: 409,
  ERR_IDEMPOTENCY_MISMATCH: 422,
  ERR_PIN_NOT_SET: 403,
  ERR_PIN_REQUIRED: 403,
  COULD_NOT_APPLY_CREDIT: 409,
  UPGRADE_TO_MASTER: 409,
  ERR_BILLING_HOLD: 402,
  ERR_PLAN_INCLUDED: 409,
  ERR_PLAN_NOT_CANCELLABLE: 409,
  ERR_NOT_SUBSCRIBED: 409,
  // generic
  ERR_VALIDATION: 400,
  ERR_NOT_FOUND: 404,
  ERR_MISSING_CAPABILITIES: 403,
  ERR_RATE_LIMITED: 429,
  ERR_UNAVAILABLE: 503,
  ERR_INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export function httpStatusOf(code: ErrorCode): number {
  return ERROR_CODES[code];
}

/** Spec text of 'COULD NOT APPLY CREDIT' (account spec §4) is a message, its code is the one above. */
export const COULD_NOT_APPLY_CREDIT_MESSAGE = 'COULD NOT APPLY CREDIT';
export const TRAFFIC_LIMIT_REASON = 'trafficCop:LimitViolation';

/** The client's code for no answer, a time-out or a 5xx (account spec §8). */
export const NETWORK_ERROR_CODE = 'network-or-server-connection-error';
