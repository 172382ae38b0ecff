import type { Kysely } from 'kysely';
import type { Database } from '#app/db/tables.ts';

/**
 * SQL behind the account answer: household, terminals, plan channels, bundle. Plans and
 * subscriptions come from the plans repo, entitlements from theirs.
 */
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
          'households.parental_limit',
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
