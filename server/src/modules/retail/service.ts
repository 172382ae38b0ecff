import type { Kysely } from 'kysely';
import { isRetailProvider, PIN_GUESS_LIMIT, RETAIL_PASSWORD_MESSAGES } from '@app/domain';
import type { Database } from '#app/db/tables.ts';
import { AppError } from '#app/errors.ts';
import { hashSecret } from '#app/modules/auth/secrets.ts';
import { isCommonPassword } from './common-passwords.ts';
import type { AuthService, Session } from '#app/modules/auth/service.ts';
import { createRetailRepo } from './repo.ts';

/**
 * The retail site's e-mail logon (marketing spec §1: retail customers sign in with an activation
 * code and PIN, or with e-mail and password). Sessions and the guessing limit are the auth
 * module's: a password guess counts against the same limit as a PIN guess.
 */
export function createRetailService(deps: { db: Kysely<Database>; auth: AuthService }) {
  const repo = createRetailRepo(deps.db);
  const { auth } = deps;

  async function retailHousehold(session: Session) {
    const household = await auth.household(session.householdId);
    if (!isRetailProvider(household.isp_name)) {
      throw new AppError('ERR_NOT_RETAIL', 'E-mail logon is for retail customers.');
    }
    return household;
  }

  return {
    /**
     * POST /v3/retail/authenticate. A wrong password, an unknown address and a locked household
     * all get the same answer, so the call cannot tell which addresses have an account.
     */
    async authenticate(input: {
      email: string;
      password: string;
      previousToken: string | null;
      client: string;
    }) {
      const household = await repo.findHouseholdByEmail(input.email);
      if (!household || !isRetailProvider(household.isp_name) || household.password_hash === null) {
        // The same work as a real address: budget, one scrypt, one counted failure.
        await auth.guessNobody(input.password, input.client);
        throw invalidCredentials();
      }
      const outcome = await auth.guessPassword(household.id, input.password, input.client);
      if (outcome.kind !== 'right') throw invalidCredentials();
      const token = await auth.openSession(household, input.previousToken);
      return { householdId: household.id, token };
    },

    /** GET /v3/retail/credentials: the household's logon e-mail, null without a password. */
    async credentials(session: Session): Promise<{ email: string | null }> {
      const household = await retailHousehold(session);
      return { email: household.password_hash === null ? null : household.email };
    },

    /**
     * POST /v3/retail/credentials. A sensitive action: the PIN comes with it, or was proven in
     * this session within the last 5 minutes (account spec §6).
     */
    async setCredentials(
      session: Session,
      input: { email: string; password: string; pin?: string | undefined },
      client: string,
    ): Promise<{ email: string }> {
      const household = await retailHousehold(session);
      if (input.pin !== undefined) await auth.validatePin(session, input.pin, client);
      else auth.requirePinProof(session);
      if (isCommonPassword(input.password)) {
        throw new AppError('ERR_VALIDATION', `password: ${RETAIL_PASSWORD_MESSAGES.common}`);
      }
      const owner = await repo.findHouseholdByEmail(input.email);
      if (owner && owner.id !== household.id) throw emailTaken();
      const passwordHash = await hashSecret(input.password);
      try {
        await repo.setCredentials(household.id, input.email, passwordHash);
      } catch (error) {
        // Another household took the address between the check and the write (unique index).
        if (await repo.findHouseholdByEmail(input.email)) throw emailTaken();
        throw error;
      }
      return { email: input.email };
    },
  };
}

function invalidCredentials(): AppError {
  return new AppError(
    'ERR_INVALID_CREDENTIALS',
    `The e-mail address or password is not right. After ${PIN_GUESS_LIMIT.attempts} wrong tries, logging on waits ${PIN_GUESS_LIMIT.lockMs / 60_000} minutes.`,
  );
}

function emailTaken(): AppError {
  return new AppError('ERR_EMAIL_TAKEN', 'That e-mail address is already used by another account.');
}

export type RetailService = ReturnType<typeof createRetailService>;
