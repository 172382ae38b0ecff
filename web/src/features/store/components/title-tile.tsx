import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { classificationOf, type Title } from '@app/domain';
import { paths } from '../../../config/paths.ts';

/** Thumbnail size the API serves by default (account spec §7: landscape_thumbnail 334x188). */
const THUMBNAIL = { width: 334, height: 188 } as const;

export function TitleTile({ title }: { title: Title }) {
  const { t } = useTranslation();
  const classification = classificationOf(title.rating);
  return (
    <li className="tile">
      <Link className="tile__link" to={detailsHrefOf(title)}>
        <img
          className="tile__image"
          src={title.images.landscape_thumbnail}
          width={THUMBNAIL.width}
          height={THUMBNAIL.height}
          loading="lazy"
          decoding="async"
          alt={title.title}
        />
      </Link>
      <h2 className="tile__title">{title.title}</h2>
      <p className="tile__facts">
        {title.year_production != null && <span>{title.year_production}</span>}
        <abbr className="tile__classification" title={t(`classification.${classification.code}`)}>
          {classification.code}
        </abbr>
      </p>
    </li>
  );
}

function detailsHrefOf(title: Title): string {
  switch (title.sub_type) {
    case 'series':
      return paths.seriesDetails.getHref(title.id, title.title);
    case 'season':
      return paths.seasonDetails.getHref(title.id, title.title);
    default:
      return paths.movieDetails.getHref(title.id, title.title);
  }
}
