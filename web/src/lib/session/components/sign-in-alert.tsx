import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { isDirectAccount } from '@app/domain';
import { pinRules } from './pin-rules.ts';
import { Link } from 'react-router';
import { isApiError } from '#app/api/client.ts';
import { useErrorMessage } from '#app/ui/error-state.tsx';
import { paths } from '#app/config/paths.ts';
import {
  pinWarningIn,
  refusalProviderOf,
  type SignInProblem,
} from '#app/lib/session/sign-in-problems.ts';

interface SignInAlertProps {
  problem: SignInProblem;
  /** The server's own words, used where the spec says so (ERR_PIN_LOCKED) or ours do not know (a refused PIN). */
  serverMessage?: string;
  /** The refusal itself: its provider and when to try again shape the next step. */
  error?: unknown;
}

/**
 * A sign-in failure in the words of account spec §8, announced as it appears, with what the
 * customer can do next under it (issue 18.5): why and whom to contact, or where the code is.
 */
export function SignInAlert({ problem, serverMessage, error }: SignInAlertProps) {
  const { t } = useTranslation();
  const { title, text } = useProblemWords(problem, serverMessage, error);
  // Partner customers are told to call their provider; our own customers get our contact form.
  const named = refusalProviderOf(error);
  const provider = named && !isDirectAccount(named) ? named : '';
  // After the 3rd and 4th wrong PIN: the tries left before the lock and how long it lasts (18.7).
  const pinWarning = problem === 'incorrectPin' ? pinWarningIn(error) : undefined;
  return (
    <div className="sign-in-alert" role="alert">
      <p className="sign-in-alert__title">{title}</p>
      {text && <p className="sign-in-alert__text">{text}</p>}
      {pinWarning && (
        <p className="sign-in-alert__text">
          {t('signIn.problems.incorrectPin.triesLeft', {
            count: pinWarning.attemptsLeft,
            minutes: pinWarning.lockMinutes,
          })}
        </p>
      )}
      {problem === 'invalidTerminalRetail' && (
        <p className="sign-in-alert__text">
          <Link to={paths.retailSite.getHref()}>
            {t('signIn.problems.invalidTerminalRetail.link')}
          </Link>
        </p>
      )}
      {problem === 'accountSuspended' && (
        <p className="sign-in-alert__text">
          {provider ? (
            t('signIn.problems.suspended.contactProvider', { provider })
          ) : (
            <Link to={paths.contactUs.getHref()}>{t('signIn.problems.suspended.contactUs')}</Link>
          )}
        </p>
      )}
      {problem === 'accountDisabled' && (
        <p className="sign-in-alert__text">
          {provider ? (
            t('signIn.problems.disabledContactProvider', { provider })
          ) : (
            <Link to={paths.contactUs.getHref()}>{t('signIn.problems.disabledContactUs')}</Link>
          )}
        </p>
      )}
      {problem === 'invalidCode' && (
        <p className="sign-in-alert__text">
          <Link to={paths.whereIsMyCode.getHref()}>{t('signIn.problems.invalidCode.help')}</Link>
        </p>
      )}
    </div>
  );
}

/**
 * A failed account change (a setting saved after the PIN) in the words of its refusal, in the
 * sign-in alert's look; nothing while `error` is null.
 */
export function FailureAlert({ error }: { error: unknown }) {
  const message = useErrorMessage(error);
  if (error === null) return null;
  return (
    <div className="sign-in-alert" role="alert">
      <p className="sign-in-alert__title">{message}</p>
    </div>
  );
}

function useProblemWords(
  problem: SignInProblem,
  serverMessage: string | undefined,
  error: unknown,
): { title: string; text: string | null } {
  const { t } = useTranslation();
  switch (problem) {
    case 'invalidTerminal':
      return {
        title: t('signIn.problems.accountRestricted'),
        text: t('signIn.problems.invalidTerminal'),
      };
    case 'invalidTerminalRetail':
      return {
        title: t('signIn.problems.accountRestricted'),
        text: t('signIn.problems.invalidTerminalRetail.text'),
      };
    case 'accountSuspended':
      return {
        title: t('signIn.problems.accountRestricted'),
        text: t('signIn.problems.suspended.why'),
      };
    case 'notActivated':
      return { title: t('signIn.problems.notActivated'), text: null };
    case 'activeBoxRequired':
      return { title: t('signIn.problems.activeBoxRequired'), text: null };
    case 'invalidCode':
      return {
        title: t('signIn.problems.invalidCode.title'),
        text: t('signIn.problems.invalidCode.text'),
      };
    case 'accountDisabled':
      return {
        title: t('signIn.problems.accountDisabled.title'),
        text: t('signIn.problems.accountDisabled.text'),
      };
    case 'incorrectPin':
      return {
        title: t('signIn.problems.incorrectPin.title'),
        text: t('signIn.problems.incorrectPin.text'),
      };
    case 'pinLocked':
      return { title: serverMessage || t('signIn.problems.pinLocked'), text: null };
    case 'pinRefused':
      // The server's reason, whichever rule refused the PIN (issue 38.1).
      return { title: t('session.pin.refused'), text: serverMessage || pinRules(t) };
    case 'sessionExpired':
      return { title: t('session.expired'), text: null };
    case 'trafficLimited': {
      const seconds = isApiError(error) ? error.retryAfterSeconds : null;
      return {
        title: t('signIn.problems.trafficLimited.title'),
        text:
          seconds === null
            ? t('signIn.problems.trafficLimited.later')
            : t('signIn.problems.trafficLimited.inMinutes', { count: Math.ceil(seconds / 60) }),
      };
    }
    case 'connection':
      return { title: t('errors.network-or-server-connection-error'), text: null };
  }
}
