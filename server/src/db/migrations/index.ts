import type { Migration } from 'kysely/migration';
import * as initialSchema from './2026-11-21T00-initial-schema.ts';
import * as pinFailureWindow from './2026-11-22T00-pin-failure-window.ts';
import * as idempotencyKeys from './2026-11-22T01-idempotency-keys.ts';
import * as supportEnquiries from './2026-11-22T02-support-enquiries.ts';
import * as securityHardening from './2026-11-25T00-security-hardening.ts';
import * as parentalLimit from './2026-11-25T05-parental-limit.ts';
import * as newsSignups from './2026-11-25T10-news-signups.ts';
import * as handoverSessionStart from './2026-11-28T00-handover-session-start.ts';
import * as titleArtwork from './2026-11-28T08-title-artwork.ts';

/** Every migration, listed by hand in the order they run. Names are frozen once landed. */
export const migrations: Record<string, Migration> = {
  '2026-11-21T00-initial-schema': initialSchema,
  '2026-11-22T00-pin-failure-window': pinFailureWindow,
  '2026-11-22T01-idempotency-keys': idempotencyKeys,
  '2026-11-22T02-support-enquiries': supportEnquiries,
  '2026-11-25T00-security-hardening': securityHardening,
  '2026-11-25T05-parental-limit': parentalLimit,
  '2026-11-25T10-news-signups': newsSignups,
  '2026-11-28T00-handover-session-start': handoverSessionStart,
  '2026-11-28T08-title-artwork': titleArtwork,
};
