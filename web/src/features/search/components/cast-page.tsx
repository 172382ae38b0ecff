import { useId } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { titleDetailsHref } from '#app/config/paths.ts';
import { ErrorState } from '#app/ui/error-state.tsx';
import { PageTitle } from '#app/ui/page-title.tsx';
import { ReportNotFound } from '#app/lib/ssr/not-found.tsx';
import { Spinner } from '#app/ui/spinner.tsx';
import { TitleTile } from '#app/ui/title-tile.tsx';
import { useCastTitles } from '#app/features/search/api/get-cast-titles.ts';
import './search.css';

/** /cast/{castName} (account spec §2): the titles of one person of the cast and crew. */
export function CastPage({ castName }: { castName: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const name = castName.trim();
  const cast = useCastTitles(name);
  const { data, isFetchNextPageError, hasNextPage, isFetchingNextPage } = cast;
  const titles = data?.pages.flatMap((page) => page.titles) ?? [];
  const heading = t('search.castTitle', { name });

  return (
    <section className="search-page" aria-labelledby={headingId} aria-busy={cast.isPending}>
      <PageTitle title={heading} />
      <h1 id={headingId}>{heading}</h1>
      {data && <p>{t('search.castCount', { count: data.pages[0]!.total })}</p>}
      {cast.isPending ? (
        <Spinner label={t('search.castLoading')} />
      ) : cast.isError && !isFetchNextPageError ? (
        <ErrorState
          title={t('search.castFailed')}
          error={cast.error}
          onRetry={() => void cast.refetch()}
        />
      ) : titles.length === 0 ? (
        <>
          {/* A name with no titles names no page: the server answers 404 (issue 19). */}
          <ReportNotFound />
          <p className="search-page__empty">{t('search.castEmpty', { name })}</p>
        </>
      ) : (
        <ul className="title-grid" aria-label={t('search.castTitlesLabel')}>
          {titles.map((title) => (
            <TitleTile key={title.id} title={title} href={titleDetailsHref(title)} />
          ))}
        </ul>
      )}
      {isFetchNextPageError && (
        <ErrorState
          title={t('search.castFailed')}
          error={cast.error}
          onRetry={() => void cast.fetchNextPage()}
        />
      )}
      {hasNextPage && !isFetchNextPageError && (
        <div className="search-page__more">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void cast.fetchNextPage()}
            disabled={isFetchingNextPage}
          >
            {isFetchingNextPage ? t('common.loading') : t('search.showMore')}
          </button>
        </div>
      )}
    </section>
  );
}
