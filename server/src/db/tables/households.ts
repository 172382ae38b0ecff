import type { Flag, Id } from './columns.ts';

/** Households, their boxes, sessions, sign-in hand-over codes and streaming bundles. */
export interface IspTable {
  id: number;
  name: string;
  purchase_disabled: Flag;
}

export type HouseholdStatus = 'ACTIVE' | 'SUSPENDED' | 'DISABLED';
export type PaymentStatus = 'OK' | 'DECLINED';

export interface HouseholdTable {
  id: string;
  activation_code: string;
  isp_id: number;
  status: HouseholdStatus;
  /** The anonymous household used when no activation code is given (account spec §4). */
  is_default: Flag;
  pin_hash: string | null;
  pin_failed_attempts: number;
  /** When the current 15-minute window of PIN failures began. */
  pin_failures_since: number | null;
  pin_locked_until: number | null;
  free_vod_count: number;
  free_episode_count: number;
  privacy: Flag;
  gen2_only: Flag;
  payment_status: PaymentStatus;
  email: string | null;
  password_hash: string | null;
  release_tags_json: string;
  created_at: number;
  /** The highest classification shown to this household ('G' … 'R18+'); null: off (issue 18). */
  parental_limit: string | null;
}

export type TerminalType = 'STB' | 'STANDALONE' | 'MOBILE';
export type ActivationStatus = 'ACTIVATED' | 'NOT_ACTIVATED';

export interface TerminalTable {
  id: Id;
  household_id: string;
  type: TerminalType;
  activation_status: ActivationStatus;
  serial: string | null;
  mac: string | null;
  is_valid: Flag;
}

export interface SessionTable {
  /** SHA-256 of the auth token; the token itself is never stored. */
  token_hash: string;
  household_id: string;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  pin_verified_at: number | null;
}

/** A single-use sign-in hand-over code (account spec §2 auth_cookie); valid for minutes. */
export interface HandoverCodeTable {
  code_hash: string;
  household_id: string;
  created_at: number;
  expires_at: number;
  /** When the session that made the code signed in: the new session ends when that one does. */
  session_created_at: number | null;
}

export interface BundleAccountTable {
  household_id: string;
  activation_token: string;
  activated_at: number | null;
  billing_hold: Flag;
}
