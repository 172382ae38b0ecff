import type { Kysely } from 'kysely';
import type { CatalogueTabAnswer, CatalogueTabQuery } from '@app/domain';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/tables.ts';
import { AppError } from '../../http/app-error.ts';
import { createListingCache } from './listing-cache.ts';
import { createCatalogueRepo } from './repo.ts';
import { loadTitles, toGenre, toProvider } from './title-mapper.ts';

export function createCatalogueService(deps: { db: Kysely<Database>; clock: Clock }) {
  const repo = createCatalogueRepo(deps.db);
  const listings = createListingCache(repo, deps.clock);

  return {
    /** GET /v3/vod/catalogue/tab: one page of a store, with genre tabs and their counts. */
    async tab(query: CatalogueTabQuery): Promise<CatalogueTabAnswer> {
      const [listing, genreRows] = await Promise.all([
        listings.get(query.content_class),
        repo.genres(query.content_class),
      ]);
      const genreId = query.tab === 'all' ? null : Number(query.tab);
      if (genreId !== null && !genreRows.some((g) => g.id === genreId)) {
        throw new AppError('ERR_NOT_FOUND', `Unknown tab: ${query.tab}`);
      }
      const everything = listing.ordered[query.sort_type];
      const inTab =
        genreId === null
          ? everything
          : everything.filter((id) => listing.genresOf.get(id)?.includes(genreId));
      const titles = await loadTitles(repo, inTab.slice(query.start, query.start + query.max), {
        withReviews: false,
      });
      const providerIds = [
        ...new Set(titles.flatMap((t) => (t.provider_id === null ? [] : [t.provider_id]))),
      ];
      const providers = await repo.providers(providerIds);
      const countOf = (genre: number) => listing.genreCounts.get(genre) ?? 0;

      return {
        titles,
        tabs: [
          { id: 'all', name: 'All', count: everything.length },
          ...genreRows
            .filter((g) => g.hide_from_view === 0 && countOf(g.id) > 0)
            .map((g) => ({ id: String(g.id), name: g.name, count: countOf(g.id) })),
        ],
        total: inTab.length,
        start: query.start,
        max: query.max,
        genres: Object.fromEntries(genreRows.map((g) => [String(g.id), toGenre(g)])),
        providers: Object.fromEntries(providers.map((p) => [String(p.id), toProvider(p)])),
      };
    },

    /** Call after the catalogue changes (import): stores list the new titles at once. */
    catalogueChanged(): void {
      listings.invalidate();
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
