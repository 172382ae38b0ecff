import type { ReactNode } from 'react';
import { backdropPath, DEFAULT_HERO_COLOUR, type Title } from '@app/domain';
import { PosterImage } from '#app/ui/title-tile.tsx';

const BACKDROP_WIDTHS = [640, 1280, 1920] as const;

interface DetailsHeroProps {
  /** The title whose artwork and colours show. */
  title: Title;
  headingId: string;
  heading: string;
  /** Facts and the trailer, beside the poster. */
  children: ReactNode;
  /** The ways to watch (prices and the buttons that act on them): in the hero, above the fold. */
  ways?: ReactNode;
}

/**
 * The top of a details page: a text-free backdrop across the page (over the title's tile colour,
 * #544e47 when it has none, account spec §9), the text-free poster beside the heading and facts, and the
 * ways to watch within the first screen on every size.
 */
export function DetailsHero({ title, headingId, heading, children, ways }: DetailsHeroProps) {
  const background = title.vod_tile_colours?.background ?? DEFAULT_HERO_COLOUR;
  return (
    <div className="hero" style={{ backgroundColor: background }}>
      <img
        className="hero__image"
        src={backdropPath(title.id, 1280)}
        srcSet={BACKDROP_WIDTHS.map((w) => `${backdropPath(title.id, w)} ${w}w`).join(', ')}
        sizes="100vw"
        width={1280}
        height={720}
        alt=""
        decoding="async"
        fetchPriority="high"
      />
      <div className="hero__body">
        <div className="hero__poster">
          {/* The heading beside it names the title: the poster's art without the title in it. */}
          <PosterImage titleId={title.id} alt="" eager textFree />
        </div>
        <div className="hero__info">
          <h1 id={headingId} className="hero__title">
            {heading}
          </h1>
          {children}
        </div>
        {ways && <div className="hero__ways">{ways}</div>}
      </div>
    </div>
  );
}
