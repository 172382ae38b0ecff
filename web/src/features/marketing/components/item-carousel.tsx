import { useState, type ReactNode } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { CAROUSEL_ITEMS, stepIndex } from '@app/domain';
import { useNarrowScreen } from '#app/features/marketing/hooks/use-narrow-screen.ts';

interface ItemCarouselProps<T> {
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/**
 * A row of items, 4 at a time (2 up to 768 px), moved one by one with arrows that stop at the
 * ends (marketing spec §4, §9).
 */
export function ItemCarousel<T>({ label, items, itemKey, renderItem }: ItemCarouselProps<T>) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const shown = narrow ? CAROUSEL_ITEMS.narrow : CAROUSEL_ITEMS.wide;
  const [first, setFirst] = useState(0);
  const lastFirst = Math.max(0, items.length - shown);
  const start = Math.min(first, lastFirst);
  const move = (delta: number) => setFirst(stepIndex(start, delta, lastFirst + 1, false));

  return (
    <section
      className="item-carousel"
      aria-roledescription={t('marketing.carousel.role')}
      aria-label={label}
    >
      <button
        type="button"
        className="item-carousel__arrow"
        onClick={() => move(-1)}
        disabled={start === 0}
        aria-label={t('marketing.carousel.previousItems')}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul className="item-carousel__items">
        {items.map((item, i) => (
          <li
            key={itemKey(item)}
            className="item-carousel__item"
            hidden={i < start || i >= start + shown}
          >
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="item-carousel__arrow"
        onClick={() => move(1)}
        disabled={start >= lastFirst}
        aria-label={t('marketing.carousel.nextItems')}
      >
        <span aria-hidden="true">›</span>
      </button>
    </section>
  );
}
