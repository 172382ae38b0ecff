import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { classificationOf, type Title } from '@app/domain';
import './title-tile.css';

/** Thumbnail size the API serves by default (account spec §7: landscape_thumbnail 334x188). */
const THUMBNAIL = { width: 334, height: 188 } as const;

interface TitleTileProps {
  title: Title;
  /** The title's details page. */
  href: string;
  /** The level of the tile's heading in the page's outline. */
  headingLevel?: 2 | 3;
}

/**
 * A title in a grid: its artwork (the link, named by the title), name, year and classification.
 * Put it in a `<ul className="title-grid">`.
 */
export function TitleTile({ title, href, headingLevel = 2 }: TitleTileProps) {
  const { t } = useTranslation();
  const classification = classificationOf(title.rating);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="tile">
      <Link className="tile__link" to={href}>
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
      <Heading className="tile__title">{title.title}</Heading>
      <p className="tile__facts">
        {title.year_production != null && <span>{title.year_production}</span>}
        <abbr className="tile__classification" title={t(`classification.${classification.code}`)}>
          {classification.code}
        </abbr>
      </p>
    </li>
  );
}
