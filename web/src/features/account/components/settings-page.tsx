import { useId } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { paths } from '#app/config/paths.ts';
import { RestrictedAccountNotice } from '#app/lib/session/components/restricted-account-notice.tsx';
import { useSession } from '#app/lib/session/use-session.ts';
import { PageTitle } from '#app/ui/page-title.tsx';
import { AlertsSection } from './alerts-section.tsx';
import { ChangePinSection } from './change-pin-section.tsx';
import { ParentalControlsSection } from './parental-controls-section.tsx';
import { SignOutEverywhere } from './sign-out-everywhere.tsx';
import './account.css';

/**
 * /account/settings (mustLogIn; retail customers use the retail site): change PIN, packages,
 * credits, help, alerts (§8) and sign out all devices (account spec §2).
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const ids = {
    page: useId(),
    pin: useId(),
    parental: useId(),
    packages: useId(),
    credits: useId(),
    help: useId(),
    alerts: useId(),
    signOut: useId(),
  };
  const { isRestricted } = useSession();

  return (
    <section className="account-page" aria-labelledby={ids.page}>
      <PageTitle title={t('settings.title')} />
      <h1 id={ids.page}>{t('settings.title')}</h1>

      <section className="settings-section" aria-labelledby={ids.pin}>
        <ChangePinSection headingId={ids.pin} />
      </section>

      <section className="settings-section" aria-labelledby={ids.parental}>
        <ParentalControlsSection headingId={ids.parental} />
      </section>

      <section className="settings-section" aria-labelledby={ids.packages}>
        <h2 id={ids.packages}>{t('settings.packages.heading')}</h2>
        {isRestricted ? (
          <RestrictedAccountNotice />
        ) : (
          <>
            <p>{t('settings.packages.text')}</p>
            <Link to={paths.packageManagement.getHref()}>{t('settings.packages.link')}</Link>
          </>
        )}
      </section>

      <section className="settings-section" aria-labelledby={ids.credits}>
        <h2 id={ids.credits}>{t('settings.credits.heading')}</h2>
        <p>{t('settings.credits.text')}</p>
        <Link to={paths.credits.getHref()}>{t('settings.credits.link')}</Link>
      </section>

      <section className="settings-section" aria-labelledby={ids.help}>
        <h2 id={ids.help}>{t('settings.help.heading')}</h2>
        <p>{t('settings.help.text')}</p>
        <Link to={paths.accountHelp.getHref()}>{t('settings.help.link')}</Link>
      </section>

      <section className="settings-section" aria-labelledby={ids.alerts}>
        <AlertsSection headingId={ids.alerts} />
      </section>

      <section className="settings-section" aria-labelledby={ids.signOut}>
        <SignOutEverywhere headingId={ids.signOut} />
      </section>
    </section>
  );
}
