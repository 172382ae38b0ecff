import { useEffect } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { useRouteError } from 'react-router';
import { PageTitle } from '#app/ui/page-title.tsx';

/**
 * A page that failed to load or render (e.g. its code chunk after a new deployment). Shown inside
 * the shell, so the navigation still works.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <section className="route-error" aria-labelledby="route-error-title">
      <PageTitle title={t('routeError.title')} />
      <h1 id="route-error-title">{t('routeError.title')}</h1>
      <p>{t('routeError.text')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </button>
    </section>
  );
}
