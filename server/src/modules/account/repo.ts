import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';

/** SQL behind the account answer: plans, subscriptions, entitlements, bundle. */
export function createAccountRepo(db: Kysely<Database>) {
  return {
    async household(householdId: string) {
      return db
        .selectFrom('households')
        .innerJoin('isps', 'isps.id', 'households.isp_id')
        .select([
          'households.id',
          'households.is_default',
          'households.pin_hash',
          'households.free_vod_count',
          'households.free_episode_count',
          'households.release_tags_json',
          'isps.name as isp_name',
          'isps.purchase_disabled',
        ])
        .where('households.id', '=', householdId)
        .executeTakeFirst();
    },

    async terminals(householdId: string) {
      return db
        .selectFrom('terminals')
        .select(['type', 'activation_status'])
        .where('household_id', '=', householdId)
        .orderBy('id')
        .execute();
    },

    async plans() {
      return db.selectFrom('plans').selectAll().orderBy('sort_order').orderBy('id').execute();
    },

    async planChannels() {
      return db
        .selectFrom('channel_plans')
        .select(['plan_id', 'channel_id'])
        .orderBy('plan_id')
        .orderBy('position')
        .execute();
    },

    async subscriptions(householdId: string) {
      return db
        .selectFrom('subscriptions')
        .selectAll()
        .where('household_id', '=', householdId)
        .execute();
    },

    async entitlements(householdId: string) {
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

    async bundleAccount(householdId: string) {
      return db
        .selectFrom('bundle_accounts')
        .selectAll()
        .where('household_id', '=', householdId)
        .executeTakeFirst();
    },
  };
}

export type AccountRepo = ReturnType<typeof createAccountRepo>;
