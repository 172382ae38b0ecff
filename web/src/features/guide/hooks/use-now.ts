import { useEffect, useState } from 'react';
import { serverNow } from '#app/api/client.ts';

/** Server time, refreshed every `everyMs` while `live` (marketing spec §4: every 15 s on Today). */
export function useNow(everyMs: number, live = true): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (!live) return;
    const tick = () => setNow(serverNow());
    // At once when following starts again, then every `everyMs`.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, everyMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [everyMs, live]);
  return now;
}
