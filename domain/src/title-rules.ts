import type { SubType } from './api/title.ts';
import { isEntitlementValid, type EntitlementTimes } from './entitlement.ts';
import { hasFlag } from './title-flags.ts';

/**
 * Derived title rules (account spec §4). They take the few fields they need, so the server (rows
 * mapped to titles) and the web client (titles from the API) call the same functions.
 */

/** An entitlement as the account answer carries it: children are the titles it came with. */
export interface EntitlementNode extends EntitlementTimes {
  children?: Readonly<Record<string, EntitlementNode>>;
}
export type EntitlementMap = Readonly<Record<string, EntitlementNode>>;

/** A title's entitlement: at the top level, or nested as a child (a bought season's episodes). */
export function entitlementOf(
  entitlements: EntitlementMap,
  titleId: number,
): EntitlementNode | undefined {
  const key = String(titleId);
  const direct = entitlements[key];
  if (direct) return direct;
  for (const entitlement of Object.values(entitlements)) {
    if (!entitlement.children) continue;
    const nested = entitlementOf(entitlement.children, titleId);
    if (nested) return nested;
  }
  return undefined;
}

export interface TitleForPurchase {
  id: number;
  sub_type: SubType;
  episode_count: number | null;
  /** For a season: its episodes' ids. */
  children: readonly number[];
}

/**
 * A title counts as purchased when it has a valid entitlement; otherwise when all its episodes
 * are purchased and their count matches episode_count; or when its parent is purchased. Pass the
 * parent when it is known (a season for an episode, a series for a season).
 */
export function isTitlePurchased(
  title: TitleForPurchase,
  entitlements: EntitlementMap,
  nowMs: number,
  parent?: TitleForPurchase | null,
): boolean {
  if (isEntitlementValid(entitlementOf(entitlements, title.id), nowMs)) return true;
  if (allEpisodesPurchased(title, entitlements, nowMs)) return true;
  return parent ? isTitlePurchased(parent, entitlements, nowMs) : false;
}

function allEpisodesPurchased(
  title: TitleForPurchase,
  entitlements: EntitlementMap,
  nowMs: number,
): boolean {
  if (title.sub_type !== 'season' || !title.episode_count) return false;
  if (title.children.length !== title.episode_count) return false;
  return title.children.every((id) => isEntitlementValid(entitlementOf(entitlements, id), nowMs));
}

export interface TitleWindow {
  available_from: string | null;
  available_to: string | null;
}

/** Available while server time is from available_from (inclusive) to available_to (exclusive). */
export function isTitleAvailable(title: TitleWindow, nowMs: number): boolean {
  const from = title.available_from === null ? -Infinity : Date.parse(title.available_from);
  const to = title.available_to === null ? Infinity : Date.parse(title.available_to);
  return from <= nowMs && nowMs < to;
}

export interface PricedTitle {
  /** null: the title has no price rules; []: it is free. */
  price_rules: readonly unknown[] | null;
}

/** Free means price rules exist and the list is empty (account spec §4). */
export function isTitleFree(title: PricedTitle): boolean {
  return title.price_rules !== null && title.price_rules.length === 0;
}

export type PurchaseRefusal =
  'tryFirstEpisode' | 'noPriceRules' | 'unavailable' | 'alreadyPurchased' | 'free';

/**
 * Why a title cannot be bought, or null when it can (account spec §4): an episode in try-first
 * mode, a title without price rules, an unavailable title, an already purchased title, or an
 * empty price rule list (free). The server refuses a sale for the same reasons.
 */
export function purchaseRefusalOf(
  title: PricedTitle & TitleWindow & { sub_type: SubType; flags: number },
  context: { nowMs: number; purchased: boolean },
): PurchaseRefusal | null {
  if (title.sub_type === 'episode' && hasFlag(title.flags, 'tryFirst')) return 'tryFirstEpisode';
  if (title.price_rules === null) return 'noPriceRules';
  if (!isTitleAvailable(title, context.nowMs)) return 'unavailable';
  if (context.purchased) return 'alreadyPurchased';
  if (isTitleFree(title)) return 'free';
  return null;
}

/**
 * Playable on mobile needs a subscription, a free or purchased title, the mobile asset flag, and
 * an app scheme (account spec §4). Seasons are never directly playable; a try-first episode is,
 * without a subscription or a purchase (it is the free taste the screening room offers).
 */
export function isPlayableOnMobile(
  title: PricedTitle & { sub_type: SubType; flags: number; assets: { mobile_playable: boolean } },
  context: { hasSubscription: boolean; purchased: boolean; appScheme: string | null | undefined },
): boolean {
  if (title.sub_type === 'season') return false;
  if (!title.assets.mobile_playable || !context.appScheme) return false;
  if (title.sub_type === 'episode' && hasFlag(title.flags, 'tryFirst')) return true;
  return context.hasSubscription && (isTitleFree(title) || context.purchased);
}

/**
 * The show a title belongs to: a season or an episode names its show in root_parent_id, a show
 * (series) is its own; a movie has none (null). The details page shows the show's seasons and related
 * titles for any part of it.
 */
export function showIdOf(title: {
  id: number;
  sub_type: SubType;
  root_parent_id: number | null;
}): number | null {
  return title.sub_type === 'movie' ? null : (title.root_parent_id ?? title.id);
}
