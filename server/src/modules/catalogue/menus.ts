import {
  NO_MENU_NAME,
  CATALOGUE_MENU_NAMES,
  SORT_TYPES,
  isEntitlementValid,
  type CatalogueDescriptor,
  type CatalogueMenuDataAnswer,
  type CatalogueMenuDataQuery,
  type CatalogueStructureAnswer,
  type ParentalLimit,
  type SortType,
} from '@app/domain';
import type { Clock } from '#app/clock.ts';
import type { ContentClass, GenreTable } from '#app/db/tables.ts';
import { AppError } from '#app/errors.ts';
import { isoOrNull } from '#app/time.ts';
import type { ListingCache } from './listing-cache.ts';
import type { CatalogueRepo, ListingKey } from './repo.ts';
import { storePageOf } from './store-page.ts';
import type { TitleCache } from './title-cache.ts';
import { toGenre, toProvider } from './title-mapper.ts';

type MenuName = (typeof CATALOGUE_MENU_NAMES)[number];

/** A menu lists a store's titles by genre, or the household's own titles (My Stuff). */
type MenuSource =
  { kind: 'listing'; listing: ListingKey; genres: ContentClass } | { kind: 'my_stuff' };

const MENUS: Record<MenuName, { identifier: string; source: MenuSource }> = {
  'By Genre': {
    identifier: 'by_genre',
    source: { kind: 'listing', listing: 'movie', genres: 'movie' },
  },
  'Movie Box': {
    identifier: 'movie_box',
    source: { kind: 'listing', listing: 'movie_box', genres: 'movie' },
  },
  // The store's movies, as By Genre: the name marketing pages ask for (marketing spec §7).
  'Movie Store': {
    identifier: 'movie_store',
    source: { kind: 'listing', listing: 'movie', genres: 'movie' },
  },
  'TV Store': { identifier: 'tv_store', source: { kind: 'listing', listing: 'tv', genres: 'tv' } },
  'My Stuff Web': { identifier: 'my_stuff_web', source: { kind: 'my_stuff' } },
};

const SORT_TITLES: Record<SortType, string> = {
  popularity: 'Most popular',
  title: 'Title A–Z',
  newest: 'Newest',
  year: 'Year',
};
const SORT_OPTIONS = SORT_TYPES.map((sortId) => ({ title: SORT_TITLES[sortId], sortId }));

/** My Stuff's tabs: everything, movies, TV (seasons, episodes and series). */
const MY_STUFF_TABS = [
  { id: 'all', title: 'All' },
  { id: 'movie', title: 'Movies' },
  { id: 'tv', title: 'TV' },
] as const;

/** Finds a menu by name, whatever its case (account spec §5 names the two errors). */
export function menuNamed(name: string | undefined): MenuName {
  const wanted = name?.trim() ?? '';
  if (wanted === '') throw new AppError('ERR_VALIDATION', NO_MENU_NAME);
  const found = CATALOGUE_MENU_NAMES.find((n) => n.toLowerCase() === wanted.toLowerCase());
  if (!found) throw new AppError('ERR_NOT_FOUND', `Unknown descriptor: ${wanted}`);
  return found;
}

export function descriptorOf(name: MenuName): CatalogueDescriptor {
  return {
    title: name,
    identifier: MENUS[name].identifier,
    structureName: name,
    sortTypes: SORT_OPTIONS,
  };
}

interface TabCount {
  id: string;
  title: string;
  item_count: number;
}

/**
 * The catalogue menus (account spec §7 /v4/catalogue/…): descriptors, structures and pages of
 * items. `householdOf` reads the session only when My Stuff needs it; null is anonymous.
 */
export function createCatalogueMenus(deps: {
  repo: CatalogueRepo;
  listings: ListingCache;
  /** Genre rows, cached until the catalogue changes. */
  genres: (contentClass?: ContentClass) => Promise<GenreTable[]>;
  titles: TitleCache;
  clock: Clock;
}) {
  const { repo, listings, genres } = deps;

  async function genreTabs(
    source: Extract<MenuSource, { kind: 'listing' }>,
    parentalLimit: ParentalLimit | null,
  ) {
    const [listing, genreRows] = await Promise.all([
      listings.get(source.listing),
      genres(source.genres),
    ]);
    return { listing: listing.within(parentalLimit), genreRows };
  }

  /** The household's valid own entitlements, newest first, with what the sorts need. */
  async function myStuff(householdId: string | null) {
    if (!householdId) return [];
    const now = deps.clock.now();
    const rows = await repo.topLevelEntitlements(householdId);
    const owned = rows.filter(
      (r) =>
        (r.state === 'ACTIVATED' || r.state === 'PURCHASED') &&
        isEntitlementValid(
          { expires: isoOrNull(r.expires_at), download_expires: isoOrNull(r.download_expires_at) },
          now,
        ),
    );
    const ids = [...new Set(owned.map((r) => r.title_id))];
    const fields = new Map((await repo.sortFieldsOf(ids)).map((f) => [f.id, f]));
    return ids.flatMap((id, newest) => {
      const f = fields.get(id);
      return f ? [{ ...f, newest }] : [];
    });
  }

  type Owned = Awaited<ReturnType<typeof myStuff>>[number];
  const MY_STUFF_SORTS: Record<SortType, (a: Owned, b: Owned) => number> = {
    newest: (a, b) => a.newest - b.newest,
    popularity: (a, b) => b.popularity - a.popularity || a.id - b.id,
    title: (a, b) =>
      a.sort_title < b.sort_title ? -1 : a.sort_title > b.sort_title ? 1 : a.id - b.id,
    year: (a, b) =>
      (b.year_production ?? -Infinity) - (a.year_production ?? -Infinity) || a.id - b.id,
  };

  function myStuffTabs(owned: readonly Owned[]): TabCount[] {
    return MY_STUFF_TABS.map((tab) => ({
      ...tab,
      item_count: owned.filter((o) => inMyStuffTab(o, tab.id)).length,
    }));
  }

  return {
    descriptor(name: string | undefined): CatalogueDescriptor {
      return descriptorOf(menuNamed(name));
    },

    async structure(
      name: string | undefined,
      householdOf: () => Promise<string | null>,
      parentalLimit: ParentalLimit | null = null,
    ): Promise<CatalogueStructureAnswer> {
      const menu = menuNamed(name);
      const { source } = MENUS[menu];
      let tabs: TabCount[];
      if (source.kind === 'my_stuff') {
        tabs = myStuffTabs(await myStuff(await householdOf()));
      } else {
        const { listing, genreRows } = await genreTabs(source, parentalLimit);
        const page = storePageOf(listing, genreRows, {
          tab: 'all',
          start: 0,
          max: 0,
          sort_type: 'popularity',
        });
        tabs = page.tabs.map((t) => ({ id: t.id, title: t.name, item_count: t.count }));
      }
      return {
        name: menu,
        tab_order: tabs.map((t) => t.id),
        tabs: Object.fromEntries(tabs.map((t) => [t.id, t])),
        sort_types: SORT_OPTIONS,
      };
    },

    async data(
      query: CatalogueMenuDataQuery,
      householdOf: () => Promise<string | null>,
      parentalLimit: ParentalLimit | null = null,
    ): Promise<CatalogueMenuDataAnswer> {
      const menu = menuNamed(query.name);
      const { source } = MENUS[menu];
      const size = query.layout_param;
      const start = (query.page - 1) * size;
      const max = query.pages * size;
      let ids: number[];
      let tabs: TabCount[];
      if (source.kind === 'my_stuff') {
        if (!MY_STUFF_TABS.some((t) => t.id === query.tab)) {
          throw new AppError('ERR_NOT_FOUND', `Unknown tab: ${query.tab}`);
        }
        const owned = await myStuff(await householdOf());
        tabs = myStuffTabs(owned);
        ids = owned
          .filter((o) => inMyStuffTab(o, query.tab))
          .sort(MY_STUFF_SORTS[query.sort_type])
          .slice(start, start + max)
          .map((o) => o.id);
      } else {
        const { listing, genreRows } = await genreTabs(source, parentalLimit);
        const page = storePageOf(listing, genreRows, { ...query, start, max });
        // A hidden genre is a valid tab without a tab of its own: count it as the page did.
        tabs = page.tabs.map((t) => ({ id: t.id, title: t.name, item_count: t.count }));
        if (!tabs.some((t) => t.id === query.tab)) {
          const genre = genreRows.find((g) => String(g.id) === query.tab);
          tabs.push({ id: query.tab, title: genre?.name ?? query.tab, item_count: page.total });
        }
        ids = page.ids;
      }
      const items = await deps.titles.load(ids);
      const tab = tabs.find((t) => t.id === query.tab)!;
      const toTabData = (t: TabCount) => ({
        id: t.id,
        title: t.title,
        data: { item_count: t.item_count },
      });
      const providerIds = [...new Set(items.flatMap((t) => t.provider_id ?? []))];
      const genreIds = new Set(items.flatMap((t) => t.genre_ids));
      const [providers, genreRows] = await Promise.all([repo.providers(providerIds), genres()]);
      return {
        name: menu,
        items,
        tab: toTabData(tab),
        ...(query.single_tab_only ? {} : { tabs: tabs.map(toTabData) }),
        page: query.page,
        pages: query.pages,
        page_size: size,
        genres: Object.fromEntries(
          genreRows.filter((g) => genreIds.has(g.id)).map((g) => [String(g.id), toGenre(g)]),
        ),
        providers: Object.fromEntries(providers.map((p) => [String(p.id), toProvider(p)])),
      };
    },
  };
}

function inMyStuffTab(owned: { sub_type: string }, tab: string): boolean {
  if (tab === 'movie') return owned.sub_type === 'movie';
  if (tab === 'tv') return owned.sub_type !== 'movie';
  return true;
}

export type CatalogueMenus = ReturnType<typeof createCatalogueMenus>;
