import { LoadingStatus } from '#app/ui/loading-status.tsx';

/**
 * The details page's shape while the title loads (issue 21): the hero's backdrop, poster,
 * heading, facts and ways-to-watch card as grey blocks in their final places, then a few lines
 * of synopsis, so the page does not jump when the title arrives. Screen readers hear `label`.
 */
export function DetailsSkeleton({ label }: { label: string }) {
  return (
    <LoadingStatus className="title-details details-skeleton" label={label}>
      <div className="hero details-skeleton__hero" aria-hidden="true">
        <div className="hero__body">
          <div className="hero__poster">
            <span className="tile__image skeleton" />
          </div>
          <div className="hero__info details-skeleton__info">
            <span className="skeleton details-skeleton__title" />
            <span className="skeleton skeleton--text details-skeleton__facts" />
            <span className="skeleton details-skeleton__button" />
          </div>
          <div className="hero__ways">
            <span className="skeleton details-skeleton__ways" />
          </div>
        </div>
      </div>
      <div className="details-skeleton__text" aria-hidden="true">
        <span className="skeleton skeleton--text" />
        <span className="skeleton skeleton--text" />
        <span className="skeleton skeleton--text details-skeleton__short" />
      </div>
    </LoadingStatus>
  );
}
