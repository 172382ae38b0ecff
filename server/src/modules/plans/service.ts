import type { Kysely } from 'kysely';
import {
  BILLING_PERIOD_MS,
  decideSubscribe,
  decideUnsubscribe,
  duePeriods,
  findNominatedPlans,
  isDirectAccount,
  packageNotFoundMessage,
  planChargeReference,
} from '@app/domain';
import type { PublicPlansAnswer } from '@app/domain';
import type { Clock } from '#app/clock.ts';
import type { Database, PlanTable } from '#app/db/tables.ts';
import { AppError } from '#app/errors.ts';
import { isoOrNull } from '#app/time.ts';
import type { Session } from '#app/modules/auth/service.ts';
import type { PaymentGateway } from '#app/modules/billing/payments.ts';
import type { MessageBus } from '#app/modules/messages/bus.ts';
import { createPlansRepo, toPlanFacts, toSubscriptionFacts } from './repo.ts';
import type { PlansRepo } from './repo.ts';

function periodCharge(householdId: string, plan: PlanTable, periodStart: number) {
  return {
    householdId,
    kind: 'SUBSCRIPTION' as const,
    amount: plan.display_price,
    description: `${plan.name} pack, ${new Date(periodStart).toISOString().slice(0, 10)}`,
    reference: planChargeReference(plan.id, periodStart),
  };
}

/** Subscribing to and cancelling packs, and charging each billing period once. */
export function createPlansService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  payments: PaymentGateway;
  bus: MessageBus;
  requirePinProof: (session: Session) => void;
}) {
  const repo = createPlansRepo(deps.db);
  async function planOrThrow(plansOf: PlansRepo, planId: number) {
    const plans = await plansOf.plans();
    const plan = plans.find((p) => p.id === planId);
    if (!plan) throw new AppError('ERR_NOT_FOUND', `No plan found with Id ${planId}`);
    return { plan, plans };
  }

  const changed = (householdId: string) =>
    deps.bus.publish({ householdId, message: 'SUBSCRIPTIONS_CHANGED' });

  return {
    /**
     * GET /v2/plans: the visible packs for the public pages, or those named (any case); a name
     * the list lacks is refused (marketing spec §5).
     */
    async publicPlans(names?: readonly string[]): Promise<PublicPlansAnswer> {
      const [rows, channelRows] = await Promise.all([repo.plans(), repo.planChannels()]);
      const visible = rows.filter((p) => p.visible === 1);
      let listed = visible;
      if (names !== undefined && names.length > 0) {
        const nominated = findNominatedPlans(visible, names);
        if ('missing' in nominated) {
          throw new AppError('ERR_NOT_FOUND', packageNotFoundMessage(nominated.missing));
        }
        listed = nominated.found;
      }
      const channelSort = new Map<number, number[]>();
      const channels: PublicPlansAnswer['channels'] = {};
      const listedIds = new Set(listed.map((p) => p.id));
      for (const row of channelRows) {
        if (!listedIds.has(row.plan_id)) continue;
        channelSort.set(row.plan_id, [...(channelSort.get(row.plan_id) ?? []), row.id]);
        channels[String(row.id)] = {
          id: row.id,
          epg_id: row.epg_id,
          name: row.name,
          number: row.number,
        };
      }
      return {
        plans: listed.map((p) => {
          const sort = channelSort.get(p.id) ?? [];
          return {
            id: p.id,
            name: p.name,
            description: p.description,
            kind: p.kind,
            subset_of: p.subset_of,
            subset_plans: rows.filter((o) => o.subset_of === p.id).map((o) => o.id),
            display_price: p.display_price,
            display_price_tax_inclusive: p.display_price_tax_inclusive === 1,
            visible_epg: p.visible_epg === 1,
            channel_sort: sort,
            channel_count: sort.length,
          };
        }),
        channels,
      };
    },

    /** POST /v2/subscriber/plan/{id}/subscribe: answers the plan's expiry time (null: runs on). */
    async subscribe(session: Session, planId: number): Promise<{ expiry_time: string | null }> {
      deps.requirePinProof(session);
      const { householdId } = session;
      await deps.db.transaction().execute(async (trx) => {
        const tx = createPlansRepo(trx);
        const now = deps.clock.now();
        const { plan, plans } = await planOrThrow(tx, planId);
        const [subscriptions, billing] = await Promise.all([
          tx.subscriptions(householdId),
          tx.billingFacts(householdId),
        ]);
        const decision = decideSubscribe({
          plan: toPlanFacts(plan),
          plans: plans.map(toPlanFacts),
          subscriptions: subscriptions.map(toSubscriptionFacts),
          purchaseDisabled: billing.purchase_disabled === 1,
          directAccount: isDirectAccount(billing.isp_name),
          now,
        });
        switch (decision.kind) {
          case 'refuse': {
            const upgrade = plans.find((p) => p.id === decision.upgradePlanId);
            throw new AppError(decision.code, decision.message, {
              extra: upgrade ? { upgrade_plan: { id: upgrade.id, name: upgrade.name } } : undefined,
            });
          }
          case 'already':
            return;
          case 'resubscribe':
            await tx.setExpiry(householdId, plan.id, null);
            return;
          case 'start':
            if (decision.chargeNow > 0)
              await deps.payments.charge(trx, periodCharge(householdId, plan, now), now);
            await tx.start({
              household_id: householdId,
              plan_id: plan.id,
              started_at: now,
              anniversary_at: decision.anniversaryAt,
              expiry_at: null,
              trial_ends_at: decision.trialEndsAt,
            });
            await tx.endNow(householdId, decision.replaces, now);
        }
      });
      await changed(householdId);
      return { expiry_time: null };
    },

    /** POST /v2/subscriber/plan/{id}/unsubscribe: access runs to the end of the paid period. */
    async unsubscribe(session: Session, planId: number): Promise<{ expiry_time: string | null }> {
      deps.requirePinProof(session);
      const { householdId } = session;
      const expiryAt = await deps.db.transaction().execute(async (trx) => {
        const tx = createPlansRepo(trx);
        const now = deps.clock.now();
        const { plan } = await planOrThrow(tx, planId);
        const sub = (await tx.subscriptions(householdId)).find((s) => s.plan_id === planId);
        const decision = decideUnsubscribe(toPlanFacts(plan), sub && toSubscriptionFacts(sub), now);
        if (decision.kind === 'refuse') throw new AppError(decision.code, decision.message);
        await tx.setExpiry(householdId, plan.id, decision.expiryAt);
        return decision.expiryAt;
      });
      await changed(householdId);
      return { expiry_time: isoOrNull(expiryAt) };
    },

    /**
     * Charges every billing period that has begun since the last charge (and a trial's end).
     * Runs before the account is read; each period's ledger reference makes it charge once
     * however many requests race. A declined renewal ends the pack where its paid time ends.
     */
    async renewDue(householdId: string): Promise<void> {
      const now = deps.clock.now();
      if ((await repo.dueSubscriptions(householdId, now)).length === 0) return;
      let renewedAny = false;
      await deps.db.transaction().execute(async (trx) => {
        const tx = createPlansRepo(trx);
        const plans = await tx.plans();
        for (const sub of await tx.dueSubscriptions(householdId, now)) {
          const plan = plans.find((p) => p.id === sub.plan_id);
          if (!plan) continue;
          let paidUntil = sub.anniversary_at;
          for (const periodStart of duePeriods(toSubscriptionFacts(sub), now)) {
            try {
              await deps.payments.charge(trx, periodCharge(householdId, plan, periodStart), now);
            } catch (error) {
              if (!(error instanceof AppError) || error.code !== 'ERR_ISP_REFUSED') throw error;
              await tx.setExpiry(householdId, plan.id, periodStart);
              break;
            }
            paidUntil = periodStart + BILLING_PERIOD_MS;
          }
          await tx.setAnniversary(householdId, plan.id, paidUntil);
          renewedAny = true;
        }
      });
      if (renewedAny) await changed(householdId);
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
