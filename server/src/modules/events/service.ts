import type { Kysely } from 'kysely';
import type { UsageEvent } from '@app/domain';
import type { Clock } from '#app/clock.ts';
import type { Database } from '#app/db/tables.ts';
import { createEventsRepo } from './repo.ts';

export function createEventsService(deps: { db: Kysely<Database>; clock: Clock }) {
  const repo = createEventsRepo(deps.db);
  return {
    /**
     * Stores a batch of usage events in one statement. The household is the session's, whatever
     * the event says, so one household's events can never be filed under another's.
     */
    async record(events: UsageEvent[], householdId: string | null): Promise<number> {
      const receivedAt = deps.clock.now();
      await repo.insertMany(
        events.map((e) => ({
          household_id: householdId,
          name: e.eventName,
          data_json: JSON.stringify(e.data),
          received_at: receivedAt,
        })),
      );
      return events.length;
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
