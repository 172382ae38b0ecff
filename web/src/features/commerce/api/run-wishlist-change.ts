import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { WISHLIST_LABEL, type WishlistAnswer } from '@app/domain';
import { apiPost } from '#app/api/client.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

export type WishlistChange = { titleId: number; add: boolean };

async function changeWishlist({ titleId, add }: WishlistChange): Promise<WishlistAnswer> {
  const { VOD_WISHLIST } = await apiPost<WishlistAnswer>(
    add ? '/v2/subscriber/wishlist/add' : '/v2/subscriber/wishlist/remove',
    { id: titleId, label: WISHLIST_LABEL },
  );
  return { VOD_WISHLIST };
}

/**
 * Adds or removes a title as a mutation of the query client's, as useMutation would run it
 * (defaults, pausing offline); the answer is the whole wishlist, so the cache takes it as it is.
 */
export function runWishlistChange(
  queryClient: QueryClient,
  change: WishlistChange,
): Promise<WishlistAnswer> {
  return new MutationObserver(queryClient, {
    mutationKey: queryKeys.household.wishlistChange,
    mutationFn: changeWishlist,
    onSuccess: (wishlist) => queryClient.setQueryData(queryKeys.household.wishlist, wishlist),
  }).mutate(change);
}
