import { useState } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { GENRES_SHOWN, type CatalogueTabAnswer } from '@app/domain';
import { Modal } from '#app/ui/modal.tsx';
import { genreSegmentOf } from '#app/features/store/hooks/use-store-filters.ts';

type CatalogueTab = CatalogueTabAnswer['tabs'][number];

interface GenrePillsProps {
  tabs: CatalogueTab[];
  /** The selected tab id, lower-case. */
  selected: string;
  /** The store's URL for a genre's segment (id and name, genreSegmentOf). */
  hrefFor: (genre: string) => string;
}

/** The genres as links, at most GENRES_SHOWN of them; the rest in a 'More Genres' dialog (§2). */
export function GenrePills({ tabs, selected, hrefFor }: GenrePillsProps) {
  const { t } = useTranslation();
  const [moreOpen, setMoreOpen] = useState(false);
  const shown = tabs.slice(0, GENRES_SHOWN);
  const more = tabs.slice(GENRES_SHOWN);
  const isSelected = (tab: CatalogueTab) => tab.id.toLowerCase() === selected;
  // A genre chosen in the dialog gets its own chip, so the page says which one is showing.
  const chosenFromMore = more.find(isSelected);

  return (
    <nav className="genre-pills" aria-label={t('store.genresLabel')}>
      <ul className="genre-pills__list">
        {shown.map((tab) => (
          <li key={tab.id}>
            <Link
              className="pill"
              to={hrefFor(genreSegmentOf(tab))}
              aria-current={isSelected(tab) ? 'page' : undefined}
              preventScrollReset
            >
              {tab.name}
            </Link>
          </li>
        ))}
        {chosenFromMore && (
          <li>
            <Link
              className="pill"
              to={hrefFor(genreSegmentOf(chosenFromMore))}
              aria-current="page"
              preventScrollReset
            >
              {chosenFromMore.name}
            </Link>
          </li>
        )}
        {more.length > 0 && (
          <li>
            <button
              type="button"
              className="pill"
              aria-haspopup="dialog"
              onClick={() => setMoreOpen(true)}
            >
              {t('store.moreGenres')}
            </button>
          </li>
        )}
      </ul>
      <Modal open={moreOpen} onClose={() => setMoreOpen(false)} title={t('store.moreGenres')}>
        <ul className="more-genres">
          {more.map((tab) => (
            <li key={tab.id}>
              <Link
                className="more-genres__link"
                to={hrefFor(genreSegmentOf(tab))}
                aria-current={isSelected(tab) ? 'page' : undefined}
                preventScrollReset
                onClick={() => setMoreOpen(false)}
              >
                {tab.name}
              </Link>
            </li>
          ))}
        </ul>
      </Modal>
    </nav>
  );
}
