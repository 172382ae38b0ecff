import { slugOf } from '@app/domain';

/** Genres a store's landing shows as shelves: enough to browse, few enough to load at once. */
const LANDING_SHELVES = 6;
/** A genre with fewer titles than a shelf's first screenful is left to its genre chip. */
const MIN_SHELF_TITLES = 4;

interface GenreTab {
  id: string;
  name: string;
  count: number;
}

/** The genres a store's landing shows as shelves, of the genres its first answer lists. */
export function landingShelfTabs<T extends GenreTab>(tabs: readonly T[]): T[] {
  return tabs
    .filter((tab) => tab.id.toLowerCase() !== 'all' && tab.count >= MIN_SHELF_TITLES)
    .slice(0, LANDING_SHELVES);
}

/** The genre a store's address names by its readable name alone (/movie/store/action), if any. */
export function genreTabNamed<T extends Omit<GenreTab, 'count'>>(
  tabs: readonly T[],
  name: string,
): T | undefined {
  return tabs.find((each) => each.id.toLowerCase() !== 'all' && slugOf(each.name) === name);
}
