import { isRetailProvider } from '@app/domain';
import { NETWORK_ERROR_CODE, isApiError } from '#app/api/client.ts';

/**
 * Why a sign-in step failed, as the sign-in error catalogue words it (account spec §8). Each
 * kind has its title (and text) under `signIn.problems` in the translations.
 */
export type SignInProblem =
  | 'invalidTerminalRetail'
  | 'invalidTerminal'
  | 'notActivated'
  | 'activeBoxRequired'
  | 'invalidCode'
  | 'accountDisabled'
  | 'accountSuspended'
  | 'incorrectPin'
  | 'pinLocked'
  | 'pinRefused'
  | 'sessionExpired'
  | 'trafficLimited'
  | 'connection';

/**
 * Why choosing a PIN failed (Set PIN, Change PIN): the server refuses a PIN too easy to guess
 * with ERR_VALIDATION and says why (issue 38.1); anything else is a sign-in problem.
 */
export function pinChoiceProblemOf(error: unknown): SignInProblem {
  return isApiError(error) && error.code === 'ERR_VALIDATION'
    ? 'pinRefused'
    : signInProblemOf(error);
}

/** The server's words for the box missing its serial and mac (docs/api.md, ERR_GENERAL). */
export const TERMINAL_MISSING_SERIAL_AND_MAC = 'Terminal missing serial and mac';

export function signInProblemOf(error: unknown): SignInProblem {
  if (!isApiError(error)) return 'connection';
  switch (error.code) {
    case 'INVALID_TERMINAL':
      return isRetailProvider(ispNameOf(error.answer))
        ? 'invalidTerminalRetail'
        : 'invalidTerminal';
    case 'NOT_ACTIVATED':
      return 'notActivated';
    case 'ERR_GENERAL':
      return error.message === TERMINAL_MISSING_SERIAL_AND_MAC
        ? 'activeBoxRequired'
        : 'invalidCode';
    case 'ERR_NO_CATALOGUE':
      return 'accountDisabled';
    case 'ERR_SUSPENDED':
      return 'accountSuspended';
    case 'ERR_INCORRECT_PIN':
      return 'incorrectPin';
    case 'ERR_PIN_LOCKED':
      return 'pinLocked';
    case 'NOT_AUTHENTICATED':
    case 'AUTH_FAILED':
      return 'sessionExpired';
    case 'ERR_RATE_LIMITED':
      // The limiter says nothing about the code: telling a right code "wrong" sends the
      // customer checking it for nothing (issue 18.5).
      return 'trafficLimited';
    case NETWORK_ERROR_CODE:
      return 'connection';
    default:
      // §8: any other sign-in failure reads as a wrong code.
      return 'invalidCode';
  }
}

/** The provider named in a refusal (INVALID_TERMINAL, ERR_SUSPENDED, ERR_NO_CATALOGUE). */
export function refusalProviderOf(error: unknown): string {
  return isApiError(error) ? ispNameOf(error.answer) : '';
}

function ispNameOf(answer: Readonly<Record<string, unknown>> | null): string {
  const isp = answer?.isp;
  if (typeof isp !== 'object' || isp === null) return '';
  const name = (isp as { name?: unknown }).name;
  return typeof name === 'string' ? name : '';
}

/** The warning a wrong-PIN answer carries once the lock draws near (issue 18.7). */
export interface PinWarning {
  attemptsLeft: number;
  lockMinutes: number;
}

/** The tries left and the lock's length from a wrong-PIN answer, when the server sent them. */
export function pinWarningIn(error: unknown): PinWarning | undefined {
  if (!isApiError(error) || error.code !== 'ERR_INCORRECT_PIN') return undefined;
  const { attemptsLeft, lockMinutes } = error.answer ?? {};
  if (typeof attemptsLeft !== 'number' || typeof lockMinutes !== 'number') return undefined;
  return { attemptsLeft, lockMinutes };
}
