import type { Meta } from './api/meta.ts';

/** What changed for a household, pushed to every device over the socket (account spec §4). */
export const CHANGE_MESSAGES = [
  'WISHLISTS_CHANGED',
  'SUBSCRIPTIONS_CHANGED',
  'ENTITLEMENTS_CHANGED',
] as const;
export type ChangeMessage = (typeof CHANGE_MESSAGES)[number];

/** Messages that end a session: the client signs out when it receives one (account spec §4). */
export const LOGOUT_MESSAGES = [
  'NOT_AUTHENTICATED',
  'HOUSEHOLD_SUSPENDED',
  'HOUSEHOLD_DISABLED',
  'AUTH_FAILED',
  'AUTHENTICATION_INVALIDATED',
] as const;
export type LogoutMessage = (typeof LOGOUT_MESSAGES)[number];

export type ServerMessage = ChangeMessage | LogoutMessage | 'PONG';

/**
 * A socket frame. Change notices carry their name in `frag`; a logout message carries it in
 * `frag` and in `__meta__.error`, with a sentence in `__meta__.message`.
 */
export interface ServerFrame {
  frag: ServerMessage;
  __meta__: Meta;
}

export function isLogoutMessage(value: string | null | undefined): value is LogoutMessage {
  return (LOGOUT_MESSAGES as readonly string[]).includes(value ?? '');
}

export function isChangeMessage(value: string | null | undefined): value is ChangeMessage {
  return (CHANGE_MESSAGES as readonly string[]).includes(value ?? '');
}

/** The text the client sends to check the socket is alive; the server answers a PONG frame. */
export const SOCKET_PING = 'PING';

/**
 * Title ids newly entitled between two readings of the account's entitlements (account spec §4):
 * a title id is new when it was absent before, or false before and set now.
 */
export function newlyEntitledIds(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): string[] {
  return Object.keys(after).filter(
    (id) => Boolean(after[id]) && (!(id in before) || before[id] === false),
  );
}
