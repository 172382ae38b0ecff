import { useState, type ReactNode } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { showMore } from '@app/domain';

interface ShowMoreListProps<T> {
  items: readonly T[];
  pageSize: number;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** The button's words, e.g. "Show more reviews". */
  moreLabel: string;
}

/**
 * A list that shows a page of entries and a page more per click; once everything is shown the
 * button gives way to an "all shown" line (marketing spec §2.3 reviews, jobs, release notes).
 */
export function ShowMoreList<T>({
  items,
  pageSize,
  itemKey,
  renderItem,
  moreLabel,
}: ShowMoreListProps<T>) {
  const { t } = useTranslation();
  const [state, setState] = useState(() => ({
    shown: Math.min(pageSize, items.length),
    allShown: items.length <= pageSize,
  }));
  return (
    <>
      <ul className="article-list">
        {items.slice(0, state.shown).map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {t('marketing.showing', { shown: state.shown, total: items.length })}
      </p>
      {state.allShown ? (
        <p className="show-more__done">{t('marketing.allShown')}</p>
      ) : (
        <button
          type="button"
          className="button"
          onClick={() => setState(showMore(state.shown, pageSize, items.length))}
        >
          {moreLabel}
        </button>
      )}
    </>
  );
}
