import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPANDING_SYNOPSIS_MAX_HEIGHT_PX } from '@app/domain';

/**
 * A synopsis that shows its first 90 pixels (account spec §9) and opens with a button when it is
 * longer. Until it has been measured, or where it cannot be, the whole text shows.
 */
export function ExpandingSynopsis({ text }: { text: string }) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      setOverflows(element.scrollHeight > EXPANDING_SYNOPSIS_MAX_HEIGHT_PX + 1),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);

  const clamped = overflows && !expanded;
  return (
    <div className="synopsis">
      <p
        id={id}
        ref={ref}
        className={clamped ? 'synopsis__text synopsis__text--clamped' : 'synopsis__text'}
        style={clamped ? { maxHeight: EXPANDING_SYNOPSIS_MAX_HEIGHT_PX } : undefined}
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
