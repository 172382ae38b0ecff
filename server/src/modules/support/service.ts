import type { Kysely } from 'kysely';
import type {
  ContactAnswer,
  ContactEnquiry,
  InsidersRegisterAnswer,
  InsidersUnregisterAnswer,
} from '@app/domain';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/tables.ts';
import { createSupportRepo } from './repo.ts';

/** Contact-us enquiries and the insiders (beta) programme (marketing spec §2.3). */
export function createSupportService(deps: { db: Kysely<Database>; clock: Clock }) {
  const repo = createSupportRepo(deps.db);
  return {
    /**
     * Stores an enquiry, filed under the session's household when there is one. A filled honeypot
     * is a bot: answered as a success, stored nowhere.
     */
    async contact(enquiry: ContactEnquiry, householdId: string | null): Promise<ContactAnswer> {
      if (enquiry.website.trim() !== '') return { received: true };
      await repo.addEnquiry({
        form: enquiry.form,
        name: enquiry.name,
        email: enquiry.email,
        phone: enquiry.phone,
        box_id: enquiry.boxId,
        topic: enquiry.topic,
        message: enquiry.message,
        household_id: householdId,
        created_at: deps.clock.now(),
      });
      return { received: true };
    },

    async registerInsider(input: {
      name: string;
      email: string;
      boxId: string;
    }): Promise<InsidersRegisterAnswer> {
      // A repeat registration changes nothing and is answered as the first one was.
      await repo.register({
        name: input.name,
        email: input.email.toLowerCase(),
        box_id: input.boxId,
        created_at: deps.clock.now(),
      });
      return { received: true };
    },

    async unregisterInsider(input: {
      email: string;
      boxId: string;
    }): Promise<InsidersUnregisterAnswer> {
      const removed = await repo.unregister(
        input.email.toLowerCase(),
        input.boxId,
        deps.clock.now(),
      );
      return { removed };
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
