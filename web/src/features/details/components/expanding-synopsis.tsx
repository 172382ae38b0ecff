import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { EXPANDING_SYNOPSIS_MAX_HEIGHT_PX } from '@app/domain';

/**
 * The height a clamped synopsis shows: the whole lines that fit in the spec's 90 pixels
 * (account spec §9), so no line is cut through. At least one line.
 */
export function clampedHeight(maxPx: number, lineHeightPx: number): number {
  if (!(lineHeightPx > 0)) return maxPx;
  return Math.max(1, Math.floor(maxPx / lineHeightPx)) * lineHeightPx;
}

/**
 * A synopsis that shows the whole lines of its first 90 pixels (account spec §9) and opens with a
 * button when more lines follow. Until it has been measured, or where it cannot be, the whole
 * text shows.
 */
export function ExpandingSynopsis({ text }: { text: string }) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  // The clamped height, once measured and only when a whole line or more is hidden below it.
  const [clampPx, setClampPx] = useState<number | null>(null);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
      const height = clampedHeight(EXPANDING_SYNOPSIS_MAX_HEIGHT_PX, lineHeight);
      const hidden = element.scrollHeight - height;
      // "Show more" must show something: at least most of a line more.
      setClampPx(hidden > (lineHeight > 0 ? lineHeight / 2 : 1) ? height : null);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);

  const overflows = clampPx !== null;
  const clamped = overflows && !expanded;
  return (
    <div className="synopsis">
      <p
        id={id}
        ref={ref}
        className={clamped ? 'synopsis__text synopsis__text--clamped' : 'synopsis__text'}
        style={clamped ? { maxHeight: clampPx } : undefined}
      >
        {text}
      </p>
      {overflows && (
        <button
          type="button"
          className="text-button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('details.synopsis.less') : t('details.synopsis.more')}
        </button>
      )}
    </div>
  );
}
