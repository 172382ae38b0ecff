import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
        onPointerDown={() => {
          setDragging(true);
          setResting(false);
        }}
        onPointerUp={release}
        onPointerCancel={release}
        onPointerLeave={release}
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
