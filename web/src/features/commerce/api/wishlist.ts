import { queryOptions } from '@tanstack/react-query';
import type { WishlistAnswer } from '@app/domain';
import { apiGet } from '#app/api/client.ts';
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
