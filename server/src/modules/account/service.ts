import type { Kysely } from 'kysely';
import { isParentalLimit, type Account, type Plan } from '@app/domain';
import type { Clock } from '#app/clock.ts';
import type { Database, PlanTable, SubscriptionTable } from '#app/db/tables.ts';
import { AppError } from '#app/errors.ts';
import { isoOrNull } from '#app/time.ts';
import { bundleObject } from '#app/modules/bundle/service.ts';
import { entitlementTree } from '#app/modules/entitlements/tree.ts';
import { createEntitlementsRepo } from '#app/modules/entitlements/repo.ts';
import { createPlansRepo } from '#app/modules/plans/repo.ts';
import { createAccountRepo } from './repo.ts';

const PLAN_DATA_TTL_MS = 60_000;

export function createAccountService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  /** Brings the household up to date first (e.g. charges billing periods that have begun). */
  beforeRead?: (householdId: string) => Promise<void>;
}) {
  const repo = createAccountRepo(deps.db);
  const entitlements = createEntitlementsRepo(deps.db);
  const plansRepo = createPlansRepo(deps.db);
  /**
   * The plans and their channels are the same for every household and change only with a seed
   * or a migration: read once a minute, not on every page's account check.
   */
  let planData: { rows: Promise<[PlanTable[], Map<number, number[]>]>; readAt: number } | null =
    null;
  function plansAndChannels(now: number): Promise<[PlanTable[], Map<number, number[]>]> {
    if (planData && now - planData.readAt < PLAN_DATA_TTL_MS) return planData.rows;
    const rows = Promise.all([plansRepo.plans(), plansRepo.planChannels()]).then(
      ([planRows, planChannels]): [PlanTable[], Map<number, number[]>] => {
        const channelsByPlan = new Map<number, number[]>();
        for (const pc of planChannels) {
          const list = channelsByPlan.get(pc.plan_id) ?? [];
          list.push(pc.id);
          channelsByPlan.set(pc.plan_id, list);
        }
        return [planRows, channelsByPlan];
      },
    );
    const entry = { rows, readAt: now };
    planData = entry;
    // A failed read is not kept: the next request tries again.
    rows.catch(() => {
      if (planData === entry) planData = null;
    });
    return rows;
  }

  /**
   * The account answer and the instant until which time alone leaves it as it is: the first
   * pack or trial to end, or billing period to begin (which `beforeRead` charges), after now.
   * A kept answer is read again from then on (issue 20).
   */
  async function accountUntil(
    householdId: string,
  ): Promise<{ account: Account; validUntil: number }> {
    const household = await repo.household(householdId);
    if (!household) throw new AppError('NOT_AUTHENTICATED', 'Your session has expired.');
    await deps.beforeRead?.(householdId);
    const now = deps.clock.now();
    const [terminals, [planRows, channelsByPlan], subscriptionRows, entitlementRows, bundle] =
      await Promise.all([
        repo.terminals(householdId),
        plansAndChannels(now),
        plansRepo.subscriptions(householdId),
        entitlements.rows(householdId),
        repo.bundleAccount(householdId),
      ]);
    const subscriptionByPlan = new Map(subscriptionRows.map((s) => [s.plan_id, s]));
    const plans = planRows.map((p) =>
      toPlan(p, planRows, subscriptionByPlan.get(p.id), channelsByPlan.get(p.id) ?? [], now),
    );
    const subscribed = plans.filter((p) => p.subscribed);

    let validUntil = Number.POSITIVE_INFINITY;
    for (const s of subscriptionRows) {
      for (const at of [s.expiry_at, s.trial_ends_at, s.anniversary_at]) {
        if (at !== null && at > now) validUntil = Math.min(validUntil, at);
      }
    }

    const account: Account = {
      household: {
        uuid: household.id,
        user_defined_pin: household.pin_hash !== null,
        parental_limit: isParentalLimit(household.parental_limit) ? household.parental_limit : null,
      },
      isp: { name: household.isp_name, purchase_disabled: household.purchase_disabled === 1 },
      entitlements: entitlementTree(entitlementRows),
      subscriptions: Object.fromEntries(subscribed.map((p) => [String(p.id), p])),
      sorted_plans: plans.filter((p) => p.visible || p.subscribed),
      release: { tags: JSON.parse(household.release_tags_json) as string[] },
      terminals: terminals.map((t) => ({ type: t.type, activation_status: t.activation_status })),
      free_episode_count: household.free_episode_count,
      free_vod_count: household.free_vod_count,
      all_access_trial: {
        trial_plans: subscriptionRows
          .filter((s) => s.trial_ends_at !== null && s.trial_ends_at > now)
          .map((s) => s.plan_id),
        access_plans: accessPlans(subscribed, planRows),
      },
      streaming_bundle: bundle ? bundleObject(bundle) : null,
    };
    return { account, validUntil };
  }

  return {
    /** The account answer (account spec §3), read fresh from the database. */
    async account(householdId: string): Promise<Account> {
      return (await accountUntil(householdId)).account;
    },
    accountUntil,
  };
}

function toPlan(
  p: PlanTable,
  all: PlanTable[],
  subscription: SubscriptionTable | undefined,
  channels: number[],
  now: number,
): Plan {
  const active =
    subscription !== undefined && (subscription.expiry_at === null || subscription.expiry_at > now);
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    kind: p.kind,
    subset_of: p.subset_of,
    subscribed: active,
    display_price: p.display_price,
    display_price_tax_inclusive: p.display_price_tax_inclusive === 1,
    visible: p.visible === 1,
    visible_epg: p.visible_epg === 1,
    expiry: active ? isoOrNull(subscription.expiry_at) : null,
    anniversary: active ? isoOrNull(subscription.anniversary_at) : null,
    subset_plans: all.filter((other) => other.subset_of === p.id).map((other) => other.id),
    unsubscribable: p.unsubscribable === 1,
    channel_sort: channels,
  };
}

/** Plans the household can watch: those it holds, and the packs a held bigger pack contains. */
function accessPlans(subscribed: Plan[], all: PlanTable[]): number[] {
  const ids = new Set(subscribed.map((p) => p.id));
  for (const p of all) if (p.subset_of !== null && ids.has(p.subset_of)) ids.add(p.id);
  return [...ids].sort((a, b) => a - b);
}

export type AccountService = ReturnType<typeof createAccountService>;
