import type { Account } from '@app/domain';
import { keptAnswer, type KeptAnswer } from '#app/http/response-cache/index.ts';
import type { HouseholdCache } from '#app/lib/household-cache.ts';
import type { SessionRow } from '#app/modules/auth/repo.ts';
import type { AccountService } from './service.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/** The account check's answer for a household: its kept bytes, or a fresh answer to send. */
export type AccountCheckAnswer =
  | { kind: 'kept'; kept: KeptAnswer }
  | {
      kind: 'fresh';
      account: Account;
      /** Keeps the bytes this answer is sent as, unless the household changed meanwhile. */
      keep(payload: string): void;
    };

/**
 * The account check (`authenticate_with_cookie`, every page load) answered from memory (issue
 * 20, decision 0036): a household's answer is serialised (and compressed) once per version of
 * the household and sent as bytes until a write changes it. Kept per household only, and asked
 * for only with the household of the request's own session.
 *
 * It stays correct only while every write that changes the account answer publishes a household
 * message on the bus (household-writes.test.ts holds every write to that).
 */
export function createAccountCheck(deps: {
  account: Pick<AccountService, 'accountUntil'>;
  households: Pick<
    HouseholdCache<SessionRow, KeptAnswer>,
    'answer' | 'answerTicket' | 'keepAnswer'
  >;
}) {
  return {
    async answerOf(householdId: string): Promise<AccountCheckAnswer> {
      const kept = deps.households.answer(householdId);
      if (kept) return { kind: 'kept', kept };
      // Taken before the read: an answer read while a change is made is not kept.
      const ticket = deps.households.answerTicket(householdId);
      const { account, validUntil } = await deps.account.accountUntil(householdId);
      return {
        kind: 'fresh',
        account,
        keep: (payload) =>
          deps.households.keepAnswer(ticket, keptAnswer(payload, JSON_TYPE), validUntil),
      };
    },
  };
}

export type AccountCheck = ReturnType<typeof createAccountCheck>;
