import type { Kysely } from 'kysely';
import type { PinGuessState } from '@app/domain';
import type { Database } from '#app/db/tables.ts';

/** SQL for households, terminals and sessions. */
export function createAuthRepo(db: Kysely<Database>) {
  return {
    async findHouseholdByCode(activationCode: string) {
      return db
        .selectFrom('households')
        .innerJoin('isps', 'isps.id', 'households.isp_id')
        .selectAll('households')
        .select(['isps.name as isp_name', 'isps.purchase_disabled'])
        .where('households.activation_code', '=', activationCode)
        .executeTakeFirst();
    },

    async findDefaultHousehold() {
      return db
        .selectFrom('households')
        .select(['id'])
        .where('is_default', '=', 1)
        .orderBy('id')
        .executeTakeFirst();
    },

    async findHousehold(id: string) {
      return db
        .selectFrom('households')
        .innerJoin('isps', 'isps.id', 'households.isp_id')
        .selectAll('households')
        .select(['isps.name as isp_name', 'isps.purchase_disabled'])
        .where('households.id', '=', id)
        .executeTakeFirst();
    },

    async terminalsOf(householdId: string) {
      return db
        .selectFrom('terminals')
        .select(['type', 'activation_status', 'serial', 'mac', 'is_valid'])
        .where('household_id', '=', householdId)
        .orderBy('id')
        .execute();
    },

    /**
     * Stores a counted PIN attempt, only if nobody counted one since `seen` was read (compare and
     * set), so parallel guesses on any number of instances share one count.
     */
    async storePinAttempt(householdId: string, seen: PinGuessState, next: PinGuessState) {
      const result = await db
        .updateTable('households')
        .set({
          pin_failed_attempts: next.failedAttempts,
          pin_failures_since: next.failuresSince,
          pin_locked_until: next.lockedUntil,
        })
        .where('id', '=', householdId)
        .where('pin_failed_attempts', '=', seen.failedAttempts)
        .where((eb) =>
          seen.failuresSince === null
            ? eb('pin_failures_since', 'is', null)
            : eb('pin_failures_since', '=', seen.failuresSince),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async pinState(householdId: string) {
      const row = await db
        .selectFrom('households')
        .select([
          'pin_hash',
          'password_hash',
          'pin_failed_attempts',
          'pin_failures_since',
          'pin_locked_until',
        ])
        .where('id', '=', householdId)
        .executeTakeFirstOrThrow();
      const guesses: PinGuessState = {
        failedAttempts: row.pin_failed_attempts,
        failuresSince: row.pin_failures_since,
        lockedUntil: row.pin_locked_until,
      };
      return { pinHash: row.pin_hash, passwordHash: row.password_hash, guesses };
    },

    async clearPinFailures(householdId: string) {
      await db
        .updateTable('households')
        .set({ pin_failed_attempts: 0, pin_failures_since: null, pin_locked_until: null })
        .where('id', '=', householdId)
        .where('pin_failed_attempts', '>', 0)
        .execute();
    },

    async setPin(householdId: string, pinHash: string) {
      await db
        .updateTable('households')
        .set({
          pin_hash: pinHash,
          pin_failed_attempts: 0,
          pin_failures_since: null,
          pin_locked_until: null,
        })
        .where('id', '=', householdId)
        .execute();
    },

    async setPreferences(householdId: string, prefs: { privacy?: 0 | 1; gen2_only?: 0 | 1 }) {
      if (prefs.privacy === undefined && prefs.gen2_only === undefined) return;
      await db.updateTable('households').set(prefs).where('id', '=', householdId).execute();
    },

    async createSession(row: Database['sessions']) {
      await db.insertInto('sessions').values(row).execute();
    },

    async findSession(tokenHash: string, now: number) {
      return db
        .selectFrom('sessions')
        .innerJoin('households', 'households.id', 'sessions.household_id')
        .selectAll('sessions')
        .select('households.parental_limit')
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.expires_at', '>', now)
        .executeTakeFirst();
    },

    async setParentalLimit(householdId: string, limit: string | null) {
      await db
        .updateTable('households')
        .set({ parental_limit: limit })
        .where('id', '=', householdId)
        .execute();
    },

    async touchSession(tokenHash: string, now: number, expiresAt: number) {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: now, expires_at: expiresAt })
        .where('token_hash', '=', tokenHash)
        .execute();
    },

    async markPinVerified(tokenHash: string, now: number) {
      await db
        .updateTable('sessions')
        .set({ pin_verified_at: now })
        .where('token_hash', '=', tokenHash)
        .execute();
    },

    /** Ends a session; answers its household, or undefined when there was none. */
    async deleteSession(tokenHash: string): Promise<string | undefined> {
      const ended = await db
        .deleteFrom('sessions')
        .where('token_hash', '=', tokenHash)
        .returning('household_id')
        .executeTakeFirst();
      return ended?.household_id;
    },

    async createHandoverCode(row: Database['handover_codes']) {
      await db.insertInto('handover_codes').values(row).execute();
    },

    async findHandoverCode(codeHash: string, now: number) {
      return db
        .selectFrom('handover_codes')
        .select(['household_id', 'session_created_at'])
        .where('code_hash', '=', codeHash)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    /** Uses a code up: true for the one request that deleted it (single use under races). */
    async consumeHandoverCode(codeHash: string, now: number): Promise<boolean> {
      const result = await db
        .deleteFrom('handover_codes')
        .where('code_hash', '=', codeHash)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    async deleteSessionsOf(householdId: string) {
      const result = await db
        .deleteFrom('sessions')
        .where('household_id', '=', householdId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
export type SessionRow = NonNullable<Awaited<ReturnType<AuthRepo['findSession']>>>;
export type HouseholdRow = NonNullable<Awaited<ReturnType<AuthRepo['findHousehold']>>>;
