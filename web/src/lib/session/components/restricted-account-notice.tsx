import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import './sign-in-forms.css';

/**
 * Said where a restricted account (its provider disables purchases) would buy or manage packs
 * (account spec §6). Features show it instead of the action.
 */
export function RestrictedAccountNotice() {
  const { t } = useTranslation();
  return (
    <div className="sign-in-alert" role="note">
      <p className="sign-in-alert__title">{t('session.restricted.title')}</p>
      <p className="sign-in-alert__text">{t('session.restricted.text')}</p>
    </div>
  );
}
