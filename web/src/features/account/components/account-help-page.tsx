import { useId } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { paths } from '#app/config/paths.ts';
import { useDeviceWording } from '#app/lib/session/use-device-wording.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import { PageTitle } from '#app/ui/page-title.tsx';
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
      <StillNeedHelp />
      <p>
        <Link className="button" to={paths.faqs.getHref()}>
          {t('settings.helpPage.faqs')}
        </Link>
      </p>
    </section>
  );
}

/**
 * Where to turn next, by who is asking (marketing spec §1): retail customers write to us,
 * provider customers go to their provider first, standalone app users have no box to name.
 */
function StillNeedHelp() {
  const { t } = useTranslation();
  const headingId = useId();
  const session = useSession();
  const provider = session.account?.isp.name ?? '';
  const [text, category] = session.isRetail
    ? [t('support.accountHelp.retail'), 'retail']
    : session.isStandalone
      ? [t('support.accountHelp.standalone'), 'general']
      : session.isCustomer
        ? [t('support.accountHelp.provider', { provider }), 'isps']
        : [t('support.accountHelp.anonymous'), undefined];
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('support.accountHelp.heading')}</h2>
      <p>{text}</p>
      <p>
        <Link to={paths.contactUs.getHref(category)}>{t('support.accountHelp.contact')}</Link>
      </p>
    </section>
  );
}
