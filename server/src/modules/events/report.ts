import type { Kysely } from 'kysely';
import type { Database } from '#app/db/tables.ts';
import { createEventsRepo } from './repo.ts';

const DAY_MS = 86_400_000;

export interface EventCount {
  /** UTC day the events arrived, YYYY-MM-DD. */
  day: string;
  event: string;
  count: number;
}

/** The operator's view of usage events (issue 23): how many of each, per day. */
export async function eventCountsPerDay(db: Kysely<Database>): Promise<EventCount[]> {
  const rows = await createEventsRepo(db).countsPerDay();
  return rows.map((r) => ({
    day: new Date(r.day * DAY_MS).toISOString().slice(0, 10),
    event: r.name,
    count: r.count,
  }));
}

/** A plain text table: day, event, count, and each day's total. */
export function formatEventReport(counts: readonly EventCount[]): string {
  if (counts.length === 0) return 'No usage events stored.';
  const width = Math.max(5, ...counts.map((c) => c.event.length));
  const lines = [`${'day'.padEnd(10)}  ${'event'.padEnd(width)}  count`];
  let day = '';
  let total = 0;
  const closeDay = () => {
    if (day) lines.push(`${day}  ${'(all)'.padEnd(width)}  ${String(total).padStart(5)}`);
  };
  for (const c of counts) {
    if (c.day !== day) {
      closeDay();
      day = c.day;
      total = 0;
    }
    total += c.count;
    lines.push(`${c.day}  ${c.event.padEnd(width)}  ${String(c.count).padStart(5)}`);
  }
  closeDay();
  return lines.join('\n');
}
