import type { Generated } from 'kysely';

/**
 * Table types. Conventions shared by SQLite and PostgreSQL:
 * - times are epoch milliseconds in `*_at` columns (bigint);
 * - booleans are integers 0/1 (`Flag`), so the same queries run on both engines;
 * - lists and small objects are JSON text in columns named `*_json`;
 * - money is integer cents.
 */
export type Flag = 0 | 1;
export type Id = Generated<number>;
