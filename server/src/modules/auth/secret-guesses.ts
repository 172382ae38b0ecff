import {
  claimPinAttempt,
  type ClientPinFailures,
  PIN_GUESS_LIMIT,
  pinWarningOf,
} from '@app/domain';
import { AppError } from '#app/errors.ts';
import type { WindowCounter } from '#app/http/traffic-limiter.ts';
import type { GuessBudget } from './guess-budget.ts';
import type { AuthRepo } from './repo.ts';
import { hashSecret, verifySecret } from './secrets.ts';

/**
 * Guesses at a household's secrets (its PIN, its retail password), each checked within the
 * client's failure budget (guess-budget.ts), the household's guessing limit and the client's own
 * count at that household (domain/pin.ts, issue 32.7).
 */
export function createSecretGuesses(deps: {
  repo: Pick<AuthRepo, 'pinState' | 'storePinAttempt' | 'clearPinFailures'>;
  guesses: GuessBudget;
  /** Each client's wrong PINs and passwords per household, in windows of PIN_GUESS_LIMIT.windowMs. */
  clientFailures: WindowCounter;
  now: () => number;
}) {
  const { repo, now } = deps;
  // Every refused guess costs one scrypt, as a checked one does: a locked household or an
  // unknown address must not answer faster than a wrong secret (ASVS 6.3.8, timing).
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= hashSecret('not-anyones-secret'));
  const spendDecoy = async (guess: string) => {
    await verifySecret(guess, await decoy());
  };

  /** Checks a PIN against the household's, within the guessing limit; throws when wrong or locked. */
  async function checkPin(householdId: string, pin: string, client: string): Promise<void> {
    const outcome = await checkGuess(householdId, 'pin', pin, client);
    if (outcome.kind === 'locked') throw pinLocked(outcome.retryAfterMs);
    if (outcome.kind === 'wrong') {
      // The guess that reaches this client's limit says so at once, not on the next try.
      if (outcome.failures.failures >= PIN_GUESS_LIMIT.attempts)
        throw pinLocked(outcome.failures.resetAt - now());
      throw incorrectPin(outcome.failures.failures);
    }
  }

  /**
   * One guess at a household's PIN or retail password. Both share one count: the PIN's guessing
   * limit (domain/pin.ts) covers the password too, so having two secrets buys no extra guesses.
   */
  async function checkGuess(
    householdId: string,
    secret: 'pin' | 'password',
    guess: string,
    client: string,
  ): Promise<
    | { kind: 'right' }
    | { kind: 'wrong'; failures: ClientPinFailures }
    | { kind: 'locked'; retryAfterMs: number }
  > {
    await admitGuess(client, guess);
    const mine = await clientFailuresOn(householdId, client, 0);
    for (let tries = 0; tries < 5; tries++) {
      const { pinHash, passwordHash, guesses } = await repo.pinState(householdId);
      const claim = claimPinAttempt(guesses, now(), mine);
      if (claim.kind === 'locked') {
        await spendDecoy(guess);
        return { kind: 'locked', retryAfterMs: claim.retryAfterMs };
      }
      // Another attempt was counted meanwhile: read the count again.
      if (!(await repo.storePinAttempt(householdId, guesses, claim.next))) continue;
      if (await verifySecret(guess, secret === 'pin' ? pinHash : passwordHash)) {
        await repo.clearPinFailures(householdId);
        // The right secret clears this client's count too, as it does the household's.
        if (mine.failures > 0) await clientFailuresOn(householdId, client, -mine.failures);
        return { kind: 'right' };
      }
      await deps.guesses.fail(client);
      return { kind: 'wrong', failures: await clientFailuresOn(householdId, client, 1) };
    }
    await spendDecoy(guess);
    return { kind: 'locked', retryAfterMs: 60_000 };
  }

  /**
   * Counts `amount` wrong guesses of this client at this household. A counter that cannot count
   * counts nothing: the household's own slow steps still hold.
   */
  async function clientFailuresOn(
    householdId: string,
    client: string,
    amount: number,
  ): Promise<ClientPinFailures> {
    const t = now();
    try {
      const hit = await deps.clientFailures.hit(`pin-failures:${householdId}:${client}`, t, amount);
      return { failures: hit.count, resetAt: hit.resetAt };
    } catch {
      return { failures: 0, resetAt: t };
    }
  }

  /** The client's failure budget, before any household is touched (refused: the same scrypt). */
  async function admitGuess(client: string, guess: string): Promise<void> {
    try {
      await deps.guesses.admit(client);
    } catch (error) {
      await spendDecoy(guess);
      throw error;
    }
  }

  return { checkPin, checkGuess, admitGuess, spendDecoy };
}

/** Wrong PIN (account spec §8 "Incorrect PIN"); from the 3rd in a row, the tries left (18.7). */
function incorrectPin(failedAttempts: number): AppError {
  const warning = pinWarningOf(failedAttempts);
  if (!warning) return new AppError('ERR_INCORRECT_PIN', 'Incorrect PIN');
  const { attemptsLeft, lockMinutes } = warning;
  return new AppError(
    'ERR_INCORRECT_PIN',
    `Incorrect PIN. ${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left before PIN entry is locked for ${lockMinutes} minutes.`,
    { extra: { attemptsLeft, lockMinutes } },
  );
}

function pinLocked(remainingMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  return new AppError(
    'ERR_PIN_LOCKED',
    `Too many incorrect PINs. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    {
      extra: { retryAfterSeconds: Math.ceil(remainingMs / 1000) },
    },
  );
}
