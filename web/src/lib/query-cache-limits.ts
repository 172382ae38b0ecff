import type { Query, QueryCache, QueryClient } from '@tanstack/react-query';
import { CACHE_CAPACITY } from '@app/domain';

/** Which capacity of account spec §9 a query counts against. */
export type CacheGroup = 'titles' | 'pagedQueries' | 'search' | 'programs';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { cache?: CacheGroup };
  }
}

const CAPACITY: Record<CacheGroup, number> = {
  titles: CACHE_CAPACITY.titles,
  pagedQueries: CACHE_CAPACITY.pagedQueries,
  search: CACHE_CAPACITY.search,
  // Guide blocks (marketing spec §9: programs cache 5).
  programs: CACHE_CAPACITY.programs,
};

const groupOf = (query: Query): CacheGroup | undefined => query.meta?.cache;

/** The cache ids each query cache has given out: one keeper per id (account spec §8). */
const takenIds = new WeakMap<QueryCache, Set<CacheGroup>>();

/**
 * Gives the named caches of §9 to one keeper. A second keeper of the same id would evict by its
 * own idea of what was used last and drop queries the first still counts, so it is refused with
 * the spec's 'CacheId … is already taken!' (account spec §8). A programming error: it stops the
 * app's start in the tests, and a visitor never meets it.
 */
function takeCacheIds(cache: QueryCache): () => void {
  const taken = takenIds.get(cache) ?? new Set<CacheGroup>();
  const ids = Object.keys(CAPACITY) as CacheGroup[];
  const clash = ids.find((id) => taken.has(id));
  if (clash) throw new Error(`CacheId ${clash} is already taken!`);
  for (const id of ids) taken.add(id);
  takenIds.set(cache, taken);
  return () => {
    for (const id of ids) taken.delete(id);
  };
}

/**
 * Holds the query cache to the capacities of account spec §9: at most 672 title queries, 12
 * paged queries and 10 searches; beyond that the least recently used one that no screen shows is dropped (one a
 * screen shows is never dropped). A paged query that failed is removed once no screen shows it
 * (§8), so coming back asks again instead of finding the failure. Returns the unsubscribe,
 * which frees the cache ids for another keeper.
 */
export function limitQueryCaches(queryClient: QueryClient): () => void {
  const cache = queryClient.getQueryCache();
  const releaseIds = takeCacheIds(cache);
  // Map order is use order: a use moves the query to the end.
  const lastUsed: Record<CacheGroup, Map<string, Query>> = {
    titles: new Map(),
    pagedQueries: new Map(),
    search: new Map(),
    programs: new Map(),
  };

  const touch = (query: Query) => {
    const group = groupOf(query);
    if (!group) return;
    lastUsed[group].delete(query.queryHash);
    lastUsed[group].set(query.queryHash, query);
  };

  const stop = cache.subscribe((event) => {
    const { query } = event;
    const group = groupOf(query);
    if (!group) return;
    switch (event.type) {
      case 'removed':
        lastUsed[group].delete(query.queryHash);
        return;
      case 'added':
      case 'observerAdded':
        touch(query);
        break;
      case 'observerRemoved':
        if (dropIfFailed(cache, query)) return;
        break;
      case 'updated':
        if (event.action.type === 'error' && dropIfFailed(cache, query)) return;
        break;
      default:
        return;
    }
    evictBeyondCapacity(cache, lastUsed[group], CAPACITY[group]);
  });
  return () => {
    stop();
    releaseIds();
  };
}

function dropIfFailed(cache: QueryCache, query: Query): boolean {
  if (groupOf(query) !== 'pagedQueries') return false;
  if (query.state.status !== 'error' || query.getObserversCount() > 0) return false;
  cache.remove(query);
  return true;
}

function evictBeyondCapacity(cache: QueryCache, used: Map<string, Query>, capacity: number) {
  let excess = used.size - capacity;
  for (const query of used.values()) {
    if (excess <= 0) return;
    if (query.getObserversCount() > 0) continue;
    cache.remove(query);
    excess--;
  }
}

/**
 * Forgets every title and paged query, e.g. on sign-in and sign-out (account spec §4: the caches
 * of titles and paged queries are cleared on login and logout).
 */
export function clearCatalogueCaches(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => groupOf(query as Query) !== undefined,
  });
}
