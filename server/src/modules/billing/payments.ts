import type { Kysely } from 'kysely';
import type { Database, LedgerKind } from '#app/db/tables.ts';
import { AppError } from '#app/errors.ts';
import { createBillingRepo } from './repo.ts';

export interface Charge {
  householdId: string;
  kind: LedgerKind;
  /** Cents; more than 0. */
  amount: number;
  description: string;
  /** What is paid for (a purchase, a plan's period): one charge per household, kind and reference. */
  reference: string;
}

/**
 * How money is taken. Called inside the caller's transaction, so a failure later in the same
 * unit of work takes the charge back with it. A real card processor would sit behind the same
 * interface; the built-in one bills the household's account ledger.
 */
export interface PaymentGateway {
  /**
   * Checks that the household can pay before anything is written (a card processor's
   * authorisation); throws ERR_ISP_REFUSED ('Payment declined') when it cannot.
   */
  authorize(trx: Kysely<Database>, householdId: string, amount: number): Promise<void>;
  /** Authorises and takes the money: 'charged', or 'already-charged' when this reference was paid. */
  charge(
    trx: Kysely<Database>,
    charge: Charge,
    now: number,
  ): Promise<'charged' | 'already-charged'>;
}

export function createLedgerPayments(): PaymentGateway {
  async function authorize(trx: Kysely<Database>, householdId: string): Promise<void> {
    if ((await createBillingRepo(trx).paymentStatus(householdId)) === 'DECLINED') {
      throw new AppError('ERR_ISP_REFUSED', 'Payment declined');
    }
  }

  return {
    authorize,
    async charge(trx, charge, now) {
      await authorize(trx, charge.householdId);
      const added = await createBillingRepo(trx).addLedgerEntry({
        household_id: charge.householdId,
        kind: charge.kind,
        amount: charge.amount,
        description: charge.description,
        reference: charge.reference,
        created_at: now,
      });
      return added ? 'charged' : 'already-charged';
    },
  };
}
