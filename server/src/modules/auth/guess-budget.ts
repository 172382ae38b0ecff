import { AppError } from '#app/errors.ts';
import type { WindowCounter } from '#app/http/traffic-limiter.ts';

/**
 * Failure budgets for guessing secrets (PINs, retail passwords, activation codes), beside each
 * household's own lock (ASVS 6.3.1): a client may fail only `perClient` times an hour, so one
 * address can neither lock many households nor keep one locked, nor spray 1234 across many
 * codes. Once the whole site has seen `global` failures in the hour (a spray from many
 * addresses), a client that has failed this hour gets no more tries until the next; a client
 * that has not (the owner typing the right PIN) is not held up. 0 turns a budget off.
 */
export function createGuessBudget(deps: {
  counter: WindowCounter;
  perClient: number;
  global: number;
  now: () => number;
  onUnavailable: (error: unknown) => void;
}) {
  const clientKey = (client: string) => `guess-failures:client:${client}`;
  const GLOBAL_KEY = 'guess-failures:all';

  async function count(key: string, amount: number) {
    try {
      return await deps.counter.hit(key, deps.now(), amount);
    } catch (error) {
      // A budget that cannot count must not stop sign-in: the household lock still holds.
      deps.onUnavailable(error);
      return null;
    }
  }

  return {
    /** Throws ERR_RATE_LIMITED when this client may not guess now. Counts nothing. */
    async admit(client: string): Promise<void> {
      if (deps.perClient <= 0 && deps.global <= 0) return;
      const mine = await count(clientKey(client), 0);
      if (!mine) return;
      const overClient = deps.perClient > 0 && mine.count >= deps.perClient;
      let overGlobal = false;
      if (!overClient && deps.global > 0 && mine.count > 0) {
        const all = await count(GLOBAL_KEY, 0);
        overGlobal = all !== null && all.count >= deps.global;
      }
      if (overClient || overGlobal) {
        const retryAfterSeconds = Math.max(1, Math.ceil((mine.resetAt - deps.now()) / 1000));
        throw new AppError(
          'ERR_RATE_LIMITED',
          'Too many wrong tries from this device. Please wait a while and try again.',
          { extra: { retryAfterSeconds } },
        );
      }
    },

    /** Counts one failed guess against the client and the site. */
    async fail(client: string): Promise<void> {
      if (deps.perClient <= 0 && deps.global <= 0) return;
      await count(clientKey(client), 1);
      await count(GLOBAL_KEY, 1);
    },
  };
}

export type GuessBudget = ReturnType<typeof createGuessBudget>;
