import type { Flag, Id } from './columns.ts';

/** Plans and subscriptions, entitlements, purchases, the ledger, credits and wishlists. */
export type PlanKind =
  'skinny' | 'ultimate' | 'mobile_ultimate' | 'movie_box' | 'event' | 'deprecated' | 'premium';

export interface PlanTable {
  id: number;
  name: string;
  description: string;
  kind: PlanKind;
  display_price: number;
  display_price_tax_inclusive: Flag;
  subset_of: number | null;
  visible: Flag;
  visible_epg: Flag;
  unsubscribable: Flag;
  upgrade_plan_id: number | null;
  trial_days: number;
  sort_order: number;
}

export interface SubscriptionTable {
  household_id: string;
  plan_id: number;
  started_at: number;
  anniversary_at: number;
  expiry_at: number | null;
  trial_ends_at: number | null;
}
export interface PlanTitleTable {
  plan_id: number;
  title_id: number;
}

export type EntitlementState = 'ACTIVATED' | 'PURCHASED' | 'PENDING' | 'EXPIRED';

export interface EntitlementTable {
  id: Id;
  household_id: string;
  title_id: number;
  /** The entitlement this one belongs to: a season purchase entitles its episodes as children. */
  parent_entitlement_id: number | null;
  state: EntitlementState;
  price_rule_id: number | null;
  purchase_id: number | null;
  created_at: number;
  expires_at: number | null;
  download_expires_at: number | null;
  first_played_at: number | null;
}

export interface PurchaseTable {
  id: Id;
  household_id: string;
  title_id: number;
  price_rule_id: number | null;
  content_format: 'sd' | 'hd';
  duration: number;
  free_vod: Flag;
  price: number;
  status: 'COMPLETED' | 'DECLINED';
  idempotency_key: string | null;
  created_at: number;
}

export type LedgerKind = 'PURCHASE' | 'SUBSCRIPTION' | 'ACTIVATION_FEE' | 'REFUND';

/** The household's billing account: every charge is one row, amount in cents. */
export interface LedgerEntryTable {
  id: Id;
  household_id: string;
  kind: LedgerKind;
  amount: number;
  description: string;
  /** What the charge is for (purchase id, plan id and period): unique per household and kind. */
  reference: string;
  created_at: number;
}

export interface CreditMovementTable {
  id: Id;
  household_id: string;
  kind: 'VOD' | 'EPISODE';
  delta: number;
  reason: string;
  reference: string | null;
  created_at: number;
}

export interface WishlistItemTable {
  household_id: string;
  label: string;
  title_id: number;
  created_at: number;
}

/** The first answer to a request with an idempotency key, replayed to any retry of it. */
export interface IdempotencyKeyTable {
  household_id: string;
  key: string;
  /** Hash of what was asked: the same key with other parameters is refused. */
  request_hash: string;
  status_code: number;
  response_json: string;
  created_at: number;
}
