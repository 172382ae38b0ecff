import type { Account, Plan } from './api/account.ts';
import {
  offersUltimateUpgrade,
  packageButton,
  type PackageButton,
  type PlanFacts,
  type SubscriptionFacts,
} from './plans.ts';

/**
 * My Packages from the account answer (account spec §3 Plan, §4 package subscription states).
 * The rules are those of plans.ts, which the server applies to its own rows; this only reads the
 * wire plan into the same facts, so both sides decide alike.
 */

/** A wire plan as the facts packageButton and offersUltimateUpgrade take. */
export function planFactsOf(plan: Plan): PlanFacts {
  return {
    id: plan.id,
    kind: plan.kind,
    subsetOf: plan.subset_of,
    // Not on the wire: a deprecated plan's upgrade comes with its UPGRADE_TO_MASTER refusal.
    upgradePlanId: null,
    unsubscribable: plan.unsubscribable,
    displayPrice: plan.display_price,
    // Not on the wire either; the buttons do not depend on it.
    trialDays: 0,
  };
}

/**
 * The subscription a wire plan stands for. The account answer marks a plan `subscribed` while its
 * subscription runs (`expiry` null, or still ahead); an ended one is not subscribed at all.
 */
export function subscriptionFactsOf(plan: Plan): SubscriptionFacts | null {
  if (!plan.subscribed) return null;
  const expiryAt = plan.expiry === null ? null : Date.parse(plan.expiry);
  const anniversaryAt = plan.anniversary === null ? Number.NaN : Date.parse(plan.anniversary);
  return {
    planId: plan.id,
    // The wire does not say when it started; nothing here needs it.
    startedAt: Number.NaN,
    anniversaryAt,
    expiryAt,
    trialEndsAt: null,
  };
}

export interface PackageState {
  plan: Plan;
  /** The button the plan shows (§4). */
  button: PackageButton;
  /** Ticked: held, or included in a held bigger pack. */
  ticked: boolean;
  /** Cancelled and running to this ISO date ('ends on {date}'), else null. */
  endsOn: string | null;
  /** Adding it should offer the Ultimate upgrade first (a 4th skinny pack while 3 are active). */
  offersUltimate: boolean;
  /** In a free trial (the Ultimate pack's first month for new direct accounts): billed from this ISO date. */
  trialUntil: string | null;
}

/** Each plan My Packages lists, in the account answer's order, with its state. */
export function packageStates(
  account: Pick<Account, 'sorted_plans' | 'all_access_trial'>,
  now: number,
): PackageState[] {
  const plans = account.sorted_plans;
  const facts = plans.map(planFactsOf);
  const subscriptions = plans
    .map(subscriptionFactsOf)
    .filter((s): s is SubscriptionFacts => s !== null);
  return plans.map((plan, index) => {
    const planFacts = facts[index]!;
    const button = packageButton(planFacts, facts, subscriptions, now);
    const held = button === 'cancel' || button === 'resubscribe' || button === 'none';
    return {
      plan,
      button,
      ticked: held || button === 'included',
      endsOn: button === 'resubscribe' ? plan.expiry : null,
      offersUltimate:
        button === 'add' && offersUltimateUpgrade(planFacts, facts, subscriptions, now),
      trialUntil:
        held && account.all_access_trial.trial_plans.includes(plan.id) ? plan.anniversary : null,
    };
  });
}

/** The Ultimate pack among the plans, which the upgrade offer and 'Included in …' name. */
export function ultimatePlanOf(plans: readonly Plan[]): Plan | undefined {
  return plans.find((plan) => plan.kind === 'ultimate');
}
