import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { stepIndex } from '@app/domain';

interface SlideShowProps<T> {
  /** Names the carousel region. */
  label: string;
  slides: readonly T[];
  /** Time each slide shows before the next, while playing. */
  intervalMs: number;
  renderSlide: (slide: T) => ReactNode;
  /** A key for each slide. */
  slideKey: (slide: T) => string;
}

/**
 * A carousel that advances by itself and wraps from the last slide to the first (marketing spec
 * §4: the hero carousel and the movies slide show). Moving by hand restarts the wait for the next
 * slide; a pause control stops the movement (WCAG 2.2.2).
 */
export function SlideShow<T>({
  label,
  slides,
  intervalMs,
  renderSlide,
  slideKey,
}: SlideShowProps<T>) {
  const { t } = useTranslation();
  const id = useId();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  // Bumped on every manual move, so the timer restarts even when the index does not change.
  const [moves, setMoves] = useState(0);
  const count = slides.length;

  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = setTimeout(() => setIndex((i) => stepIndex(i, 1, count, true)), intervalMs);
    return () => clearTimeout(timer);
  }, [index, playing, count, intervalMs, moves]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const goTo = (next: number) => {
    setIndex(next);
    setMoves((m) => m + 1);
  };

  return (
    <section
      className="slide-show"
      aria-roledescription={t('marketing.carousel.role')}
      aria-label={label}
    >
      <div className="slide-show__controls">
        <button
          type="button"
          className="slide-show__button"
          onClick={() => setPlaying((p) => !p)}
          aria-label={playing ? t('marketing.carousel.pause') : t('marketing.carousel.play')}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
        <button
          type="button"
          className="slide-show__button"
          aria-controls={id}
          onClick={() => goTo(stepIndex(current, -1, count, true))}
          aria-label={t('marketing.carousel.previous')}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="slide-show__button"
          aria-controls={id}
          onClick={() => goTo(stepIndex(current, 1, count, true))}
          aria-label={t('marketing.carousel.next')}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div id={id} className="slide-show__slides" aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slideKey(slide)}
            className="slide-show__slide"
            role="group"
            aria-roledescription={t('marketing.carousel.slide')}
            aria-label={t('marketing.carousel.position', { position: i + 1, count })}
            hidden={i !== current}
          >
            {renderSlide(slide)}
          </div>
        ))}
      </div>
      <ul className="slide-show__dots">
        {slides.map((slide, i) => (
          <li key={slideKey(slide)}>
            <button
              type="button"
              className="slide-show__dot"
              aria-label={t('marketing.carousel.goTo', { position: i + 1 })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
