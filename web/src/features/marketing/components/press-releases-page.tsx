import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link, useParams, useSearchParams } from 'react-router';
import { MARKETING_PAGE_SIZES } from '@app/domain';
import { pressMeta, pressReleases } from '#app/content/marketing/press-releases.ts';
import { PageHead } from './page-head.tsx';
import './marketing.css';

/** /press-releases/{article?}: the list 16 a page, or one article (marketing spec §2.3, §9). */
export function PressReleasesPage() {
  const { article } = useParams();
  if (article) return <PressArticle slug={article} />;
  return <PressList />;
}

function PressList() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const size = MARKETING_PAGE_SIZES.pressReleases;
  const pages = Math.ceil(pressReleases.length / size);
  const requested = Number(params.get('page') ?? '1');
  const page = Number.isInteger(requested) ? Math.min(Math.max(requested, 1), pages) : 1;
  const shown = pressReleases.slice((page - 1) * size, page * size);
  // Each page of the list has its own title and H1, so the pages differ in history and search.
  const title =
    page > 1
      ? t('marketing.press.listPageTitle', { title: pressMeta.title, page, pages })
      : pressMeta.title;
  return (
    <article className="marketing-page">
      <PageHead meta={{ ...pressMeta, title }} />
      <h1>{title}</h1>
      <ul className="article-list">
        {shown.map((release) => (
          <li key={release.slug}>
            <h2>
              <Link to={`/press-releases/${release.slug}`}>{release.title}</Link>
            </h2>
            <p className="article-list__date">{release.date}</p>
            <p>{release.summary}</p>
          </li>
        ))}
      </ul>
      <nav className="pager" aria-label={t('marketing.press.pages')}>
        <p>{t('marketing.press.pageOf', { page, pages })}</p>
        {page > 1 && (
          <Link to={`/press-releases?page=${page - 1}`}>{t('marketing.press.newer')}</Link>
        )}
        {page < pages && (
          <Link to={`/press-releases?page=${page + 1}`}>{t('marketing.press.older')}</Link>
        )}
      </nav>
    </article>
  );
}

function PressArticle({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const release = pressReleases.find((r) => r.slug === slug.toLowerCase());
  if (!release) return <MissingArticle backTo="/press-releases" backText={pressMeta.title} />;
  return (
    <article className="marketing-page">
      <PageHead meta={{ ...pressMeta, title: release.title, description: release.summary }} />
      <h1>{release.title}</h1>
      <p className="article-list__date">{release.date}</p>
      {release.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <Link to="/press-releases">{t('marketing.press.back')}</Link>
    </article>
  );
}

/** An article slug that is not in the list. */
export function MissingArticle({ backTo, backText }: { backTo: string; backText: string }) {
  const { t } = useTranslation();
  return (
    <article className="marketing-page">
      <PageHead meta={{ title: t('marketing.articleMissing'), description: '', keywords: [] }} />
      <h1>{t('marketing.articleMissing')}</h1>
      <Link to={backTo}>{backText}</Link>
    </article>
  );
}
