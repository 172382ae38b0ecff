import type { Kysely } from 'kysely';
import type { Clock } from '#app/clock.ts';
import type { BundleAccountTable, Database } from '#app/db/tables.ts';
import { AppError } from '#app/errors.ts';
import { isoOrNull } from '#app/time.ts';
import type { MessageBus } from '#app/modules/messages/bus.ts';
import { createBundleRepo } from './repo.ts';

/** The streaming-bundle object of the account answer (account spec §3). */
export function bundleObject(row: BundleAccountTable) {
  const token = encodeURIComponent(row.activation_token);
  return {
    activation_date: isoOrNull(row.activated_at),
    activation_check_url: `/v2/bundle/account?token=${token}`,
    activation_url: `/v2/bundle/activate?token=${token}`,
    has_access: row.activated_at !== null && row.billing_hold === 0,
    billing_hold: row.billing_hold === 1,
  };
}

/**
 * Linking the external streaming bundle. The partner's side is not ours: activating here stands
 * for the customer confirming on the partner's site, which the activation page then sees by
 * polling the household's activation-check URL.
 */
export function createBundleService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  /** Told of an activation: the account answer the servers keep shows the bundle (issue 20). */
  bus?: MessageBus;
}) {
  const repo = createBundleRepo(deps.db);

  function answer(row: BundleAccountTable | undefined) {
    if (!row) throw new AppError('ERR_NOT_FOUND', 'This account has no streaming bundle.');
    const bundle = bundleObject(row);
    if (bundle.billing_hold) {
      throw new AppError(
        'ERR_BILLING_HOLD',
        'The streaming bundle is on hold because of a billing problem.',
        {
          extra: { streaming_bundle: bundle },
        },
      );
    }
    return { streaming_bundle: bundle };
  }

  return {
    /** The activation-check URL: by its token (the capability in the URL) or the session's household. */
    async check(input: { token?: string; householdId?: string }) {
      const row = input.token
        ? await repo.byToken(input.token)
        : input.householdId
          ? await repo.byHousehold(input.householdId)
          : undefined;
      if (input.token && input.householdId && row && row.household_id !== input.householdId) {
        throw new AppError('ERR_NOT_FOUND', 'This account has no streaming bundle.');
      }
      return answer(row);
    },

    async activate(householdId: string) {
      const row = await repo.byHousehold(householdId);
      answer(row); // refuses a missing bundle or one on billing hold
      await repo.activate(householdId, deps.clock.now());
      await deps.bus?.publish({ householdId });
      return answer(await repo.byHousehold(householdId));
    },
  };
}

export type BundleService = ReturnType<typeof createBundleService>;
