import type { ErrorCode } from '../errors.ts';

/**
 * What the published contract (/openapi.json) says of each call beside its schemas: a stable
 * operationId (generated clients name their methods by it, so a path can move without renaming
 * them), a summary, its area (one tag per server module), the refusals of its own, what it does
 * to the session cookie, and an example request from the demo seed. The refusals every call of
 * its kind can give (bad input, a missing X-Capabilities header, no session, the traffic limit,
 * an internal error) are added from the route itself by server/src/http/openapi-contract.ts.
 */
export interface OperationFacts {
  operationId: string;
  summary: string;
  tag: ApiTag;
  /** Codes of its own, beside ERR_VALIDATION, ERR_INTERNAL and those of its kind. */
  errors?: readonly ErrorCode[];
  /** It always refuses (a path the spec's client calls with nothing to answer). */
  alwaysRefused?: boolean;
  /** It sets the session cookie (a sign-in) or clears it (a sign-out): its answer says Set-Cookie. */
  sessionCookie?: 'set' | 'cleared';
  /**
   * An example request from the demo seed, by parameter or body field: Swagger UI's "Try it out"
   * fills it in, and `npm run docs:api` sends it to record the example answer.
   */
  example?: {
    path?: Example;
    query?: Example;
    body?: Example;
    /** The demo household it is for, when not SEED_EXAMPLE.household (a retail logon, …). */
    household?: string;
  };
}
type Example = Readonly<Record<string, string | number | boolean>>;

/** Keyed by `METHOD /path` as the document writes the path (`{id}`). */
export type OperationTable = Readonly<Record<string, OperationFacts>>;

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
export const SEED_EXAMPLE = {
  movie: 10001,
  show: 40001,
  channel: 1,
  virtualChannel: 147,
  plan: 103,
  /** A guide block on the demo day. */
  block: '2026-11-21T08',
  household: 'CUST0001',
  pin: '1234',
} as const;
