import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { paths } from '#app/config/paths.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import './commerce.css';

/**
 * The credits bar (account spec §2): the movie and episode credits a signed-in customer has left,
 * with the way to their history. The layout shows it on account and store pages, except on routes
 * flagged hideCreditsBar. Retail customers keep their credits on the retail site (§6).
 */
export function CreditsBar() {
  const { t } = useTranslation();
  const { account, isCustomer, isRetail } = useSession();
  if (!account || !isCustomer || isRetail) return null;
  return (
    <aside className="credits-bar" aria-label={t('commerce.creditsBar.label')}>
      <ul>
        <li>{t('commerce.creditsBar.movie', { count: account.free_vod_count })}</li>
        <li>{t('commerce.creditsBar.episode', { count: account.free_episode_count })}</li>
      </ul>
      <Link to={paths.credits.getHref()}>{t('commerce.creditsBar.link')}</Link>
    </aside>
  );
}
