import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { useNavigate } from 'react-router';
import { showIdOf } from '@app/domain';
import { paths, type DetailsArea } from '#app/config/paths.ts';
import { ErrorState } from '#app/ui/error-state.tsx';
import { PageTitle } from '#app/ui/page-title.tsx';
import { ReportNotFound } from '#app/lib/ssr/not-found.tsx';
import { titleTreeQueryOptions } from '#app/features/details/api/get-title-tree.ts';
import { useDetailsParams } from '#app/features/details/hooks/use-details-params.ts';
import { DetailsSkeleton } from './details-skeleton.tsx';
import { MovieDetails } from './movie-details.tsx';
import { ShowDetails } from './show-details.tsx';
import type { RenderTitleActions } from './title-actions.ts';
import './title-details.css';

interface TitleDetailsProps {
  /** Which store's routes the page's links keep to. */
  area: DetailsArea;
  /** The commerce issue's extension point: purchase, rent and wishlist controls. */
  renderTitleActions?: RenderTitleActions;
}

/**
 * Title details for a movie, series, season or episode (account spec §2), whatever details route
 * named it: a season or an episode shows its show with that season (and episode) selected. A
 * missing title goes to /notfound (§8: the reason is only logged).
 */
export function TitleDetails({ area, renderTitleActions }: TitleDetailsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { titleId, selectedTitleId } = useDetailsParams();
  const requested = useQuery({
    ...titleTreeQueryOptions(queryClient, titleId ?? 0),
    enabled: titleId !== null,
  });
  const title = requested.data?.titles[0];
  const rootId = title ? showIdOf(title) : null;
  const show = useQuery({
    ...titleTreeQueryOptions(queryClient, rootId ?? 0),
    enabled: rootId !== null,
  });
  const missing = titleId === null || (requested.isSuccess && !title);

  useEffect(() => {
    if (!missing) return;
    // eslint-disable-next-line no-console -- account spec §8: logged, never shown
    console.debug('No title found with Id', titleId);
    void navigate(paths.notFound.getHref(), { replace: true });
  }, [missing, titleId, navigate]);

  const failed = requested.error ?? show.error;
  useEffect(() => {
    // eslint-disable-next-line no-console -- account spec §8: logged, never shown
    if (failed) console.debug('Unable to load asset title', titleId, failed);
  }, [failed, titleId]);

  if (missing) return <ReportNotFound showNotFoundPage />;
  if (failed) {
    return (
      <ErrorState
        title={t('details.loadFailed')}
        error={failed}
        onRetry={() => void (requested.error ? requested.refetch() : show.refetch())}
      />
    );
  }
  if (!title || (rootId !== null && !show.data)) {
    return <DetailsSkeleton label={t('details.loading')} />;
  }
  const locked = title.parental_locked === true || show.data?.titles[0]?.parental_locked === true;
  if (locked) {
    // Above the household's parental limit (issue 18): named, nothing more.
    const name = show.data?.titles[0]?.title ?? title.title;
    return (
      <section className="title-details title-details--locked">
        <PageTitle title={name} />
        <h1>{name}</h1>
        <div className="sign-in-alert" role="status">
          <p className="sign-in-alert__title">{t('details.parentalLocked.title')}</p>
          <p className="sign-in-alert__text">{t('details.parentalLocked.text')}</p>
        </div>
      </section>
    );
  }
  if (title.sub_type === 'movie') {
    return (
      <>
        <PageTitle title={title.title} />
        <MovieDetails tree={requested.data!} area={area} renderTitleActions={renderTitleActions} />
      </>
    );
  }
  const seasonId =
    title.sub_type === 'season' ? title.id : title.sub_type === 'episode' ? title.parent_id : null;
  const episodeId = title.sub_type === 'episode' ? title.id : selectedTitleId;
  return (
    <>
      <PageTitle title={show.data!.titles[0]?.title ?? title.title} />
      <ShowDetails
        show={show.data!}
        seasonId={seasonId}
        episodeId={episodeId}
        area={area}
        renderTitleActions={renderTitleActions}
      />
    </>
  );
}
