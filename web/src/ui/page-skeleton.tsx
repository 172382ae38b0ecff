import { LoadingStatus } from './loading-status.tsx';
import './page-skeleton.css';

/**
 * A page's shape while its code and first data arrive (issue 21): a heading, a line of intro and
 * a row of poster-sized blocks where the content will be, instead of a lone spinner. Screen
 * readers hear `label`.
 */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <LoadingStatus className="page-skeleton" label={label}>
      <div aria-hidden="true">
        <span className="skeleton page-skeleton__heading" />
        <span className="skeleton skeleton--text page-skeleton__intro" />
        <div className="page-skeleton__blocks">
          {Array.from({ length: 7 }, (_, index) => (
            <span key={index} className="skeleton page-skeleton__block" />
          ))}
        </div>
      </div>
    </LoadingStatus>
  );
}
