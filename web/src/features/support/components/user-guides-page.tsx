import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link, useParams } from 'react-router';
import { LATEST_GUIDE_RELEASE, userGuideReleases } from '#app/content/help/support.ts';
import { paths } from '#app/config/paths.ts';
import { PageTitle } from '#app/ui/page-title.tsx';
import './support.css';
import { RedirectToNotFound } from '#app/lib/ssr/not-found.tsx';

/** /support/user-guides/{subPathName?}: the guides of a software release (3-30, 3-29). */
export function UserGuidesPage() {
  const { t } = useTranslation();
  const { subPathName } = useParams();
  const release = subPathName ?? LATEST_GUIDE_RELEASE;
  const guides = userGuideReleases[release];
  if (!guides) return <RedirectToNotFound />;
  const releaseName = (r: string) => t('support.guides.release', { release: r.replace('-', '.') });
  return (
    <div className="support-page">
      <PageTitle title={t('support.guides.title')} />
      <h1>{t('support.guides.title')}</h1>
      <nav aria-label={t('support.guides.releasesLabel')}>
        <ul className="support-categories">
          {Object.keys(userGuideReleases).map((r) => (
            <li key={r}>
              <Link
                to={paths.userGuides.getHref(r)}
                aria-current={r === release ? 'page' : undefined}
              >
                {releaseName(r)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2>{releaseName(release)}</h2>
      <ul>
        {guides.map((g) => (
          <li key={g.url}>
            <a href={g.url}>{t('support.guides.pdf', { name: g.name })}</a>
            {g.viewLink && (
              <>
                {' · '}
                <Link to={g.viewLink}>{t('support.guides.view', { name: g.name })}</Link>
              </>
            )}
          </li>
        ))}
      </ul>
      <p>
        <Link to={paths.supportVideos.getHref('setting up')}>{t('support.guides.videos')}</Link>
      </p>
    </div>
  );
}
