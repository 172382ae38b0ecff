import type { Kysely } from 'kysely';
import type { Account, Plan } from '@app/domain';
import type { Clock } from '../../clock.ts';
import type { Database, PlanTable, SubscriptionTable } from '../../db/tables.ts';
import { AppError } from '../../errors.ts';
import { isoOrNull } from '../../time.ts';
import { bundleObject } from '../bundle/service.ts';
import { entitlementTree } from '../entitlements/tree.ts';
import { entitlementsRepo } from '../entitlements/repo.ts';
import { createAccountRepo } from './repo.ts';

const PLAN_DATA_TTL_MS = 60_000;

export function createAccountService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  /** Brings the household up to date first (e.g. charges billing periods that have begun). */
  beforeRead?: (householdId: string) => Promise<void>;
}) {
  const repo = createAccountRepo(deps.db);
  /**
   * The plans and their channels are the same for every household and change only with a seed
   * or a migration: read once a minute, not on every page's account check.
   */
  let planData: { rows: Promise<[PlanTable[], Map<number, number[]>]>; readAt: number } | null =
    null;
  function plansAndChannels(now: number): Promise<[PlanTable[], Map<number, number[]>]> {
    if (planData && now - planData.readAt < PLAN_DATA_TTL_MS) return planData.rows;
    const rows = Promise.all([repo.plans(), repo.planChannels()]).then(
      ([planRows, planChannels]): [PlanTable[], Map<number, number[]>] => {
        const channelsByPlan = new Map<number, number[]>();
        for (const pc of planChannels) {
          const list = channelsByPlan.get(pc.plan_id) ?? [];
          list.push(pc.channel_id);
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

  return {
    /** The account answer (account spec §3), read fresh from the database. */
    async account(householdId: string): Promise<Account> {
      const household = await repo.household(householdId);
      if (!household) throw new AppError('NOT_AUTHENTICATED', 'Your session has expired.');
      await deps.beforeRead?.(householdId);
      const now = deps.clock.now();
      const [terminals, [planRows, channelsByPlan], subscriptionRows, entitlementRows, bundle] =
        await Promise.all([
          repo.terminals(householdId),
          plansAndChannels(now),
          repo.subscriptions(householdId),
          entitlementsRepo.rows(deps.db, householdId),
          repo.bundleAccount(householdId),
        ]);
      const subscriptionByPlan = new Map(subscriptionRows.map((s) => [s.plan_id, s]));
      const plans = planRows.map((p) =>
        toPlan(p, planRows, subscriptionByPlan.get(p.id), channelsByPlan.get(p.id) ?? [], now),
      );
      const subscribed = plans.filter((p) => p.subscribed);

      return {
        household: { uuid: household.id, user_defined_pin: household.pin_hash !== null },
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
    },
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
