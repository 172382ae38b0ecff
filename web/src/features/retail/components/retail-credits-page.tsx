import { useId } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { paths } from '#app/config/paths.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import { PageTitle } from '#app/ui/page-title.tsx';
import { Spinner } from '#app/ui/spinner.tsx';
import './retail.css';

/** /account_retail/credits: the household's movie and episode credits (account answer §3). */
export function RetailCreditsPage() {
  const { t } = useTranslation();
  const { account } = useSession();
  const headingId = useId();
  return (
    <section className="retail-page" aria-labelledby={headingId}>
      <PageTitle title={t('retail.credits.title')} />
      <h1 id={headingId}>{t('retail.credits.title')}</h1>
      <p className="retail-page__intro">{t('retail.credits.intro')}</p>
      {!account ? (
        <Spinner label={t('retail.loading')} />
      ) : account.free_vod_count + account.free_episode_count === 0 ? (
        <p className="retail-panel">{t('retail.credits.none')}</p>
      ) : (
        <ul className="retail-panel retail-links">
          <li>{t('retail.credits.movie', { count: account.free_vod_count })}</li>
          <li>{t('retail.credits.episode', { count: account.free_episode_count })}</li>
        </ul>
      )}
      <p>
        <Link to={paths.movieStore.getHref()}>{t('retail.credits.store')}</Link>
      </p>
    </section>
  );
}
