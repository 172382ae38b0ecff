import type { Kysely } from 'kysely';
import {
  foldName,
  type CastAndCrewQuery,
  type CatalogueTabAnswer,
  type CatalogueTabQuery,
  type ParentalLimit,
  type RecommendationsAnswer,
  type SitemapTitle,
  type VodTitlesAnswer,
  type VodTitlesBody,
} from '@app/domain';
import type { Clock } from '#app/clock.ts';
import type { ContentClass, Database, GenreTable } from '#app/db/tables.ts';
import { AppError } from '#app/errors.ts';
import { createCatalogueVersionWatch } from './catalogue-version.ts';
import { createListingCache } from './listing-cache.ts';
import type { ListingSnapshot } from './listing-cache.ts';
import { createCatalogueMenus } from './menus.ts';
import { relatedTitles } from './related-titles.ts';
import { createCatalogueRepo } from './repo.ts';
import type { CatalogueRepo, ListingKey } from './repo.ts';
import { storePageOf } from './store-page.ts';
import type { StorePageQuery } from './store-page.ts';
import { createTitleCache } from './title-cache.ts';
import type { TitleCache } from './title-cache.ts';
import { toGenre, toProvider } from './title-mapper.ts';
import { vodTitles } from './vod-titles.ts';

export function createCatalogueService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  /** Told when another process imported a catalogue (e.g. to drop cached answers). */
  onCatalogueChange?: () => void;
}) {
  const repo = createCatalogueRepo(deps.db);
  const listings = createListingCache(repo, deps.clock);
  // Genres change only with an import: kept until the catalogue version changes.
  const genreCache = new Map<ContentClass | 'all', Promise<GenreTable[]>>();
  const titleCache = createTitleCache(repo);
  const changeListeners = new Set<() => void>();
  const forgetCatalogue = () => {
    listings.invalidate();
    genreCache.clear();
    titleCache.clear();
    for (const listener of changeListeners) listener();
  };
  const version = createCatalogueVersionWatch({
    readVersion: () => repo.catalogueVersion(),
    clock: deps.clock,
    onChange: () => {
      forgetCatalogue();
      deps.onCatalogueChange?.();
    },
  });
  /** Genre rows, refreshed like the listings: the two must agree on which genres exist. */
  async function genres(contentClass?: ContentClass): Promise<GenreTable[]> {
    await version.check();
    const key = contentClass ?? 'all';
    let rows = genreCache.get(key);
    if (!rows) {
      rows = repo.genres(contentClass);
      genreCache.set(key, rows);
      rows.catch(() => genreCache.delete(key));
    }
    return rows;
  }
  const menus = createCatalogueMenus({
    repo,
    listings,
    genres,
    titles: titleCache,
    clock: deps.clock,
  });

  /** A listing, refreshed first if another process imported a catalogue meanwhile. */
  async function listing(key: ListingKey): Promise<ListingSnapshot> {
    await version.check();
    return listings.get(key);
  }

  return {
    /** GET /v3/vod/catalogue/tab: one page of a store (or of Movie Box), with genre tabs. */
    async tab(
      query: CatalogueTabQuery,
      parentalLimit: ParentalLimit | null = null,
    ): Promise<CatalogueTabAnswer> {
      if (query.view === 'movie_box' && query.content_class !== 'movie') {
        throw new AppError(
          'ERR_VALIDATION',
          'view: movie_box lists movies; use content_class=movie',
        );
      }
      const key = query.view ?? query.content_class;
      const [snapshot, genreRows] = await Promise.all([listing(key), genres(query.content_class)]);
      return answerOf(repo, titleCache, snapshot.within(parentalLimit), genreRows, query, null);
    },

    /**
     * GET /v3/vod/castandcrew/{castName}: the store's titles that credit a person of that name
     * (accents and case ignored), a show counting when any of its seasons or episodes does.
     */
    async castAndCrew(
      castName: string,
      query: CastAndCrewQuery,
      parentalLimit: ParentalLimit | null = null,
    ): Promise<CatalogueTabAnswer> {
      const people = await repo.peopleNamed(foldName(castName));
      const credited = await repo.creditedTitles(people.map((p) => p.id));
      const titleIds = new Set(credited.map((c) => c.root_parent_id ?? c.id));
      const key: ListingKey = query.view ?? query.content_class ?? 'all';
      const [snapshot, genreRows] = await Promise.all([
        listing(key),
        genres(query.view ? 'movie' : query.content_class),
      ]);
      return answerOf(repo, titleCache, snapshot.within(parentalLimit), genreRows, query, titleIds);
    },

    /** POST /v3/vod/titles. */
    titles(
      body: VodTitlesBody,
      queryContentClass: VodTitlesBody['content_class'],
      parentalLimit: ParentalLimit | null = null,
    ): Promise<VodTitlesAnswer> {
      return vodTitles(repo, () => genres(), body, queryContentClass, parentalLimit);
    },

    /**
     * GET /v3/editorial/recommendations/vod/{id}: 6 titles related to this one (or, for a season
     * or episode, to its show) by shared people and genres; never the title itself.
     */
    async recommendations(
      titleId: number,
      parentalLimit: ParentalLimit | null = null,
    ): Promise<RecommendationsAnswer> {
      const head = await repo.titleHead(titleId);
      if (!head) throw new AppError('ERR_NOT_FOUND', `No title found with Id ${titleId}`);
      const rootId = head.root_parent_id ?? head.id;
      // Related titles above the household's limit are never suggested (issue 18).
      const snapshot = (await listing(head.content_class)).within(parentalLimit);
      const [genres, people] = await Promise.all([
        snapshot.genresOf.get(rootId) ??
          repo.genresOf([rootId]).then((rows) => rows.map((r) => r.genre_id)),
        repo.peopleOf([rootId]),
      ]);
      const personIds = [...new Set(people.map((p) => p.person_id))];
      const sharedPeople = new Map<number, number>();
      const seen = new Set<string>();
      for (const credit of await repo.creditedTitles(personIds)) {
        const candidate = credit.root_parent_id ?? credit.id;
        // A person counts once per show, however many of its episodes credit them.
        const key = `${credit.person_id}:${candidate}`;
        if (seen.has(key)) continue;
        seen.add(key);
        sharedPeople.set(candidate, (sharedPeople.get(candidate) ?? 0) + 1);
      }
      const ids = relatedTitles({
        titleId: rootId,
        genres,
        candidates: snapshot.ordered.popularity,
        genresOf: snapshot.genresOf,
        sharedPeople,
      });
      return { titles: await titleCache.load(ids) };
    },

    menus: {
      descriptor: menus.descriptor,
      async structure(...args: Parameters<typeof menus.structure>) {
        await version.check();
        return menus.structure(...args);
      },
      async data(...args: Parameters<typeof menus.data>) {
        await version.check();
        return menus.data(...args);
      },
    },

    /** Call after the catalogue changes in this process: stores list the new titles at once. */
    catalogueChanged(): void {
      forgetCatalogue();
    },

    /**
     * Every title with a details page, a season or an episode with its show (the sitemaps). A
     * season or episode whose show is gone has no page to list.
     */
    async detailsTitles(): Promise<SitemapTitle[]> {
      await version.check();
      const rows = await repo.detailsTitles(deps.clock.now());
      const byId = new Map(rows.map((row) => [row.id, row]));
      return rows.flatMap((row): SitemapTitle[] => {
        if (row.sub_type === 'movie' || row.sub_type === 'series') {
          return [{ id: row.id, title: row.title, sub_type: row.sub_type, show: null }];
        }
        const show = row.root_parent_id === null ? undefined : byId.get(row.root_parent_id);
        if (!show) return [];
        return [
          {
            id: row.id,
            title: row.title,
            sub_type: row.sub_type,
            show: { id: show.id, title: show.title },
          },
        ];
      });
    },

    /** Resolves once this server's view of the catalogue is no older than a second. */
    checkVersion(): Promise<void> {
      return version.check() ?? Promise.resolve();
    },
    /** As checkVersion, but undefined when the view is current already (a cache hit's check). */
    checkVersionIfDue(): Promise<void> | undefined {
      return version.check();
    },

    /** Hears every catalogue change (an import here or in another process). */
    onCatalogueChange(listener: () => void): void {
      changeListeners.add(listener);
    },
  };
}

async function answerOf(
  repo: CatalogueRepo,
  titleCache: TitleCache,
  snapshot: ListingSnapshot,
  genreRows: GenreTable[],
  query: StorePageQuery,
  only: ReadonlySet<number> | null,
): Promise<CatalogueTabAnswer> {
  const page = storePageOf(snapshot, genreRows, query, only);
  const titles = await titleCache.load(page.ids);
  const providerIds = [...new Set(titles.flatMap((t) => t.provider_id ?? []))];
  const providers = await repo.providers(providerIds);
  return {
    titles,
    tabs: page.tabs,
    total: page.total,
    start: query.start,
    max: query.max,
    genres: Object.fromEntries(genreRows.map((g) => [String(g.id), toGenre(g)])),
    providers: Object.fromEntries(providers.map((p) => [String(p.id), toProvider(p)])),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
