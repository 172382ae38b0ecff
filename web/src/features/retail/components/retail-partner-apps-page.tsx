import { useId } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { RETAIL_PARTNER_APPS } from '@app/domain';
import { PageTitle } from '#app/ui/page-title.tsx';
import './retail.css';

/** /account_retail/partner-apps: the streaming apps on the box, each to its help page. */
export function RetailPartnerAppsPage() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="retail-page" aria-labelledby={headingId}>
      <PageTitle title={t('retail.partnerApps.title')} />
      <h1 id={headingId}>{t('retail.partnerApps.title')}</h1>
      <p className="retail-page__intro">{t('retail.partnerApps.intro')}</p>
      <ul className="retail-cards" aria-label={t('retail.partnerApps.listLabel')}>
        {RETAIL_PARTNER_APPS.map((app) => (
          <li key={app.id} className="retail-card">
            <Link to={`/features/streaming-apps/${app.id}`}>{app.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
