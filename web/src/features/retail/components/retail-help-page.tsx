import { useId } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { paths } from '#app/config/paths.ts';
import { PageTitle } from '#app/ui/page-title.tsx';
import './retail.css';

// Help for retail boxes lives in the help centre (marketing spec §2: retail-troubleshooting, the
// accountSuspended question, the retail contact form).
const TOPICS = [
  { key: 'code', to: paths.whereIsMyCode.getHref() },
  { key: 'troubleshooting', to: '/faqs/troubleshooting-and-help/retail-troubleshooting' },
  {
    key: 'suspended',
    to: '/faqs/troubleshooting-and-help/retail-troubleshooting/accountSuspended',
  },
  { key: 'contact', to: '/contact-us/retail' },
] as const;

/** /account_retail/help-dashboard: where a retail customer finds help. */
export function RetailHelpPage() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="retail-page" aria-labelledby={headingId}>
      <PageTitle title={t('retail.help.title')} />
      <h1 id={headingId}>{t('retail.help.title')}</h1>
      <p className="retail-page__intro">{t('retail.help.intro')}</p>
      <ul className="retail-cards">
        {TOPICS.map((topic) => (
          <li key={topic.key} className="retail-card">
            <Link to={topic.to}>{t(`retail.help.topics.${topic.key}.title`)}</Link>
            <p>{t(`retail.help.topics.${topic.key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
