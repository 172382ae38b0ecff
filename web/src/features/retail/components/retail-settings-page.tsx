import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { paths } from '#app/config/paths.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import { ErrorState } from '#app/ui/error-state.tsx';
import { PageTitle } from '#app/ui/page-title.tsx';
import { Spinner } from '#app/ui/spinner.tsx';
import { retailCredentialsQuery } from '#app/features/retail/api/retail-credentials.ts';
import { RetailCredentialsForm } from './retail-credentials-form.tsx';
import './retail.css';

interface RetailSettingsPageProps {
  /**
   * Change PIN and sign out all devices, behind the PIN as on the main site (account spec §6),
   * given by the app, which composes features; each gets the id its heading must carry.
   */
  renderSecurity?: (ids: { pin: string; signOut: string }) => {
    changePin: ReactNode;
    signOutEverywhere: ReactNode;
  };
}

/** /account_retail/settings: the retail customer's account, e-mail logon and further pages. */
export function RetailSettingsPage({ renderSecurity }: RetailSettingsPageProps) {
  const { t } = useTranslation();
  const { account } = useSession();
  const ids = {
    page: useId(),
    account: useId(),
    login: useId(),
    more: useId(),
    pin: useId(),
    signOut: useId(),
  };
  const security = renderSecurity?.({ pin: ids.pin, signOut: ids.signOut });

  return (
    <section className="retail-page" aria-labelledby={ids.page}>
      <PageTitle title={t('retail.settings.title')} />
      <h1 id={ids.page}>{t('retail.settings.title')}</h1>
      <p className="retail-page__intro">{t('retail.settings.intro')}</p>

      {account && (
        <section className="retail-panel" aria-labelledby={ids.account}>
          <h2 id={ids.account}>{t('retail.settings.account.heading')}</h2>
          <p>{t('retail.settings.account.provider', { name: account.isp.name })}</p>
        </section>
      )}

      <section className="retail-panel" aria-labelledby={ids.login}>
        <h2 id={ids.login}>{t('retail.settings.login.heading')}</h2>
        <EmailLogon />
      </section>

      {security && (
        <section className="retail-panel" aria-labelledby={ids.pin}>
          {security.changePin}
        </section>
      )}

      <nav className="retail-panel" aria-labelledby={ids.more}>
        <h2 id={ids.more}>{t('retail.settings.more.heading')}</h2>
        <ul className="retail-links">
          <li>
            <Link to={paths.retailCredits.getHref()}>{t('retail.settings.more.credits')}</Link>
          </li>
          <li>
            <Link to={paths.retailHelp.getHref()}>{t('retail.settings.more.help')}</Link>
          </li>
          <li>
            <Link to={paths.retailPartnerApps.getHref()}>
              {t('retail.settings.more.partnerApps')}
            </Link>
          </li>
        </ul>
      </nav>

      {security && (
        <section className="retail-panel" aria-labelledby={ids.signOut}>
          {security.signOutEverywhere}
        </section>
      )}
    </section>
  );
}

function EmailLogon() {
  const { t } = useTranslation();
  const credentials = useQuery(retailCredentialsQuery());
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  if (credentials.isPending) return <Spinner label={t('retail.loading')} size="small" />;
  if (credentials.isError) {
    return (
      <ErrorState
        title={t('retail.settings.login.loadFailed')}
        error={credentials.error}
        onRetry={() => void credentials.refetch()}
      />
    );
  }
  const { email } = credentials.data;

  return (
    <>
      {saved && (
        <p className="retail-done" role="status">
          {t('retail.settings.login.saved', { email: saved })}
        </p>
      )}
      {!editing && (
        <p>
          {email ? t('retail.settings.login.current', { email }) : t('retail.settings.login.none')}
        </p>
      )}
      {editing ? (
        <RetailCredentialsForm
          initialEmail={email}
          onSaved={(stored) => {
            setEditing(false);
            setSaved(stored);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setSaved(null);
            setEditing(true);
          }}
        >
          {email ? t('retail.settings.login.change') : t('retail.settings.login.start')}
        </button>
      )}
    </>
  );
}
