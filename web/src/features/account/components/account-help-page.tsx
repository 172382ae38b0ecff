import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useDeviceWording } from '../../../lib/session/use-device-wording.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import './account.css';

/** /account/help: short answers about the account, and the way to the help centre. */
export function AccountHelpPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const device = useDeviceWording();
  const topics = [
    { heading: t('settings.helpPage.codeHeading'), text: t(`settings.helpPage.code.${device}`) },
    { heading: t('settings.helpPage.pinHeading'), text: t(`settings.helpPage.pin.${device}`) },
    { heading: t('settings.helpPage.signOutHeading'), text: t('settings.helpPage.signOut') },
    { heading: t('settings.helpPage.watchHeading'), text: t(`settings.helpPage.watch.${device}`) },
  ];
  return (
    <section className="account-page" aria-labelledby={headingId}>
      <PageTitle title={t('settings.helpPage.title')} />
      <h1 id={headingId}>{t('settings.helpPage.title')}</h1>
      {topics.map((topic) => (
        <section key={topic.heading} className="settings-section">
          <h2>{topic.heading}</h2>
          <p>{topic.text}</p>
        </section>
      ))}
      <p>
        <Link className="button" to={paths.faqs.getHref()}>
          {t('settings.helpPage.faqs')}
        </Link>
      </p>
    </section>
  );
}
