import type { ErrorCode } from './errors.ts';

/** Plan kinds (account spec §3 derived flags skinny, ultimate, movie box; §9 skinny packs). */
export type PlanKind =
  'skinny' | 'ultimate' | 'mobile_ultimate' | 'movie_box' | 'event' | 'deprecated' | 'premium';

/**
 * Packs bill every 30 days from the day they start; cancelling keeps access to the end of the
 * period already paid (marketing spec §4). A calendar month would differ by a day or two.
 */
export const BILLING_PERIOD_MS = 30 * 24 * 60 * 60 * 1000;

/** Subscribing to a 4th skinny pack while 3 are active offers the Ultimate upgrade (§4, §9). */
export const ULTIMATE_UPGRADE_THRESHOLD = 3;

export interface PlanFacts {
  id: number;
  kind: PlanKind;
  subsetOf: number | null;
  upgradePlanId: number | null;
  unsubscribable: boolean;
  displayPrice: number;
  trialDays: number;
}

export interface SubscriptionFacts {
  planId: number;
  startedAt: number;
  anniversaryAt: number;
  expiryAt: number | null;
  trialEndsAt: number | null;
}

/** A subscription gives access until its expiry; without one it runs until cancelled. */
export function isActive(
  sub: SubscriptionFacts | undefined,
  now: number,
): sub is SubscriptionFacts {
  return sub !== undefined && (sub.expiryAt === null || sub.expiryAt > now);
}

/** Providers whose customers have a direct account with us rather than through a partner. */
export const DIRECT_PROVIDER_NAMES = ['Direct', 'Retail', 'Test Retail'] as const;

export function isDirectAccount(ispName: string): boolean {
  return (DIRECT_PROVIDER_NAMES as readonly string[]).includes(ispName);
}

export interface SubscribeContext {
  plan: PlanFacts;
  plans: readonly PlanFacts[];
  subscriptions: readonly SubscriptionFacts[];
  purchaseDisabled: boolean;
  directAccount: boolean;
  now: number;
}

export type SubscribeDecision =
  | { kind: 'refuse'; code: ErrorCode; message: string; upgradePlanId?: number }
  | { kind: 'already' }
  /** Cancelled but still running: subscribing again clears the end date, nothing to pay. */
  | { kind: 'resubscribe' }
  | {
      kind: 'start';
      /** Cents to charge now: nothing during a free trial. */
      chargeNow: number;
      trialEndsAt: number | null;
      anniversaryAt: number;
      /** Packs the new one holds (Ultimate's skinny packs): their own subscriptions end. */
      replaces: number[];
    };

/** What subscribing to a plan does (account spec §4, §5, §8; marketing spec §4). */
export function decideSubscribe(ctx: SubscribeContext): SubscribeDecision {
  const { plan, now } = ctx;
  const held = (planId: number) => ctx.subscriptions.find((s) => s.planId === planId);
  if (ctx.purchaseDisabled) {
    return { kind: 'refuse', code: 'NO_PURCHASE_ALLOWED', message: 'Account Restricted' };
  }
  if (plan.kind === 'deprecated') {
    return {
      kind: 'refuse',
      code: 'UPGRADE_TO_MASTER',
      message: 'This pack is no longer offered. Upgrade to the Ultimate pack instead.',
      ...(plan.upgradePlanId === null ? {} : { upgradePlanId: plan.upgradePlanId }),
    };
  }
  const own = held(plan.id);
  if (isActive(own, now))
    return own.expiryAt === null ? { kind: 'already' } : { kind: 'resubscribe' };
  if (plan.subsetOf !== null && isActive(held(plan.subsetOf), now)) {
    return {
      kind: 'refuse',
      code: 'ERR_PLAN_INCLUDED',
      message: 'This pack is already included in a pack you have.',
    };
  }
  // A free first period only for a direct account that never had this plan (marketing spec §4).
  const trial = plan.trialDays > 0 && ctx.directAccount && own === undefined;
  const trialEndsAt = trial ? now + plan.trialDays * 24 * 60 * 60 * 1000 : null;
  return {
    kind: 'start',
    chargeNow: trial ? 0 : plan.displayPrice,
    trialEndsAt,
    anniversaryAt: trialEndsAt ?? now + BILLING_PERIOD_MS,
    replaces: ctx.plans
      .filter((p) => p.subsetOf === plan.id && isActive(held(p.id), now))
      .map((p) => p.id),
  };
}

export type UnsubscribeDecision =
  { kind: 'refuse'; code: ErrorCode; message: string } | { kind: 'cancel'; expiryAt: number };

/** Cancelling keeps access to the end of the period already paid (marketing spec §4). */
export function decideUnsubscribe(
  plan: PlanFacts,
  sub: SubscriptionFacts | undefined,
  now: number,
): UnsubscribeDecision {
  if (!plan.unsubscribable) {
    return {
      kind: 'refuse',
      code: 'ERR_PLAN_NOT_CANCELLABLE',
      message: 'A once-off event pack cannot be cancelled.',
    };
  }
  if (!isActive(sub, now))
    return { kind: 'refuse', code: 'ERR_NOT_SUBSCRIBED', message: 'You do not have this pack.' };
  return { kind: 'cancel', expiryAt: sub.expiryAt ?? sub.anniversaryAt };
}

/** Billing periods that have begun since the last charge: each is charged once (renewal). */
export function duePeriods(sub: SubscriptionFacts, now: number): number[] {
  const starts: number[] = [];
  for (
    let at = sub.anniversaryAt;
    at <= now && (sub.expiryAt === null || at < sub.expiryAt);
    at += BILLING_PERIOD_MS
  ) {
    starts.push(at);
  }
  return starts;
}

/** The ledger reference of a plan's period: charged once per household whatever retries happen. */
export function planChargeReference(planId: number, periodStart: number): string {
  return `plan:${planId}:${new Date(periodStart).toISOString().slice(0, 10)}`;
}

export type PackageButton = 'add' | 'upgrade' | 'cancel' | 'resubscribe' | 'included' | 'none';

/** The button a plan shows on My Packages (account spec §4 package subscription states). */
export function packageButton(
  plan: PlanFacts,
  plans: readonly PlanFacts[],
  subs: readonly SubscriptionFacts[],
  now: number,
): PackageButton {
  const held = (planId: number) => subs.find((s) => s.planId === planId);
  const own = held(plan.id);
  if (isActive(own, now)) {
    if (own.expiryAt !== null) return 'resubscribe';
    return plan.unsubscribable ? 'cancel' : 'none';
  }
  if (plan.subsetOf !== null && isActive(held(plan.subsetOf), now)) return 'included';
  if (plan.kind === 'ultimate') {
    const holdsSmaller = plans.some((p) => p.subsetOf === plan.id && isActive(held(p.id), now));
    return holdsSmaller ? 'upgrade' : 'add';
  }
  return 'add';
}

/** Whether adding this skinny pack should offer the Ultimate upgrade instead (§4, §9). */
export function offersUltimateUpgrade(
  plan: PlanFacts,
  plans: readonly PlanFacts[],
  subs: readonly SubscriptionFacts[],
  now: number,
): boolean {
  if (plan.kind !== 'skinny') return false;
  const activeSkinny = plans.filter(
    (p) =>
      p.kind === 'skinny' &&
      isActive(
        subs.find((s) => s.planId === p.id),
        now,
      ),
  );
  return activeSkinny.length >= ULTIMATE_UPGRADE_THRESHOLD;
}
