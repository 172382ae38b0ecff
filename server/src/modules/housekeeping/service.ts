import type { Kysely } from 'kysely';
import type { Clock } from '#app/clock.ts';
import type { Database } from '#app/db/tables.ts';
import { createHousekeepingRepo } from './repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A purchase retried after this long is a new purchase: its idempotency key can go. */
export const IDEMPOTENCY_KEY_RETENTION_MS = 7 * DAY_MS;

export interface SweepResult {
  events: number;
  sessions: number;
  idempotencyKeys: number;
  handoverCodes: number;
}

/**
 * The scheduled sweep: usage events past their retention, ended sessions (sliding or absolute
 * lifetime) and old idempotency keys. Plain deletes, so it runs the same on both engines and on
 * any number of instances at once.
 */
export function createHousekeepingService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  eventRetentionDays: number;
  sessionAbsoluteMs: number;
}) {
  const repo = createHousekeepingRepo(deps.db);
  return {
    async sweep(): Promise<SweepResult> {
      const now = deps.clock.now();
      return {
        events: await repo.deleteEventsBefore(now - deps.eventRetentionDays * DAY_MS),
        sessions: await repo.deleteEndedSessions(now, now - deps.sessionAbsoluteMs),
        idempotencyKeys: await repo.deleteIdempotencyKeysBefore(now - IDEMPOTENCY_KEY_RETENTION_MS),
        handoverCodes: await repo.deleteExpiredHandoverCodes(now),
      };
    },
  };
}

export type HousekeepingService = ReturnType<typeof createHousekeepingService>;
