import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  COULD_NOT_APPLY_CREDIT_MESSAGE,
  creditToApply,
  isTitlePurchased,
  purchaseRefusalOf,
  transactionDisplayName,
  entitlementOf,
} from '@app/domain';
import type {
  PurchaseAnswer,
  PurchaseBody,
  PurchaseRefusal,
  TransactionHistoryAnswer,
} from '@app/domain';
import type { Clock } from '../../clock.ts';
import type { DialectName } from '../../db/database.ts';
import type { Database, PriceRuleTable, TitleTable } from '../../db/tables.ts';
import { AppError } from '../../errors.ts';
import { isoOrNull } from '../../time.ts';
import type { Session } from '../auth/service.ts';
import type { PaymentGateway } from '../billing/payments.ts';
import { entitlementsRepo } from '../entitlements/repo.ts';
import { entitlementTree } from '../entitlements/tree.ts';
import type { MessageBus } from '../messages/bus.ts';
import { commerceRepo as repo } from './repo.ts';

/** An answer as sent: a status and a body (without __meta__, which the route adds). */
export interface StoredAnswer {
  status: number;
  body: Record<string, unknown>;
}

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
  // SQLite serves one process: keys in flight are known here. PostgreSQL uses advisory locks.
  const keysInFlight = new Set<string>();

  async function entitlementAnswer(trx: Kysely<Database>, householdId: string, titleId: number) {
    const tree = entitlementTree(await entitlementsRepo.rows(trx, householdId));
    return entitlementOf(tree, titleId);
  }

  /** Every check of a purchase, reading only: a refusal is thrown before anything is written. */
  async function check(
    trx: Kysely<Database>,
    householdId: string,
    body: PurchaseBody,
    now: number,
  ) {
    const household = await repo.lockHousehold(trx, deps.dialect, householdId);
    if (household.purchase_disabled === 1) {
      throw new PurchaseRefused('NO_PURCHASE_ALLOWED', 'Account Restricted');
    }
    const row = await repo.title(trx, body.title_id);
    if (!row) throw new PurchaseRefused('ERR_NOT_FOUND', `No title found with Id ${body.title_id}`);
    const rules = await repo.priceRules(trx, row.id);
    const title = titleFacts(
      row,
      rules,
      row.sub_type === 'season' ? await repo.episodeIds(trx, row.id) : [],
    );
    const parentRow = row.parent_id === null ? undefined : await repo.title(trx, row.parent_id);
    const parent = parentRow
      ? titleFacts(
          parentRow,
          [],
          parentRow.sub_type === 'season' ? await repo.episodeIds(trx, parentRow.id) : [],
        )
      : null;

    const entitlements = entitlementTree(await entitlementsRepo.rows(trx, householdId));
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
        await deps.payments.authorize(trx, householdId, price);
      } catch (error) {
        if (error instanceof AppError) throw new PurchaseRefused(error.code, error.message);
        throw error;
      }
    }
    return { row, rule, credit, price, episodeIds: title.children };
  }

  /** The writes of a checked purchase; any failure here rolls the whole purchase back. */
  async function write(
    trx: Kysely<Database>,
    householdId: string,
    body: PurchaseBody,
    now: number,
    { row, rule, credit, price, episodeIds }: Awaited<ReturnType<typeof check>>,
  ): Promise<StoredAnswer> {
    const purchaseId = await repo.insertPurchase(trx, {
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
        trx,
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
      if (!(await repo.spendCredit(trx, householdId, credit))) {
        throw new AppError('COULD_NOT_APPLY_CREDIT', COULD_NOT_APPLY_CREDIT_MESSAGE);
      }
      await repo.recordCreditMovement(trx, {
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
    const entitlementId = await repo.insertEntitlement(trx, {
      ...entitlement,
      title_id: row.id,
      parent_entitlement_id: null,
    });
    await repo.insertEntitlements(
      trx,
      episodeIds.map((episodeId) => ({
        ...entitlement,
        title_id: episodeId,
        parent_entitlement_id: entitlementId,
      })),
    );

    const after = await repo.credits(trx, householdId);
    const answer: PurchaseAnswer = {
      title_id: row.id,
      entitlement: (await entitlementAnswer(
        trx,
        householdId,
        row.id,
      )) as PurchaseAnswer['entitlement'],
      price_charged: price,
      credit_used: credit,
      free_vod_count: after.free_vod_count,
      free_episode_count: after.free_episode_count,
    };
    return { status: 200, body: answer };
  }

  function refusalAnswer(error: AppError): StoredAnswer {
    return {
      status: error.status,
      body: {
        ...(error.extra ?? {}),
        __meta__: {
          error: error.code,
          message: error.message,
          timestamp: deps.clock.now(),
          ...(error.reason ? { reason: error.reason } : {}),
        },
      },
    };
  }

  return {
    /** POST /v2/vod/purchase. */
    async purchase(session: Session, body: PurchaseBody): Promise<StoredAnswer> {
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
      const inFlightKey = `${householdId}\u0000${key}`;
      if (key && deps.dialect === 'sqlite') {
        if (keysInFlight.has(inFlightKey)) throw inProgress();
        keysInFlight.add(inFlightKey);
      }
      try {
        const answer = await deps.db.transaction().execute(async (trx) => {
          if (key) {
            if (deps.dialect === 'postgres' && !(await repo.tryClaimKey(trx, householdId, key)))
              throw inProgress();
            const saved = await repo.findKey(trx, householdId, key);
            if (saved) {
              if (saved.request_hash !== requestHash) {
                throw new AppError(
                  'ERR_IDEMPOTENCY_MISMATCH',
                  'This idempotency key was used for a different purchase.',
                );
              }
              return {
                status: saved.status_code,
                body: JSON.parse(saved.response_json) as Record<string, unknown>,
              };
            }
          }
          const now = deps.clock.now();
          let outcome: StoredAnswer;
          try {
            const checked = await check(trx, householdId, body, now);
            outcome = await write(trx, householdId, body, now, checked);
          } catch (error) {
            // A refusal from the checks is an answer too: kept for the key, so a retry hears the
            // same. Nothing was written before it. Anything else rolls back and is not kept.
            if (!(error instanceof PurchaseRefused)) throw error;
            outcome = refusalAnswer(error);
          }
          if (key) {
            await repo.saveKey(trx, {
              household_id: householdId,
              key,
              request_hash: requestHash,
              status_code: outcome.status,
              response_json: JSON.stringify(outcome.body),
              created_at: deps.clock.now(),
            });
          }
          return outcome;
        });
        if (answer.status === 200)
          await deps.bus.publish({ householdId, message: 'ENTITLEMENTS_CHANGED' });
        return answer;
      } finally {
        if (key && deps.dialect === 'sqlite') keysInFlight.delete(inFlightKey);
      }
    },

    /** GET /v2/vod/purchase/history/free: every entitlement, by title and children. */
    async entitlementHistory(householdId: string) {
      return { entitlements: entitlementTree(await entitlementsRepo.rows(deps.db, householdId)) };
    },

    /** GET /v2/vod/purchase/history: purchases, newest first, and credits. */
    async transactionHistory(householdId: string): Promise<TransactionHistoryAnswer> {
      const [purchases, credits, movements] = await Promise.all([
        repo.purchases(deps.db, householdId),
        repo.credits(deps.db, householdId),
        repo.creditMovements(deps.db, householdId),
      ]);
      const ids = [
        ...new Set(
          purchases.flatMap((p) => [
            p.title_id,
            ...(p.root_parent_id === null ? [] : [p.root_parent_id]),
          ]),
        ),
      ];
      const titles = new Map((await repo.titlesForHistory(deps.db, ids)).map((t) => [t.id, t]));
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

/** A purchase the checks refuse, before anything is written. */
class PurchaseRefused extends AppError {}

function inProgress(): AppError {
  return new AppError(
    'ERR_IDEMPOTENCY_IN_PROGRESS',
    'This purchase is still being processed. Try again in a moment.',
  );
}

export type CommerceService = ReturnType<typeof createCommerceService>;
