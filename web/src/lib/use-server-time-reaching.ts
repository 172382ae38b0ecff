import { useEffect, useState } from 'react';
import { serverNow } from '#app/api/client.ts';

/**
 * Renders the component again when the server's clock (account spec §7) reaches `at` (ms): for
 * what time alone changes on a page left open, such as the wishlist's "new" marks. Null: never.
 */
export function useServerTimeReaching(at: number | null): void {
  const [, setRenders] = useState(0);
  useEffect(() => {
    if (at === null) return;
    const timer = setTimeout(() => setRenders((count) => count + 1), Math.max(0, at - serverNow()));
    return () => clearTimeout(timer);
  }, [at]);
}
