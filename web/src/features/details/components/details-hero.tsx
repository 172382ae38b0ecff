import type { ReactNode } from 'react';
import { DEFAULT_HERO_COLOUR, type Title } from '@app/domain';

interface DetailsHeroProps {
  /** The title whose artwork and colours show. */
  title: Title;
  headingId: string;
  heading: string;
  children: ReactNode;
}

/**
 * The top of a details page: the preview image over the title's tile colour (#544e47 when it
 * has none, account spec §9), with the heading and what the page puts beside it.
 */
export function DetailsHero({ title, headingId, heading, children }: DetailsHeroProps) {
  const background = title.vod_tile_colours?.background ?? DEFAULT_HERO_COLOUR;
  return (
    <div className="hero" style={{ backgroundColor: background }}>
      <img
        className="hero__image"
        src={title.images.preview}
        width={2560}
        height={845}
        alt=""
        decoding="async"
        fetchPriority="high"
      />
      <div className="hero__body">
        <h1 id={headingId} className="hero__title">
          {heading}
        </h1>
        {children}
      </div>
    </div>
  );
}
