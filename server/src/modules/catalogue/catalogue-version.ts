import type { Clock } from '#app/clock.ts';

/**
 * Notices a catalogue import made by another process (`npm run catalogue:import`), which bumps
 * the catalogue version in app_meta: at most once per `intervalMs` a request reads that one row,
 * and when it has changed `onChange` drops what the server holds in memory. Requests in the
 * same interval share the one read, so the check costs one primary-key look-up a second.
 */
export function createCatalogueVersionWatch(options: {
  readVersion: () => Promise<string | null>;
  clock: Clock;
  onChange: () => void;
  intervalMs?: number;
}) {
  const intervalMs = options.intervalMs ?? 1000;
  let known: string | null | undefined;
  let checkedAt = -Infinity;
  let inFlight: Promise<void> | null = null;

  async function read(): Promise<void> {
    try {
      const version = await options.readVersion();
      if (known !== undefined && version !== known) options.onChange();
      known = version;
    } finally {
      inFlight = null;
    }
  }

  return {
    /**
     * Resolves once the server's view is no older than `intervalMs`; undefined when it is
     * already (most calls: no promise to wait on).
     */
    check(): Promise<void> | undefined {
      if (inFlight) return inFlight;
      const now = options.clock.now();
      if (now - checkedAt < intervalMs) return undefined;
      checkedAt = now;
      inFlight = read();
      return inFlight;
    },
  };
}
