import type { Account } from './api/account.ts';
import type { ErrorCode } from './errors.ts';

/** Providers whose customers use the retail account site (account spec §6). */
export const RETAIL_PROVIDER_NAMES = ['Retail', 'Test Retail'] as const;

export function isRetailProvider(ispName: string): boolean {
  return (RETAIL_PROVIDER_NAMES as readonly string[]).includes(ispName);
}

/** What a new box shows on the TV to be activated: 4 to 16 letters and digits. */
const NEW_BOX_CODE = /^[A-Za-z0-9]{4,16}$/;

/**
 * The activation code a visitor typed from a new box's TV (/activate, marketing spec §2.2):
 * trimmed and in capitals as the TV shows it, or null when it is not a code a box shows.
 */
export function newBoxActivationCode(typed: string): string | null {
  const code = typed.trim();
  return NEW_BOX_CODE.test(code) ? code.toUpperCase() : null;
}

export interface SignInCandidate {
  status: 'ACTIVE' | 'SUSPENDED' | 'DISABLED';
  isDefault: boolean;
  terminals: readonly {
    activationStatus: 'ACTIVATED' | 'NOT_ACTIVATED';
    isValid: boolean;
    serial: string | null;
    mac: string | null;
  }[];
}

export interface SignInRefusal {
  code: ErrorCode;
  message: string;
}

/**
 * Why a household may not sign in, or null when it may (account spec §8). The account's state
 * is checked before its box's, so a suspended household hears about the suspension first.
 */
export function signInRefusal(h: SignInCandidate): SignInRefusal | null {
  if (h.isDefault) {
    return {
      code: 'ERR_INVALID_ACTIVATION_CODE',
      message: 'The default household cannot sign in.',
    };
  }
  if (h.status === 'SUSPENDED') return { code: 'ERR_SUSPENDED', message: 'Account suspended' };
  if (h.status === 'DISABLED') return { code: 'ERR_NO_CATALOGUE', message: 'Account disabled' };
  if (h.terminals.some((t) => !t.isValid))
    return { code: 'INVALID_TERMINAL', message: 'Invalid terminal' };
  if (h.terminals.length === 0 || h.terminals.every((t) => t.activationStatus !== 'ACTIVATED')) {
    return { code: 'NOT_ACTIVATED', message: 'Box not activated' };
  }
  if (h.terminals.every((t) => !t.serial && !t.mac)) {
    return { code: 'ERR_GENERAL', message: 'Terminal missing serial and mac' };
  }
  return null;
}

/** Roles (account spec §6). */
export type Role = 'anonymous' | 'customer' | 'retail' | 'standalone' | 'restricted';

export interface RoleInput {
  isDefault: boolean;
  userDefinedPin: boolean;
  ispName: string;
  purchaseDisabled: boolean;
  terminals: readonly { type: string; activationStatus: string }[];
}

/** A customer login is a household with a user-defined PIN that is not a default household. */
export function isCustomerLogin(h: Pick<RoleInput, 'isDefault' | 'userDefinedPin'>): boolean {
  return !h.isDefault && h.userDefinedPin;
}

export function isStandalone(h: Pick<RoleInput, 'terminals'>): boolean {
  return h.terminals.some((t) => t.type === 'STANDALONE' && t.activationStatus === 'ACTIVATED');
}

/** The roles that apply to a household; a household can be e.g. both customer and standalone. */
export function rolesOf(h: RoleInput): Role[] {
  if (h.isDefault) return ['anonymous'];
  const roles: Role[] = [];
  if (isCustomerLogin(h)) roles.push('customer');
  if (isRetailProvider(h.ispName)) roles.push('retail');
  if (isStandalone(h)) roles.push('standalone');
  if (h.purchaseDisabled) roles.push('restricted');
  return roles;
}

/**
 * The roles of a signed-in household from its account answer. A session never belongs to the
 * default household (the server starts none for it), so the answer of a session is never default.
 */
export function rolesOfAccount(
  account: Pick<Account, 'household' | 'isp' | 'terminals'>,
  options: { isDefault?: boolean } = {},
): Role[] {
  return rolesOf({
    isDefault: options.isDefault ?? false,
    userDefinedPin: account.household.user_defined_pin,
    ispName: account.isp.name,
    purchaseDisabled: account.isp.purchase_disabled,
    terminals: account.terminals.map((t) => ({
      type: t.type,
      activationStatus: t.activation_status,
    })),
  });
}

/**
 * Server messages and answer codes that end the session in this browser (account spec §4): from
 * any API answer, and later from the WebSocket.
 */
export const SIGN_OUT_MESSAGE_CODES = [
  'NOT_AUTHENTICATED',
  'HOUSEHOLD_SUSPENDED',
  'HOUSEHOLD_DISABLED',
  'AUTH_FAILED',
  'AUTHENTICATION_INVALIDATED',
] as const;
export type SignOutMessageCode = (typeof SIGN_OUT_MESSAGE_CODES)[number];

export function isSignOutMessage(code: string | null | undefined): code is SignOutMessageCode {
  return (SIGN_OUT_MESSAGE_CODES as readonly (string | null | undefined)[]).includes(code);
}
