import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { paths } from '#app/config/paths.ts';
import { PageTitle } from '#app/ui/page-title.tsx';

/** /notfound: every unknown route and every missing title ends here (account spec §2, §8). */
export function Component() {
  const { t } = useTranslation();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <PageTitle title={t('notFound.title')} />
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="button" to={paths.home.getHref()}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
