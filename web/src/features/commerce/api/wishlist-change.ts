import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { onDemandModule } from '#app/lib/on-demand-module.ts';
import { queryKeys } from '#app/lib/query-keys.ts';
import type { WishlistChange } from './run-wishlist-change.ts';

/**
 * The change's code (the call, TanStack's MutationObserver) comes with the first tap, or as the
 * pointer or focus reaches the button: pages with a wishlist button load without it (issue 23).
 * Whether a change is under way is the query client's to say, so nothing waits for it.
 */
const changeCode = onDemandModule(() => import('./run-wishlist-change.ts'));

/** Adds or removes a title (account spec §4); `isPending` while any wishlist change is. */
export function useWishlistChange() {
  const queryClient = useQueryClient();
  const pending = useIsMutating({ mutationKey: queryKeys.household.wishlistChange });
  return {
    isPending: pending > 0,
    preload: () => void changeCode.load().catch(() => {}),
    mutate(
      change: WishlistChange,
      { onSuccess, onError }: { onSuccess?: () => void; onError?: (error: unknown) => void },
    ) {
      void changeCode
        .run((code) => code.runWishlistChange(queryClient, change))
        .then(
          () => onSuccess?.(),
          (error: unknown) => onError?.(error),
        );
    },
  };
}
