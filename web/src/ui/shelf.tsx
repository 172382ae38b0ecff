import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { HydrateApart } from './hydrate-apart.tsx';
import './shelf.css';

interface ShelfProps {
  heading: string;
  /** The full list this shelf samples ("See all"). */
  seeAllHref?: string | undefined;
  /** The level of the shelf's heading in the page's outline. */
  headingLevel?: 2 | 3;
  /** The shelf's items: <li> elements (posters, tiles, cards). */
  children: ReactNode;
  /** 'poster' (2:3, 6–8 in view on a desktop, 3 on a phone) or 'wide' (16:9 tiles, cards). */
  kind?: 'poster' | 'wide';
}

/**
 * A sideways row of titles. It scrolls by touch (native overflow, snapping to items), by the
 * previous/next buttons (a screenful at a time) and by keyboard: tabbing to an item scrolls it
 * into view, and the row itself takes arrow keys. Images in it load lazily (the items' job). Each
 * shelf comes alive on its own (HydrateApart).
 */
export function Shelf(props: ShelfProps) {
  return (
    <HydrateApart>
      <ShelfRow {...props} />
    </HydrateApart>
  );
}

function ShelfRow({
  heading,
  seeAllHref,
  headingLevel = 2,
  children,
  kind = 'poster',
}: ShelfProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const rowRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const update = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    setEdges({
      start: row.scrollLeft <= 1,
      end: row.scrollLeft + row.clientWidth >= row.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    if (typeof ResizeObserver === 'undefined') return update();
    // Measured when the browser lays the page out anyway: an observer calls back once as it
    // starts. Measuring here, as the shelf comes alive, made the browser lay out the whole page
    // inside hydration (~60 ms of a home page's task at 4x CPU, issue 33).
    const observer = new ResizeObserver(update);
    observer.observe(row);
    return () => observer.disconnect();
  }, [update]);

  const page = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (!row) return;
    row.scrollBy({ left: direction * row.clientWidth * 0.9, behavior: 'smooth' });
  };

  return (
    <section className={`shelf shelf--${kind}`} aria-labelledby={headingId}>
      <div className="shelf__head">
        <Heading id={headingId} className="shelf__title">
          {heading}
        </Heading>
        {seeAllHref && (
          <Link className="shelf__see-all" to={seeAllHref}>
            {t('shelf.seeAll')}
            <span className="visually-hidden">: {heading}</span>
          </Link>
        )}
        <div className="shelf__buttons">
          <button
            type="button"
            className="button button--icon"
            aria-label={t('shelf.previous', { heading })}
            disabled={edges.start}
            onClick={() => page(-1)}
          >
            <Chevron direction="left" />
          </button>
          <button
            type="button"
            className="button button--icon"
            aria-label={t('shelf.next', { heading })}
            disabled={edges.end}
            onClick={() => page(1)}
          >
            <Chevron direction="right" />
          </button>
        </div>
      </div>
      <ul ref={rowRef} className="shelf__row" aria-labelledby={headingId} onScroll={update}>
        {children}
      </ul>
    </section>
  );
}

export function Chevron({ direction }: { direction: 'left' | 'right' | 'down' }) {
  const d = { left: 'M15 5l-7 7 7 7', right: 'M9 5l7 7-7 7', down: 'M5 9l7 7 7-7' }[direction];
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
