import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { WISHLIST_LABEL, type WishlistAnswer } from '@app/domain';
import { apiGet, apiPost } from '#app/api/client.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

/** GET /v2/subscriber/wishlist (account spec §3, §7): title id → when it was added. */
export async function getWishlist(signal?: AbortSignal): Promise<WishlistAnswer> {
  const { VOD_WISHLIST } = await apiGet<WishlistAnswer>(
    '/v2/subscriber/wishlist',
    { language: 'en' },
    { signal },
  );
  return { VOD_WISHLIST };
}

/** The household's wishlist; WISHLISTS_CHANGED on the live socket invalidates it. */
export function wishlistQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: queryKeys.household.wishlist,
    queryFn: ({ signal }) => getWishlist(signal),
    enabled,
  });
}

export type WishlistChange = { titleId: number; add: boolean };

async function changeWishlist({ titleId, add }: WishlistChange): Promise<WishlistAnswer> {
  const { VOD_WISHLIST } = await apiPost<WishlistAnswer>(
    add ? '/v2/subscriber/wishlist/add' : '/v2/subscriber/wishlist/remove',
    { id: titleId, label: WISHLIST_LABEL },
  );
  return { VOD_WISHLIST };
}

/** Adds or removes a title; the answer is the whole wishlist, so the cache takes it as it is. */
export function useWishlistChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeWishlist,
    onSuccess: (wishlist) => queryClient.setQueryData(queryKeys.household.wishlist, wishlist),
  });
}
