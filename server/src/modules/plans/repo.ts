import type { Kysely } from 'kysely';
import type { PlanFacts, SubscriptionFacts } from '@app/domain';
import type { Database, PlanTable, SubscriptionTable } from '#app/db/tables.ts';

export function toPlanFacts(p: PlanTable): PlanFacts {
  return {
    id: p.id,
    kind: p.kind,
    subsetOf: p.subset_of,
    upgradePlanId: p.upgrade_plan_id,
    unsubscribable: p.unsubscribable === 1,
    displayPrice: p.display_price,
    trialDays: p.trial_days,
  };
}

export function toSubscriptionFacts(s: SubscriptionTable): SubscriptionFacts {
  return {
    planId: s.plan_id,
    startedAt: s.started_at,
    anniversaryAt: s.anniversary_at,
    expiryAt: s.expiry_at,
    trialEndsAt: s.trial_ends_at,
  };
}

/** SQL for plans and subscriptions; made with the transaction it runs in, if any. */
export function createPlansRepo(db: Kysely<Database>) {
  return {
    async plans() {
      return db.selectFrom('plans').selectAll().orderBy('sort_order').orderBy('id').execute();
    },

    /** Every plan's channels in their pack order, with what a channel tile shows. */
    async planChannels() {
      return db
        .selectFrom('channel_plans')
        .innerJoin('channels', 'channels.id', 'channel_plans.channel_id')
        .select([
          'channel_plans.plan_id',
          'channels.id',
          'channels.epg_id',
          'channels.name',
          'channels.number',
        ])
        .orderBy('channel_plans.plan_id')
        .orderBy('channel_plans.position')
        .execute();
    },

    async subscriptions(householdId: string) {
      return db
        .selectFrom('subscriptions')
        .selectAll()
        .where('household_id', '=', householdId)
        .execute();
    },

    async dueSubscriptions(householdId: string, now: number) {
      return db
        .selectFrom('subscriptions')
        .selectAll()
        .where('household_id', '=', householdId)
        .where('anniversary_at', '<=', now)
        .where((eb) =>
          eb.or([eb('expiry_at', 'is', null), eb('expiry_at', '>', eb.ref('anniversary_at'))]),
        )
        .execute();
    },

    async billingFacts(householdId: string) {
      return db
        .selectFrom('households')
        .innerJoin('isps', 'isps.id', 'households.isp_id')
        .select(['isps.name as isp_name', 'isps.purchase_disabled'])
        .where('households.id', '=', householdId)
        .executeTakeFirstOrThrow();
    },

    /** Starts (or starts again) a plan's subscription. */
    async start(row: SubscriptionTable) {
      await db
        .insertInto('subscriptions')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['household_id', 'plan_id']).doUpdateSet({
            started_at: row.started_at,
            anniversary_at: row.anniversary_at,
            expiry_at: row.expiry_at,
            trial_ends_at: row.trial_ends_at,
          }),
        )
        .execute();
    },

    async setExpiry(householdId: string, planId: number, expiryAt: number | null) {
      await db
        .updateTable('subscriptions')
        .set({ expiry_at: expiryAt })
        .where('household_id', '=', householdId)
        .where('plan_id', '=', planId)
        .execute();
    },

    async setAnniversary(householdId: string, planId: number, anniversaryAt: number) {
      await db
        .updateTable('subscriptions')
        .set({ anniversary_at: anniversaryAt })
        .where('household_id', '=', householdId)
        .where('plan_id', '=', planId)
        .execute();
    },

    /** Ends subscriptions at once (packs now held by a bigger pack). */
    async endNow(householdId: string, planIds: number[], now: number) {
      if (planIds.length === 0) return;
      await db
        .updateTable('subscriptions')
        .set({ expiry_at: now })
        .where('household_id', '=', householdId)
        .where('plan_id', 'in', planIds)
        .execute();
    },
  };
}

export type PlansRepo = ReturnType<typeof createPlansRepo>;
