import { LRUCache } from 'lru-cache';
import { isLogoutMessage } from '@app/domain';

declare module 'fastify' {
  interface FastifyInstance {
    /** The account check's kept sessions and answers (tests wait on `heard`). */
    householdCache: { heard(): number };
  }
}

/**
 * What the account check (`authenticate_with_cookie`, every page load) keeps in memory so that a
 * repeated check reads nothing from the database (issue 20):
 *
 * - **sessions**: a token hash's session row, for a few seconds. Expiry is still judged on every
 *   use by the row's own times and the app's clock; a sign-out here forgets it at once, and one
 *   on another instance as soon as the message bus brings the word (`apply`).
 * - **household answers**: a household's serialised account answer, under the household's
 *   version. Every write that changes the answer bumps the version (through the bus, so on every
 *   instance), and an answer is kept only until the earliest instant at which time alone changes
 *   it (a pack or trial ending, a billing period beginning).
 *
 * An answer or a session read from the database while a change is being made may be older than
 * the change: each is kept only if nothing was forgotten since its read began (the tickets), so
 * a late read never brings back a signed-out session or an answer from before a purchase.
 */
export interface HouseholdCacheOptions {
  /** The app's clock (tests pin and advance it). */
  now: () => number;
  /** How long a session row is trusted without reading it again. */
  sessionMs: number;
  /** The longest an answer is kept (its `__meta__.timestamp` ages with it). */
  answerMs: number;
  maxSessions?: number;
  /** Bytes of kept answers (each counted with room for its compressed forms). */
  maxAnswerBytes?: number;
}

/** The fields of a session row the cache needs; the rest is carried as it is. */
export interface CachedSessionRow {
  household_id: string;
}

/** A household's version as a read began; keep an answer only if it is still the same. */
export interface AnswerTicket {
  readonly householdId: string;
  readonly record: HouseholdRecord<unknown>;
  readonly version: number;
}

interface HouseholdRecord<Answer> {
  version: number;
  answer?: { value: Answer; version: number; validUntil: number; bytes: number };
}

/** A message of the household bus, as far as the cache reads it. */
export interface HouseholdNotice {
  householdId: string;
  /** A message for the household's devices; absent for a change only servers hear of. */
  message?: string;
  /** Narrows the notice to one session. */
  tokenHash?: string;
}

export function createHouseholdCache<SessionRow extends CachedSessionRow, Answer>(
  options: HouseholdCacheOptions & { sizeOf: (answer: Answer) => number },
) {
  const sessions = new LRUCache<string, { row: SessionRow; readAt: number }>({
    max: options.maxSessions ?? 20_000,
  });
  /** Bumped whenever a session is forgotten: a read that began before must not be kept. */
  let sessionsForgotten = 0;
  const households = new LRUCache<string, HouseholdRecord<Answer>>({
    maxSize: options.maxAnswerBytes ?? 16 * 2 ** 20,
    sizeCalculation: (record) => 64 + (record.answer?.bytes ?? 0),
  });
  let heard = 0;

  function recordOf(householdId: string): HouseholdRecord<Answer> {
    let record = households.get(householdId);
    if (!record) {
      record = { version: 0 };
      households.set(householdId, record);
    }
    return record;
  }

  function forgetSessionsOf(householdId: string): void {
    sessionsForgotten++;
    for (const [tokenHash, kept] of sessions.entries()) {
      if (kept.row.household_id === householdId) sessions.delete(tokenHash);
    }
  }

  return {
    /** A session row read at most `sessionMs` ago, or undefined. */
    session(tokenHash: string): SessionRow | undefined {
      const kept = sessions.get(tokenHash);
      if (!kept) return undefined;
      if (options.now() - kept.readAt >= options.sessionMs) {
        sessions.delete(tokenHash);
        return undefined;
      }
      return kept.row;
    },

    /** Taken before a session is read from the database. */
    sessionTicket(): number {
      return sessionsForgotten;
    },

    keepSession(tokenHash: string, row: SessionRow, ticket: number): void {
      if (ticket !== sessionsForgotten) return;
      sessions.set(tokenHash, { row, readAt: options.now() });
    },

    /** The household's kept answer, if it is of the household's current version and still valid. */
    answer(householdId: string): Answer | undefined {
      const record = households.get(householdId);
      const answer = record?.answer;
      if (!record || !answer) return undefined;
      if (answer.version !== record.version || options.now() >= answer.validUntil) {
        delete record.answer;
        return undefined;
      }
      return answer.value;
    },

    /** Taken before the household's answer is read from the database. */
    answerTicket(householdId: string): AnswerTicket {
      const record = recordOf(householdId);
      return { householdId, record, version: record.version };
    },

    /** Keeps an answer unless the household changed (or was let go) since its ticket was taken. */
    keepAnswer(ticket: AnswerTicket, value: Answer, validUntil: number): void {
      const record = households.peek(ticket.householdId);
      if (record !== ticket.record || record.version !== ticket.version) return;
      const until = Math.min(validUntil, options.now() + options.answerMs);
      record.answer = {
        value,
        version: record.version,
        validUntil: until,
        bytes: options.sizeOf(value),
      };
      // Set again so that its size is counted.
      households.set(ticket.householdId, record);
    },

    /**
     * A household message, from this instance or another: any message bumps the household's
     * version; a logout or a change only servers hear of forgets the sessions it names (one
     * session with `tokenHash`, otherwise the household's).
     */
    apply(notice: HouseholdNotice): void {
      heard++;
      const record = households.peek(notice.householdId);
      if (record) {
        record.version++;
        delete record.answer;
      }
      if (notice.message === undefined || isLogoutMessage(notice.message)) {
        if (notice.tokenHash) {
          sessionsForgotten++;
          sessions.delete(notice.tokenHash);
        } else {
          forgetSessionsOf(notice.householdId);
        }
      }
    },

    /** Notices applied so far (tests wait for one from another instance). */
    heard(): number {
      return heard;
    },
  };
}

export type HouseholdCache<SessionRow extends CachedSessionRow, Answer> = ReturnType<
  typeof createHouseholdCache<SessionRow, Answer>
>;
