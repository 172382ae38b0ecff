import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { GALLERY_REPEATS, MARKETING_TIMING } from '@app/domain';

interface ContentGalleryProps<T> {
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/** Pixels moved per step, and the step's period: a slow, steady drift. */
const STEP_PX = 1;
const STEP_MS = 40;

/**
 * A strip of tiles that scrolls by itself (marketing spec §4, §9): the list is repeated 3 times
 * so it can scroll on, and jumps back by one copy when the first copy has passed. Dragging it by
 * mouse or touch pauses it; it resumes 5 s after release. The pause button stops it for good.
 * Only the first copy is exposed to assistive technology and the keyboard.
 */
export function ContentGallery<T>({ label, items, itemKey, renderItem }: ContentGalleryProps<T>) {
  const { t } = useTranslation();
  const stripRef = useRef<HTMLDivElement>(null);
  const [stopped, setStopped] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [resting, setResting] = useState(false);

  useEffect(() => {
    if (stopped || dragging || resting) return;
    const timer = setInterval(() => {
      const strip = stripRef.current;
      if (!strip) return;
      const copyWidth = strip.scrollWidth / GALLERY_REPEATS;
      strip.scrollLeft =
        strip.scrollLeft + STEP_PX >= copyWidth && copyWidth > 0
          ? strip.scrollLeft + STEP_PX - copyWidth
          : strip.scrollLeft + STEP_PX;
    }, STEP_MS);
    return () => clearInterval(timer);
  }, [stopped, dragging, resting]);

  useEffect(() => {
    if (!resting) return;
    const timer = setTimeout(() => setResting(false), MARKETING_TIMING.galleryResumeMs);
    return () => clearTimeout(timer);
  }, [resting]);

  // Where a mouse drag started: the strip follows the pointer (touch scrolls it natively).
  const drag = useRef<{ x: number; left: number; moved: boolean } | null>(null);

  // The 5 s count from the moment the drag really ends (§4). A mouse press on a tile used to
  // start the browser's own drag of the link, which cancels the pointer at once: the count began
  // then, and the strip moved on about a second after release. Touch cancels the pointer when
  // native scrolling takes over, so touch is released by touchend.
  const release = () => {
    if (!dragging) return;
    setDragging(false);
    setResting(true);
  };

  const moving = !stopped && !dragging && !resting;
  return (
    <section className="content-gallery" aria-label={label}>
      <button
        type="button"
        className="content-gallery__toggle"
        onClick={() => setStopped((s) => !s)}
        aria-pressed={stopped}
      >
        {t('marketing.gallery.stop')}
      </button>
      <p className="visually-hidden">
        {moving ? t('marketing.gallery.moving') : t('marketing.gallery.still')}
      </p>
      <div
        ref={stripRef}
        className="content-gallery__strip"
        onPointerDown={(event) => {
          setDragging(true);
          setResting(false);
          if (event.pointerType === 'mouse') {
            drag.current = {
              x: event.clientX,
              left: event.currentTarget.scrollLeft,
              moved: false,
            };
            event.currentTarget.setPointerCapture?.(event.pointerId);
          }
        }}
        onPointerMove={(event) => {
          const start = drag.current;
          if (!start) return;
          const dx = event.clientX - start.x;
          if (Math.abs(dx) > 4) start.moved = true;
          event.currentTarget.scrollLeft = start.left - dx;
        }}
        onPointerUp={() => {
          release();
          // The click that ends a real drag must not open the tile under the pointer.
          if (!drag.current?.moved) drag.current = null;
        }}
        onPointerCancel={(event) => {
          if (event.pointerType !== 'touch') release();
          drag.current = null;
        }}
        onTouchEnd={release}
        onTouchCancel={release}
        onDragStart={(event) => event.preventDefault()}
        onClickCapture={(event) => {
          if (drag.current?.moved) {
            event.preventDefault();
            event.stopPropagation();
          }
          drag.current = null;
        }}
      >
        {Array.from({ length: GALLERY_REPEATS }, (_, copy) => (
          <ul
            key={copy}
            className="content-gallery__copy"
            aria-hidden={copy > 0 ? true : undefined}
            inert={copy > 0}
          >
            {items.map((item) => (
              <li key={itemKey(item)} className="content-gallery__item">
                {renderItem(item)}
              </li>
            ))}
          </ul>
        ))}
      </div>
    </section>
  );
}
