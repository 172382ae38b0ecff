import type { LogEvent } from 'kysely';
import { Histogram } from 'prom-client';

/**
 * Database query time, by the statement's kind. One per process (every database the process
 * opens feeds it); http/metrics.ts adds it to the app's registry.
 */
export const queryDuration = new Histogram({
  name: 'db_query_duration_seconds',
  help: 'Database query time, by kind of statement and outcome.',
  labelNames: ['kind', 'outcome'] as const,
  buckets: [0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
  registers: [],
});

export function logQuery(event: LogEvent): void {
  const kind = event.query.query.kind.replace(/(Query)?Node$/, '').toLowerCase();
  queryDuration.observe(
    { kind, outcome: event.level === 'error' ? 'error' : 'ok' },
    event.queryDurationMillis / 1000,
  );
}
