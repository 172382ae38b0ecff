import type { Kysely } from 'kysely';
import { keepSearchResult } from '@app/domain';
import type { ParentalLimit, SearchAnswer, SearchBody } from '@app/domain';
import type { Clock } from '#app/clock.ts';
import type { Database } from '#app/db/tables.ts';
import { createCatalogueVersionWatch } from '#app/modules/catalogue/catalogue-version.ts';
import { createSearchRepo } from './repo.ts';
import { buildSearchIndex } from './search-index.ts';
import type { SearchIndex } from './search-index.ts';

/** Rebuild the index at least this often, so titles expiring or arriving by date drop in and out. */
const REBUILD_EVERY_MS = 10 * 60 * 1000;

/**
 * POST /v4/search over an in-memory index built from the database at start. A catalogue import
 * (the catalogue version in app_meta) or the passing of time rebuilds it in the background; the
 * old index answers meanwhile, so a search never waits for a rebuild after the first.
 */
export function createSearchService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  /** Called once a rebuilt index answers (answers kept from the old one are stale then). */
  onIndexRebuilt?: () => void;
}) {
  const repo = createSearchRepo(deps.db);
  let current: Promise<SearchIndex> | null = null;
  let builtAt = 0;
  let rebuilding: Promise<void> | null = null;

  function rebuild(): Promise<void> {
    rebuilding ??= buildSearchIndex(repo, deps.clock.now())
      .then((index) => {
        current = Promise.resolve(index);
        builtAt = deps.clock.now();
        deps.onIndexRebuilt?.();
      })
      .finally(() => {
        rebuilding = null;
      });
    return rebuilding;
  }

  const version = createCatalogueVersionWatch({
    readVersion: () => repo.catalogueVersion(),
    clock: deps.clock,
    onChange: () => void rebuild(),
  });

  async function index(): Promise<SearchIndex> {
    if (!current) {
      const first = rebuild();
      current = first.then(() => current!);
    }
    await version.check();
    if (deps.clock.now() - builtAt > REBUILD_EVERY_MS && builtAt > 0) void rebuild();
    return current;
  }

  return {
    async search(
      body: SearchBody,
      parentalLimit: ParentalLimit | null = null,
    ): Promise<SearchAnswer> {
      const items = (await index())
        .search(body.words, body.count, parentalLimit)
        .filter((i) => keepSearchResult(i));
      return { items, total: items.length };
    },

    /** Builds the index now (at start), so the first search does not wait for it. */
    warm: () => index().then(() => undefined),
    /**
     * As warm, but undefined when the index is built, not due for its rebuild and its catalogue
     * version check is current: a cached search answer then waits for nothing.
     */
    warmIfDue(): Promise<void> | undefined {
      if (builtAt > 0 && deps.clock.now() - builtAt <= REBUILD_EVERY_MS && current) {
        return version.check();
      }
      return index().then(() => undefined);
    },
    /** For tests: wait for a rebuild started by a catalogue change. */
    settled: () => rebuilding ?? Promise.resolve(),
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
