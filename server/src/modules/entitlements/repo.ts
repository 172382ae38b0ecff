import type { Kysely } from 'kysely';
import type { Database } from '#app/db/tables.ts';

/** SQL for a household's entitlements; made with the transaction it runs in, if any. */
export function createEntitlementsRepo(db: Kysely<Database>) {
  return {
    /** Every entitlement of the household, oldest first, with its price rule. */
    async rows(householdId: string) {
      return db
        .selectFrom('entitlements')
        .leftJoin('price_rules', 'price_rules.id', 'entitlements.price_rule_id')
        .select([
          'entitlements.id',
          'entitlements.title_id',
          'entitlements.parent_entitlement_id',
          'entitlements.state',
          'entitlements.created_at',
          'entitlements.expires_at',
          'entitlements.download_expires_at',
          'price_rules.id as rule_id',
          'price_rules.price as rule_price',
          'price_rules.content_format as rule_content_format',
          'price_rules.duration as rule_duration',
          'price_rules.download_duration as rule_download_duration',
        ])
        .where('entitlements.household_id', '=', householdId)
        .orderBy('entitlements.created_at')
        .orderBy('entitlements.id')
        .execute();
    },
  };
}

export type EntitlementsRepo = ReturnType<typeof createEntitlementsRepo>;
export type EntitlementRow = Awaited<ReturnType<EntitlementsRepo['rows']>>[number];
