import type { Title } from '@app/domain';
import { LRUCache } from 'lru-cache';
import type { CatalogueRepo } from './repo.ts';
import { loadTitles } from './title-mapper.ts';

/**
 * Titles as listings show them (without reviews), by id, so that a store page costs no query for
 * titles shown recently. A title changes only with a catalogue import, which clears the cache.
 * 5,000 titles of about 2 KB each: some 10 MB at most.
 */
export function createTitleCache(repo: CatalogueRepo, capacity = 5000) {
  let cache = new LRUCache<number, Title>({ max: capacity });

  return {
    /** The titles of these ids, in order; unknown ids are left out. */
    async load(ids: readonly number[]): Promise<Title[]> {
      const found = new Map<number, Title>();
      const missing: number[] = [];
      for (const id of ids) {
        const title = cache.get(id);
        if (title) found.set(id, title);
        else missing.push(id);
      }
      if (missing.length > 0) {
        const generation = cache;
        for (const title of await loadTitles(repo, missing, { withReviews: false })) {
          found.set(title.id, title);
          // Not into a cache cleared meanwhile: the title may predate the import.
          if (generation === cache) cache.set(title.id, title);
        }
      }
      return ids.flatMap((id) => found.get(id) ?? []);
    },

    clear(): void {
      cache = new LRUCache<number, Title>({ max: capacity });
    },
  };
}

export type TitleCache = ReturnType<typeof createTitleCache>;
