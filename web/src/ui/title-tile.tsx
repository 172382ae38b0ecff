import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { classificationOf, posterPath, textFreePosterPath, type Title } from '@app/domain';
import { LoadingStatus } from './loading-status.tsx';
import './title-tile.css';

/** Posters are drawn at the width asked: the browser picks one for the slot and the screen. */
const POSTER_WIDTHS = [200, 300, 450] as const;
export const POSTER_SIZES = '(min-width: 64rem) 12rem, (min-width: 40rem) 20vw, 33vw';

interface TitleTileProps {
  title: Pick<Title, 'id' | 'title' | 'rating' | 'year_production'>;
  /** The title's details page. */
  href: string;
  /** The level of the tile's heading in the page's outline. */
  headingLevel?: 2 | 3;
  /** A line under the poster instead of the year and classification (e.g. "Rented · 2 days"). */
  note?: string | undefined;
  /** The first posters in view load eagerly; the rest when scrolled near. */
  eager?: boolean;
  /** The page's largest paint (the first row's posters): fetched before other images. */
  priority?: boolean;
}

/**
 * A title as a poster (2:3 key art with its name set in it): the link is named by the image's
 * alt text; the heading is there for the page's outline and screen readers, not shown twice.
 * Put it in a `<ul className="title-grid">` or a Shelf.
 */
export function TitleTile({
  title,
  href,
  headingLevel = 2,
  note,
  eager = false,
  priority = false,
}: TitleTileProps) {
  const { t } = useTranslation();
  const classification = classificationOf(title.rating);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="tile">
      <PosterLink
        to={href}
        titleId={title.id}
        alt={title.title}
        eager={eager}
        priority={priority}
      />
      <Heading className="visually-hidden">{title.title}</Heading>
      <p className="tile__facts">
        {note !== undefined ? (
          <span>{note}</span>
        ) : (
          <>
            {title.year_production != null && <span>{title.year_production}</span>}
            <abbr
              className="tile__classification"
              title={t(`classification.${classification.code}`)}
            >
              {classification.code}
            </abbr>
          </>
        )}
      </p>
    </li>
  );
}

interface PosterImageProps {
  titleId: number;
  alt: string;
  eager?: boolean;
  priority?: boolean;
  /** Beside a heading that names the title: the art without its title set in it (issue 34). */
  textFree?: boolean;
}

/**
 * A tile's poster as the link to its title (the link is named by the image's alt text). A poster
 * away from the screen is neither laid out nor painted until it comes near (`.tile__poster`).
 */
export function PosterLink({ to, ...poster }: PosterImageProps & { to: string }) {
  return (
    <Link className="tile__link" to={to}>
      <span className="tile__poster">
        <PosterImage {...poster} />
      </span>
    </Link>
  );
}

/** A title's poster at the sizes the slot needs, its box reserved (no layout shift). */
export function PosterImage({
  titleId,
  alt,
  eager = false,
  priority = false,
  textFree = false,
}: PosterImageProps) {
  const path = textFree ? textFreePosterPath : posterPath;
  return (
    <img
      className="tile__image"
      src={path(titleId, 300)}
      srcSet={POSTER_WIDTHS.map((w) => `${path(titleId, w)} ${w}w`).join(', ')}
      sizes={POSTER_SIZES}
      width={300}
      height={450}
      loading={eager || priority ? 'eager' : 'lazy'}
      // React gives the server-rendered page's preload of this image the same priority.
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      alt={alt}
    />
  );
}

/** Placeholder posters of the same size while a list loads. */
export function TitleTileSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <li key={index} className="tile tile--skeleton" aria-hidden="true">
      <span className="tile__image skeleton" />
      <span className="skeleton skeleton--text tile__line--short" />
    </li>
  ));
}

/** A list's grid of placeholder posters while it loads, announced as `label`. */
export function TitleGridSkeleton({
  label,
  count,
  className = 'title-grid',
}: {
  label: string;
  count: number;
  className?: string;
}) {
  return (
    <LoadingStatus label={label}>
      <ul className={className} aria-hidden="true">
        <TitleTileSkeletons count={count} />
      </ul>
    </LoadingStatus>
  );
}
