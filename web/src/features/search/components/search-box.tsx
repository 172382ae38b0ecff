import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { useLocation, useNavigate } from 'react-router';
import type { SearchItem } from '@app/domain';
import { paths } from '#app/config/paths.ts';
import { useTypedBeforeHydration } from '#app/lib/typed-before-hydration.ts';
import { useErrorMessage } from '#app/ui/error-state.tsx';
import { usePopularSearch } from '#app/features/search/hooks/use-popular-search.ts';
import { resultHref } from './result-href.ts';
import './search-box.css';

interface Option {
  id: string;
  label: string;
  kind?: string;
  image?: string | null;
  href: string;
}

/**
 * The header's search box (account spec §2): popular results while typing, as an ARIA combobox.
 * Arrow keys move through the suggestions, Enter opens the one chosen or else the full results,
 * Escape closes the list (and a second Escape clears the box).
 */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const listId = useId();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);

  // On a server-rendered page the box is there before the app: what a visitor typed before
  // it came alive is taken up, not lost (and its suggestions shown if the box has focus).
  useTypedBeforeHydration(inputRef, (_name, value) => {
    setInput(value);
    setOpen(document.activeElement === inputRef.current);
  });
  const popular = usePopularSearch(input);
  const errorMessage = useErrorMessage(popular.error);

  // A new page closes the list: the choice has been made.
  const [shownAt, setShownAt] = useState(location.key);
  if (shownAt !== location.key) {
    setShownAt(location.key);
    setOpen(false);
    setActive(-1);
  }

  const typed = input.trim();
  const options: Option[] =
    typed === ''
      ? []
      : [
          ...popular.items.map((item: SearchItem) => ({
            id: `${listId}-${item.id}`,
            label: item.primary_title,
            kind: t(`search.kind.${item.sub_type}`),
            image: item.image,
            href: resultHref(item),
          })),
          {
            id: `${listId}-all`,
            label: t('search.seeAll', { words: typed }),
            href: paths.search.getHref(typed),
          },
        ];
  const expanded = open && typed !== '';
  // The list changes under the highlight as answers arrive: keep it on a real option.
  const current = Math.min(active, options.length - 1);
  const activeOption = expanded && current >= 0 ? options[current] : undefined;

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    void navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!expanded) {
          setOpen(true);
          setActive(step === 1 ? 0 : options.length - 1);
          return;
        }
        // From the last option on to the box itself (-1), and round again.
        const next = current + step;
        setActive(next >= options.length ? -1 : next < -1 ? options.length - 1 : next);
        return;
      }
      case 'Enter':
        event.preventDefault();
        if (activeOption) go(activeOption.href);
        else if (typed !== '') go(paths.search.getHref(typed));
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (input !== '') {
          event.preventDefault();
          setInput('');
        }
        return;
    }
  };

  return (
    <form
      role="search"
      className="search-box"
      aria-label={t('search.boxLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        if (typed !== '') go(paths.search.getHref(typed));
      }}
    >
      <input
        className="search-box__input"
        type="text"
        role="combobox"
        aria-label={t('search.boxLabel')}
        placeholder={t('search.boxPlaceholder')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption?.id}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        ref={inputRef}
        value={input}
        onChange={(event) => {
          setInput(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <div className="search-box__popup" hidden={!expanded}>
        <p className="search-box__note" role="status">
          {expanded && !popular.error
            ? popular.pending && popular.items.length === 0
              ? t('search.searching')
              : popular.items.length === 0
                ? t('search.noSuggestions', { words: typed })
                : t('search.suggestionCount', { count: popular.items.length })
            : ''}
        </p>
        {expanded && popular.error && (
          <p className="search-box__note" role="alert">
            {t('search.suggestionsFailed')}: {errorMessage}
          </p>
        )}
        <ul
          id={listId}
          className="search-box__list"
          role="listbox"
          aria-label={t('search.suggestionsLabel')}
          aria-busy={popular.pending}
        >
          {expanded &&
            options.map((option, index) => (
              <li
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={index === current}
                className={
                  option.kind ? 'search-box__option' : 'search-box__option search-box__option--all'
                }
                // Keeps the focus in the box, so the click is not lost to its blur.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(option.href)}
              >
                {option.kind && (
                  <span className="search-box__thumb" aria-hidden="true">
                    {option.image && <img src={option.image} alt="" width={64} height={36} />}
                  </span>
                )}
                <span className="search-box__label">{option.label}</span>
                {option.kind && <span className="search-box__kind">{option.kind}</span>}
              </li>
            ))}
        </ul>
      </div>
    </form>
  );
}
