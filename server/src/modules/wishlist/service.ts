import type { Kysely } from 'kysely';
import { WISHLIST_LABEL } from '@app/domain';
import type { WishlistAnswer } from '@app/domain';
import type { Clock } from '#app/clock.ts';
import type { Database } from '#app/db/tables.ts';
import { AppError } from '#app/errors.ts';
import type { MessageBus } from '#app/modules/messages/bus.ts';
import { createWishlistRepo } from './repo.ts';

/** The household's wishlist (account spec §3, §4, §5). */
export function createWishlistService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  bus: MessageBus;
}) {
  const repo = createWishlistRepo(deps.db);

  async function list(householdId: string): Promise<WishlistAnswer> {
    const items = await repo.items(householdId, WISHLIST_LABEL);
    return {
      VOD_WISHLIST: Object.fromEntries(
        items.map((i) => [String(i.title_id), new Date(i.created_at).toISOString()]),
      ),
    };
  }

  /** A wishlist change needs a PIN on the household (account spec §5): the no-PIN screen otherwise. */
  async function change(householdId: string, titleId: number, apply: () => Promise<boolean>) {
    if (!(await repo.householdHasPin(householdId))) {
      throw new AppError('ERR_PIN_NOT_SET', 'Set a PIN to keep a wishlist.');
    }
    if (!(await repo.titleExists(titleId)))
      throw new AppError('ERR_NOT_FOUND', `No title found with Id ${titleId}`);
    if (await apply()) await deps.bus.publish({ householdId, message: 'WISHLISTS_CHANGED' });
    return list(householdId);
  }

  return {
    list,
    add: (householdId: string, titleId: number) =>
      change(householdId, titleId, () =>
        repo.add(householdId, WISHLIST_LABEL, titleId, deps.clock.now()),
      ),
    remove: (householdId: string, titleId: number) =>
      change(householdId, titleId, () => repo.remove(householdId, WISHLIST_LABEL, titleId)),
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
