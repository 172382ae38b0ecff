import type { Kysely } from 'kysely';
import {
  HANDOVER_CODE_VALID_MS,
  isParentalLimit,
  isTrivialPin,
  PIN_PROOF_VALID_MS,
  signInRefusal,
  TRIVIAL_PIN_MESSAGE,
  type ParentalLimit,
} from '@app/domain';
import type { Clock } from '#app/clock.ts';
import type { Settings } from '#app/config.ts';
import type { Database } from '#app/db/tables.ts';
import { AppError } from '#app/errors.ts';
import type { HouseholdCache } from '#app/lib/household-cache.ts';
import type { MessageBus } from '#app/modules/messages/bus.ts';
import type { WindowCounter } from '#app/http/traffic-limiter.ts';
import type { GuessBudget } from './guess-budget.ts';
import { createAuthRepo } from './repo.ts';
import type { HouseholdRow, SessionRow } from './repo.ts';
import { createSecretGuesses } from './secret-guesses.ts';
import { hashSecret, hashToken, newAuthToken } from './secrets.ts';

export interface Session {
  tokenHash: string;
  householdId: string;
  pinVerifiedAt: number | null;
  /** When the session began; it ends SESSION_MAX_DAYS after, whatever is made from it. */
  createdAt: number;
  /**
   * The household's parental limit, read with the session on every request (issue 18): lists,
   * search and titles are filtered by it, so an answer for a session with a limit is that
   * household's own and must not be shared through a cache with anyone else.
   */
  parentalLimit: ParentalLimit | null;
}

/** How often a session's expiry slides forward; saves a write on every request. */
const TOUCH_EVERY_MS = 60_000;

export function createAuthService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  settings: Settings;
  bus: MessageBus;
  guesses: GuessBudget;
  /**
   * Each client's wrong PINs and passwords per household, in windows of PIN_GUESS_LIMIT.windowMs:
   * the lock holds the client that guessed, not the household (issue 32.7).
   */
  clientFailures: WindowCounter;
  /**
   * Session rows kept a few seconds for the account check (issue 20); sign-outs reach it through
   * the bus, on every instance.
   */
  sessions?: Pick<HouseholdCache<SessionRow, unknown>, 'session' | 'sessionTicket' | 'keepSession'>;
}) {
  const repo = createAuthRepo(deps.db);
  const { checkPin, checkGuess, admitGuess, spendDecoy } = createSecretGuesses({
    repo,
    guesses: deps.guesses,
    clientFailures: deps.clientFailures,
    now: () => deps.clock.now(),
  });
  const ttlMs = deps.settings.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000;
  // Beside the sliding expiry, an absolute one: a session used every day still ends (ASVS 7.3.2).
  const absoluteMs = deps.settings.SESSION_MAX_DAYS * 24 * 60 * 60 * 1000;
  const now = () => deps.clock.now();

  /**
   * Ends a session replaced by a new sign-in; the servers that keep it forget it (a message for
   * no device: the browser that signed in again holds the new cookie).
   */
  async function endSession(token: string): Promise<void> {
    const tokenHash = hashToken(token);
    const householdId = await repo.deleteSession(tokenHash);
    if (householdId !== undefined) await deps.bus.publish({ householdId, tokenHash });
  }

  /** Tells every instance that the household's account answer changed (issue 20). */
  const accountChanged = (householdId: string) => deps.bus.publish({ householdId });

  function sessionFrom(tokenHash: string, row: SessionRow): Session {
    return {
      tokenHash,
      householdId: row.household_id,
      pinVerifiedAt: row.pin_verified_at,
      createdAt: row.created_at,
      parentalLimit: isParentalLimit(row.parental_limit) ? row.parental_limit : null,
    };
  }

  /** A new session; one continuing another (a hand-over) starts when that one did. */
  async function startSession(
    householdId: string,
    pinVerified: boolean,
    continuing?: { createdAt: number },
  ): Promise<string> {
    const token = newAuthToken();
    const t = now();
    const createdAt = Math.min(t, continuing?.createdAt ?? t);
    await repo.createSession({
      token_hash: hashToken(token),
      household_id: householdId,
      created_at: createdAt,
      last_seen_at: t,
      expires_at: Math.min(t + ttlMs, createdAt + absoluteMs),
      pin_verified_at: pinVerified ? t : null,
    });
    return token;
  }

  /** The household answering sign-in, or the refusal its state calls for (account spec §8). */
  async function refuseUnusable(household: HouseholdRow) {
    const terminals = await repo.terminalsOf(household.id);
    const refusal = signInRefusal({
      status: household.status,
      isDefault: household.is_default === 1,
      terminals: terminals.map((t) => ({
        activationStatus: t.activation_status,
        isValid: t.is_valid === 1,
        serial: t.serial,
        mac: t.mac,
      })),
    });
    if (refusal) {
      // An invalid box is worded by provider (account spec §8): retail customers are sent to
      // the retail site, so the answer names the provider, as the account answer would. A
      // suspended or disabled account is told whom to contact: its provider or us (issue 18.5).
      const namesProvider = ['INVALID_TERMINAL', 'ERR_SUSPENDED', 'ERR_NO_CATALOGUE'];
      const extra = namesProvider.includes(refusal.code)
        ? { isp: { name: household.isp_name } }
        : undefined;
      throw new AppError(refusal.code, refusal.message, { extra });
    }
  }

  /**
   * The live session of a token, sliding its expiry forward; null when unknown or expired.
   * `kept`: the account check's read (every page load), which may use a session row read a
   * few seconds ago (deps.sessions); its expiry is still judged now, by the app's clock, and a
   * sign-out anywhere has made the servers forget it.
   */
  async function sessionOf(token: string | null, { kept = false } = {}): Promise<Session | null> {
    if (!token) return null;
    const tokenHash = hashToken(token);
    const t = now();
    const cache = kept ? deps.sessions : undefined;
    const cached = cache?.session(tokenHash);
    if (
      cached &&
      cached.expires_at > t &&
      cached.created_at + absoluteMs > t &&
      t - cached.last_seen_at <= TOUCH_EVERY_MS
    ) {
      return sessionFrom(tokenHash, cached);
    }
    const ticket = cache?.sessionTicket();
    let row = await repo.findSession(tokenHash, t);
    if (!row || row.created_at + absoluteMs <= t) return null;
    if (t - row.last_seen_at > TOUCH_EVERY_MS) {
      const expiresAt = Math.min(t + ttlMs, row.created_at + absoluteMs);
      await repo.touchSession(tokenHash, t, expiresAt);
      row = { ...row, last_seen_at: t, expires_at: expiresAt };
    }
    if (cache && ticket !== undefined) cache.keepSession(tokenHash, row, ticket);
    return sessionFrom(tokenHash, row);
  }

  /** A sensitive action needs a PIN proven within the same flow (account spec §6). */
  function requirePinProof(session: Session): void {
    if (session.pinVerifiedAt === null || now() - session.pinVerifiedAt > PIN_PROOF_VALID_MS) {
      throw new AppError('ERR_PIN_REQUIRED', 'Enter your PIN to continue.');
    }
  }

  async function household(householdId: string): Promise<HouseholdRow> {
    const row = await repo.findHousehold(householdId);
    if (!row) throw new AppError('NOT_AUTHENTICATED', 'Your session has expired.');
    return row;
  }

  return {
    /**
     * POST /v3/authenticate. Without a code: the default anonymous household, no session.
     * With a code and no PIN set: a session (the client goes on to set a PIN).
     * With a PIN set: MISSING_PIN until the PIN is given (or, for a caller that asks so, the
     * answer that a PIN is required: decision 0057), then a session.
     */
    async authenticate(input: {
      activationCode: string;
      pin: string | undefined;
      previousToken: string | null;
      /** Who asks (the client's address): failed guesses count against it. */
      client: string;
      /** A missing PIN is an answer, not a refusal (the web's code step, decision 0057). */
      pinPromptOk?: boolean;
    }): Promise<
      | { kind: 'session'; householdId: string; token: string | null }
      | { kind: 'pin-required'; householdId: string }
    > {
      const code = input.activationCode.trim().toUpperCase();
      if (code === '') {
        const anonymous = await repo.findDefaultHousehold();
        if (!anonymous) throw new AppError('ERR_UNAVAILABLE', 'The catalogue is not ready yet.');
        return { kind: 'session', householdId: anonymous.id, token: null };
      }
      // A wrong activation code is a failed guess too (codes are the first half of a sign-in).
      await deps.guesses.admit(input.client);
      const household = await repo.findHouseholdByCode(code);
      if (!household) {
        await deps.guesses.fail(input.client);
        throw new AppError('ERR_INVALID_ACTIVATION_CODE', 'Invalid activation code');
      }
      await refuseUnusable(household);

      let pinVerified = false;
      if (household.pin_hash !== null) {
        if (input.pin === undefined) {
          // "alreadyActivated" (account spec §4): the client learns the household has a PIN and
          // asks for it. No session and nothing of the account beyond that.
          if (input.pinPromptOk) return { kind: 'pin-required', householdId: household.id };
          throw new AppError('MISSING_PIN', 'Enter your PIN to continue.', {
            extra: { household: { uuid: household.id, user_defined_pin: true } },
          });
        }
        await checkPin(household.id, input.pin, input.client);
        pinVerified = true;
      }
      if (input.previousToken) await endSession(input.previousToken);
      const token = await startSession(household.id, pinVerified);
      return { kind: 'session', householdId: household.id, token };
    },

    /**
     * One guess at a household's retail password, counted with its PIN guesses (the retail
     * module's logon uses it).
     */
    guessPassword: (householdId: string, password: string, client: string) =>
      checkGuess(householdId, 'password', password, client),

    /**
     * A guess at a secret nobody has (an unknown retail address): the same budget check, the
     * same scrypt and the same failure count as a wrong guess at a real one.
     */
    async guessNobody(guess: string, client: string): Promise<void> {
      await admitGuess(client, guess);
      await spendDecoy(guess);
      await deps.guesses.fail(client);
    },

    /**
     * Starts a session for a household whose secret was just proven otherwise (the retail
     * e-mail logon), after the same refusals as a code sign-in. No PIN is proven by it.
     */
    async openSession(household: HouseholdRow, previousToken: string | null): Promise<string> {
      await refuseUnusable(household);
      if (previousToken) await endSession(previousToken);
      return startSession(household.id, false);
    },

    async validatePin(session: Session, pin: string, client: string): Promise<void> {
      await checkPin(session.householdId, pin, client);
      await repo.markPinVerified(session.tokenHash, now());
    },

    /** POST /v2/subscriber/parental_controls: a sensitive change, so the PIN comes first. */
    async setParentalLimit(session: Session, limit: ParentalLimit | null): Promise<void> {
      requirePinProof(session);
      await repo.setParentalLimit(session.householdId, limit);
      await accountChanged(session.householdId);
    },

    /** POST /v2/subscriber/update: sets the PIN (a change needs the current PIN proven first). */
    async updateSubscriber(
      session: Session,
      input: { pin?: string; privacy?: boolean; gen2_only?: boolean },
    ) {
      if (input.pin !== undefined) {
        const { pinHash } = await repo.pinState(session.householdId);
        if (pinHash !== null) requirePinProof(session);
        if (isTrivialPin(input.pin)) throw new AppError('ERR_VALIDATION', TRIVIAL_PIN_MESSAGE);
        await repo.setPin(session.householdId, await hashSecret(input.pin));
        await repo.markPinVerified(session.tokenHash, now());
      }
      await repo.setPreferences(session.householdId, {
        privacy: input.privacy === undefined ? undefined : input.privacy ? 1 : 0,
        gen2_only: input.gen2_only === undefined ? undefined : input.gen2_only ? 1 : 0,
      });
      await accountChanged(session.householdId);
    },

    /** Ends every session of the household, on every device and instance (sessions live in the database). */
    async invalidateAll(session: Session): Promise<number> {
      requirePinProof(session);
      const ended = await repo.deleteSessionsOf(session.householdId);
      await deps.bus.publish({
        householdId: session.householdId,
        message: 'AUTHENTICATION_INVALIDATED',
      });
      return ended;
    },

    /**
     * A single-use sign-in hand-over code for a link (account spec §2 auth_cookie), good for 5
     * minutes: the link never carries the session token itself.
     */
    async createHandoverCode(
      session: Session,
    ): Promise<{ code: string; expiresInSeconds: number }> {
      const code = newAuthToken();
      const t = now();
      await repo.createHandoverCode({
        code_hash: hashToken(code),
        household_id: session.householdId,
        created_at: t,
        expires_at: t + HANDOVER_CODE_VALID_MS,
        session_created_at: session.createdAt,
      });
      return { code, expiresInSeconds: HANDOVER_CODE_VALID_MS / 1000 };
    },

    /**
     * Redeems a hand-over code: a new session for its household. A browser already signed in to
     * that household keeps its session. One signed in to another household is not switched
     * without asking (ERR_OTHER_HOUSEHOLD_SIGNED_IN, the code still unused) unless `replace`.
     */
    async redeemHandoverCode(input: {
      code: string;
      currentToken: string | null;
      replace: boolean;
    }): Promise<{ householdId: string; token: string | null }> {
      const codeHash = hashToken(input.code);
      const found = await repo.findHandoverCode(codeHash, now());
      if (!found) throw handoverRefused();
      const current = await sessionOf(input.currentToken);
      if (current && current.householdId !== found.household_id && !input.replace) {
        throw new AppError(
          'ERR_OTHER_HOUSEHOLD_SIGNED_IN',
          'Another household is signed in on this browser. Sign it out and continue with the link?',
        );
      }
      if (!(await repo.consumeHandoverCode(codeHash, now()))) throw handoverRefused();
      if (current && current.householdId === found.household_id) {
        return { householdId: found.household_id, token: null };
      }
      const target = await household(found.household_id);
      await refuseUnusable(target);
      if (input.currentToken) await endSession(input.currentToken);
      // The link's session ends when the one that made the code does (issue 32 item 5).
      const continuing =
        found.session_created_at === null ? undefined : { createdAt: found.session_created_at };
      return {
        householdId: target.id,
        token: await startSession(target.id, false, continuing),
      };
    },

    sessionOf,
    requirePinProof,
    household,

    async signOut(token: string | null): Promise<void> {
      if (!token) return;
      const tokenHash = hashToken(token);
      const session = await repo.findSession(tokenHash, now());
      await repo.deleteSession(tokenHash);
      if (session) {
        await deps.bus.publish({
          householdId: session.household_id,
          message: 'NOT_AUTHENTICATED',
          tokenHash,
        });
      }
    },

    /** Whether a session still exists and has not expired (live sockets check now and then). */
    async isSessionLive(tokenHash: string): Promise<boolean> {
      const row = await repo.findSession(tokenHash, now());
      return row !== undefined && row.created_at + absoluteMs > now();
    },

    sessionMaxAgeSeconds: Math.floor(ttlMs / 1000),
  };
}

function handoverRefused(): AppError {
  return new AppError('AUTH_FAILED', 'This sign-in link has expired or was used already.');
}

export type AuthService = ReturnType<typeof createAuthService>;
