import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  COULD_NOT_APPLY_CREDIT_MESSAGE,
  creditToApply,
  isTitlePurchased,
  purchaseRefusalOf,
  isAboveParentalLimit,
  isParentalLimit,
  PARENTAL_LOCK_MESSAGE,
  transactionDisplayName,
  entitlementOf,
} from '@app/domain';
import type {
  PurchaseAnswer,
  PurchaseBody,
  PurchaseRefusal,
  TransactionHistoryAnswer,
} from '@app/domain';
import type { Clock } from '#app/clock.ts';
import type { DialectName } from '#app/db/database.ts';
import type { Database, PriceRuleTable, TitleTable } from '#app/db/tables.ts';
import { AppError, errorFromParts, partsOf } from '#app/errors.ts';
import { isoOrNull } from '#app/time.ts';
import type { Session } from '#app/modules/auth/service.ts';
import type { PaymentGateway } from '#app/modules/billing/payments.ts';
import { createEntitlementsRepo } from '#app/modules/entitlements/repo.ts';
import type { EntitlementsRepo } from '#app/modules/entitlements/repo.ts';
import { entitlementTree } from '#app/modules/entitlements/tree.ts';
import type { MessageBus } from '#app/modules/messages/bus.ts';
import { outcomeOf, outcomeRow, type PurchaseOutcome } from './purchase-outcome.ts';
import { createCommerceRepo } from './repo.ts';
import type { CommerceQueries } from './repo.ts';

const REFUSAL_TEXT: Record<PurchaseRefusal, string> = {
  tryFirstEpisode: 'This episode is free to try first and cannot be bought.',
  noPriceRules: 'This title is not for sale.',
  unavailable: 'This title is not available to buy or rent right now.',
  alreadyPurchased: 'You already have this title.',
  free: 'This title is free to watch.',
};

function titleFacts(row: TitleTable, rules: PriceRuleTable[], children: number[]) {
  return {
    id: row.id,
    sub_type: row.sub_type,
    flags: row.flags,
    episode_count: row.episode_count,
    children,
    price_rules: row.has_price_rules === 1 ? rules : null,
    available_from: isoOrNull(row.available_from),
    available_to: isoOrNull(row.available_to),
  };
}

/**
 * Buying and renting (account spec §4, §5, §8), one transaction per purchase: the checks of the
 * domain rules, the charge, the entitlement (and a season's episodes as its children) and the
 * credit spent stand or fall together. Purchases of one household run one after another, and an
 * idempotency key replays the first answer to any retry.
 */
export function createCommerceService(deps: {
  db: Kysely<Database>;
  dialect: DialectName;
  clock: Clock;
  payments: PaymentGateway;
  bus: MessageBus;
  requirePinProof: (session: Session) => void;
}) {
  const repo = createCommerceRepo(deps.db, deps.dialect);
  const entitlements = createEntitlementsRepo(deps.db);

  async function entitlementAnswer(tx: Tx, householdId: string, titleId: number) {
    const tree = entitlementTree(await tx.entitlements.rows(householdId));
    return entitlementOf(tree, titleId);
  }

  /** Every check of a purchase, reading only: a refusal is thrown before anything is written. */
  async function check(tx: Tx, householdId: string, body: PurchaseBody, now: number) {
    const household = await tx.repo.lockHousehold(householdId);
    if (household.purchase_disabled === 1) {
      throw new PurchaseRefused('NO_PURCHASE_ALLOWED', 'Account Restricted');
    }
    const row = await tx.repo.title(body.title_id);
    if (!row) throw new PurchaseRefused('ERR_NOT_FOUND', `No title found with Id ${body.title_id}`);
    const rules = await tx.repo.priceRules(row.id);
    const title = titleFacts(
      row,
      rules,
      row.sub_type === 'season' ? await tx.repo.episodeIds(row.id) : [],
    );
    // Parental controls bind the server too (issue 18): a title above the household's limit, or
    // under a show above it, is not sold whatever the client asks.
    const limit = isParentalLimit(household.parental_limit) ? household.parental_limit : null;
    const rootRow =
      row.root_parent_id === null ? undefined : await tx.repo.title(row.root_parent_id);
    if (
      isAboveParentalLimit(row.rating, limit) ||
      (rootRow && isAboveParentalLimit(rootRow.rating, limit))
    ) {
      throw new PurchaseRefused('ERR_PARENTAL_LOCK', PARENTAL_LOCK_MESSAGE);
    }
    const parentRow = row.parent_id === null ? undefined : await tx.repo.title(row.parent_id);
    const parent = parentRow
      ? titleFacts(
          parentRow,
          [],
          parentRow.sub_type === 'season' ? await tx.repo.episodeIds(parentRow.id) : [],
        )
      : null;

    const entitlements = entitlementTree(await tx.entitlements.rows(householdId));
    if (isTitlePurchased(title, entitlements, now, parent)) {
      // Counts as success for the client (account spec §8): the entitlement comes with it.
      throw new PurchaseRefused('ERR_EXISTING_ENTITLEMENT', REFUSAL_TEXT.alreadyPurchased, {
        extra: { title_id: row.id, entitlement: entitlementOf(entitlements, row.id) ?? null },
      });
    }
    const refusal = purchaseRefusalOf(title, { nowMs: now, purchased: false });
    if (refusal)
      throw new PurchaseRefused('ERR_NOT_PURCHASABLE', REFUSAL_TEXT[refusal], { reason: refusal });

    const rule = rules.find(
      (r) => r.content_format === body.content_format && r.duration === body.duration,
    );
    if (!rule) {
      throw new PurchaseRefused(
        'ERR_VALIDATION',
        `No ${body.duration === -1 ? 'buy' : 'rental'} price in ${body.content_format.toUpperCase()} for this title.`,
      );
    }
    const counts = {
      vodCount: household.free_vod_count,
      episodeCount: household.free_episode_count,
    };
    const credit = body.free_vod ? creditToApply(row, rule, counts) : null;
    if (body.free_vod && !credit) {
      throw new PurchaseRefused('COULD_NOT_APPLY_CREDIT', COULD_NOT_APPLY_CREDIT_MESSAGE);
    }
    const price = credit ? 0 : rule.price;
    if (price > 0) {
      try {
        await deps.payments.authorize(tx.trx, householdId, price);
      } catch (error) {
        if (error instanceof AppError) throw new PurchaseRefused(error.code, error.message);
        throw error;
      }
    }
    return { row, rule, credit, price, episodeIds: title.children };
  }

  /** The writes of a checked purchase; any failure here rolls the whole purchase back. */
  async function write(
    tx: Tx,
    householdId: string,
    body: PurchaseBody,
    now: number,
    { row, rule, credit, price, episodeIds }: Awaited<ReturnType<typeof check>>,
  ): Promise<PurchaseAnswer> {
    const purchaseId = await tx.repo.insertPurchase({
      household_id: householdId,
      title_id: row.id,
      price_rule_id: rule.id,
      content_format: rule.content_format,
      duration: rule.duration,
      free_vod: credit ? 1 : 0,
      price,
      status: 'COMPLETED',
      idempotency_key: body.idempotency_key ?? null,
      created_at: now,
    });
    if (price > 0) {
      await deps.payments.charge(
        tx.trx,
        {
          householdId,
          kind: 'PURCHASE',
          amount: price,
          description: `${rule.duration === -1 ? 'Buy' : 'Rent'} ${row.title} (${rule.content_format.toUpperCase()})`,
          reference: `purchase:${purchaseId}`,
        },
        now,
      );
    }
    if (credit) {
      if (!(await tx.repo.spendCredit(householdId, credit))) {
        throw new AppError('COULD_NOT_APPLY_CREDIT', COULD_NOT_APPLY_CREDIT_MESSAGE);
      }
      await tx.repo.recordCreditMovement({
        household_id: householdId,
        kind: credit === 'vod' ? 'VOD' : 'EPISODE',
        delta: -1,
        reason: `Used on ${row.title}`,
        reference: `purchase:${purchaseId}`,
        created_at: now,
      });
    }
    const rental = rule.duration !== -1;
    const entitlement = {
      household_id: householdId,
      state: rental ? ('ACTIVATED' as const) : ('PURCHASED' as const),
      price_rule_id: rule.id,
      purchase_id: purchaseId,
      created_at: now,
      // A rental must be started within its download window (7 days); the 48 hours from first
      // play are the app's to count (marketing spec §4).
      expires_at: rental ? now + rule.download_duration * 1000 : null,
      download_expires_at: now + rule.download_duration * 1000,
      first_played_at: null,
    };
    const entitlementId = await tx.repo.insertEntitlement({
      ...entitlement,
      title_id: row.id,
      parent_entitlement_id: null,
    });
    await tx.repo.insertEntitlements(
      episodeIds.map((episodeId) => ({
        ...entitlement,
        title_id: episodeId,
        parent_entitlement_id: entitlementId,
      })),
    );

    const after = await tx.repo.credits(householdId);
    const answer: PurchaseAnswer = {
      title_id: row.id,
      entitlement: (await entitlementAnswer(
        tx,
        householdId,
        row.id,
      )) as PurchaseAnswer['entitlement'],
      price_charged: price,
      credit_used: credit,
      free_vod_count: after.free_vod_count,
      free_episode_count: after.free_episode_count,
    };
    return answer;
  }

  return {
    /** POST /v2/vod/purchase: the answer, or the refusal thrown (the same again on a retry). */
    async purchase(session: Session, body: PurchaseBody): Promise<PurchaseAnswer> {
      deps.requirePinProof(session);
      const { householdId } = session;
      const key = body.idempotency_key;
      const requestHash = createHash('sha256')
        .update(
          JSON.stringify([
            body.title_id,
            body.content_format,
            body.duration,
            Boolean(body.free_vod),
          ]),
        )
        .digest('hex');
      const done = await repo.inTransaction({ householdId, key }, async (txRepo, trx) => {
        const tx: Tx = { repo: txRepo, entitlements: createEntitlementsRepo(trx), trx };
        if (key) {
          const saved = await tx.repo.findKey(householdId, key);
          if (saved) {
            if (saved.request_hash !== requestHash) {
              throw new AppError(
                'ERR_IDEMPOTENCY_MISMATCH',
                'This idempotency key was used for a different purchase.',
              );
            }
            return outcomeOf(saved);
          }
        }
        const now = deps.clock.now();
        let outcome: PurchaseOutcome;
        try {
          const checked = await check(tx, householdId, body, now);
          outcome = { answer: await write(tx, householdId, body, now, checked) };
        } catch (error) {
          // A refusal from the checks is an outcome too: kept for the key, so a retry hears the
          // same. Nothing was written before it. Anything else rolls back and is not kept.
          if (!(error instanceof PurchaseRefused)) throw error;
          outcome = { refusal: partsOf(error) };
        }
        if (key) {
          await tx.repo.saveKey({
            household_id: householdId,
            key,
            request_hash: requestHash,
            ...outcomeRow(outcome),
            created_at: deps.clock.now(),
          });
        }
        return outcome;
      });
      // Another request with this key is still being processed (here or on another instance).
      if (!done.claimed) throw inProgress();
      const outcome = done.result;
      // Thrown once the key is kept (a throw inside the transaction would roll it back).
      if ('refusal' in outcome) throw errorFromParts(outcome.refusal);
      await deps.bus.publish({ householdId, message: 'ENTITLEMENTS_CHANGED' });
      return outcome.answer;
    },

    /** GET /v2/vod/purchase/history/free: every entitlement, by title and children. */
    async entitlementHistory(householdId: string) {
      return { entitlements: entitlementTree(await entitlements.rows(householdId)) };
    },

    /** GET /v2/vod/purchase/history: purchases, newest first, and credits. */
    async transactionHistory(householdId: string): Promise<TransactionHistoryAnswer> {
      const [purchases, credits, movements] = await Promise.all([
        repo.purchases(householdId),
        repo.credits(householdId),
        repo.creditMovements(householdId),
      ]);
      const ids = [
        ...new Set(
          purchases.flatMap((p) => [
            p.title_id,
            ...(p.root_parent_id === null ? [] : [p.root_parent_id]),
          ]),
        ),
      ];
      const titles = new Map((await repo.titlesForHistory(ids)).map((t) => [t.id, t]));
      return {
        items: purchases.map((p) => ({
          id: p.id,
          title_id: p.title_id,
          root_parent_id: p.root_parent_id,
          display_name: transactionDisplayName(
            titles.get(p.title_id) ?? null,
            p.root_parent_id === null ? null : titles.get(p.root_parent_id),
          ),
          content_format: p.content_format,
          duration: p.duration,
          free_vod: p.free_vod === 1,
          price: p.price,
          created: new Date(p.created_at).toISOString(),
        })),
        credits: { vod_count: credits.free_vod_count, episode_count: credits.free_episode_count },
        credit_movements: movements.map((m) => ({
          kind: m.kind === 'VOD' ? ('vod' as const) : ('episode' as const),
          delta: m.delta,
          reason: m.reason,
          created: new Date(m.created_at).toISOString(),
        })),
      };
    },
  };
}

/** A purchase's transaction: the repos bound to it, and itself for the payment gateway. */
interface Tx {
  repo: CommerceQueries;
  entitlements: EntitlementsRepo;
  trx: Kysely<Database>;
}

/** A purchase the checks refuse, before anything is written. */
class PurchaseRefused extends AppError {}

function inProgress(): AppError {
  return new AppError(
    'ERR_IDEMPOTENCY_IN_PROGRESS',
    'This purchase is still being processed. Try again in a moment.',
  );
}

export type CommerceService = ReturnType<typeof createCommerceService>;
