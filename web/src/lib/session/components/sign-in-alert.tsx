import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { PinWarning, SignInProblem } from '../sign-in-problems.ts';

interface SignInAlertProps {
  problem: SignInProblem;
  /** The server's own words, used where the spec says so (ERR_PIN_LOCKED). */
  serverMessage?: string;
  /** After the 3rd and 4th wrong PIN: the tries left before the lock, and how long it lasts. */
  pinWarning?: PinWarning | undefined;
}

/** A sign-in failure in the words of account spec §8, announced as it appears. */
export function SignInAlert({ problem, serverMessage, pinWarning }: SignInAlertProps) {
  const { t } = useTranslation();
  const { title, text } = useProblemWords(problem, serverMessage);
  return (
    <div className="sign-in-alert" role="alert">
      <p className="sign-in-alert__title">{title}</p>
      {text && <p className="sign-in-alert__text">{text}</p>}
      {problem === 'incorrectPin' && pinWarning && (
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
    </div>
  );
}

function useProblemWords(
  problem: SignInProblem,
  serverMessage: string | undefined,
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
      return { title: t('signIn.problems.accountRestricted'), text: null };
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
    case 'sessionExpired':
      return { title: t('session.expired'), text: null };
    case 'connection':
      return { title: t('errors.network-or-server-connection-error'), text: null };
  }
}
