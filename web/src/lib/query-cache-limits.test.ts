import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { CACHE_CAPACITY } from '@app/domain';
import { createQueryClient } from './query-client.ts';
import { clearCatalogueCaches, limitQueryCaches, type CacheGroup } from './query-cache-limits.ts';

const cached = (client: ReturnType<typeof createQueryClient>, group: CacheGroup) =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => q.meta?.cache === group)
    .map((q) => q.queryKey[1]);

async function fetchInto(
  client: ReturnType<typeof createQueryClient>,
  group: CacheGroup,
  id: number,
) {
  await client.fetchQuery({
    queryKey: [group, id],
    queryFn: async () => id,
    meta: { cache: group },
  });
}

describe('named caches (account spec §8)', () => {
  it("refuses a second keeper of the app's caches: 'CacheId … is already taken!'", () => {
    const client = createQueryClient();
    expect(() => limitQueryCaches(client)).toThrow('CacheId titles is already taken!');
  });

  it('frees the ids when their keeper stops, and never mixes two clients', () => {
    const client = new QueryClient();
    const stop = limitQueryCaches(client);
    expect(() => limitQueryCaches(new QueryClient())).not.toThrow();
    stop();
    expect(() => limitQueryCaches(client)).not.toThrow();
  });
});

describe('query cache limits (account spec §9)', () => {
  it('keeps the 12 most recently used paged queries', async () => {
    const client = createQueryClient();
    for (let id = 1; id <= 14; id++) await fetchInto(client, 'pagedQueries', id);
    expect(cached(client, 'pagedQueries')).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(CACHE_CAPACITY.pagedQueries).toBe(12);
  });

  it('keeps the 10 most recent searches', async () => {
    const client = createQueryClient();
    for (let id = 1; id <= 11; id++) await fetchInto(client, 'search', id);
    expect(cached(client, 'search')).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(CACHE_CAPACITY.search).toBe(10);
  });

  it('keeps 672 title queries, forgetting the least recently used first', async () => {
    const client = createQueryClient();
    for (let id = 1; id <= 672; id++) await fetchInto(client, 'titles', id);
    // Using title 1 again makes title 2 the least recently used.
    const observer = new QueryObserver(client, {
      queryKey: ['titles', 1],
      queryFn: async () => 1,
      meta: { cache: 'titles' },
    });
    const stop = observer.subscribe(() => {});
    stop();
    await fetchInto(client, 'titles', 673);
    const titles = cached(client, 'titles');
    expect(titles).toHaveLength(672);
    expect(titles).toContain(1);
    expect(titles).not.toContain(2);
  });

  it('never drops a query a screen is showing', async () => {
    const client = createQueryClient();
    await fetchInto(client, 'pagedQueries', 0);
    const observer = new QueryObserver(client, {
      queryKey: ['pagedQueries', 0],
      queryFn: async () => 0,
      meta: { cache: 'pagedQueries' },
    });
    const stop = observer.subscribe(() => {});
    for (let id = 1; id <= 20; id++) await fetchInto(client, 'pagedQueries', id);
    expect(cached(client, 'pagedQueries')).toContain(0);
    stop();
  });

  it('removes a failed paged query once nothing shows it', async () => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    const failing = () => Promise.reject(new Error('offline'));
    const observer = new QueryObserver(client, {
      queryKey: ['pagedQueries', 'failed'],
      queryFn: failing,
      meta: { cache: 'pagedQueries' },
    });
    const stop = observer.subscribe(() => {});
    await expect.poll(() => observer.getCurrentResult().status).toBe('error');
    expect(cached(client, 'pagedQueries')).toEqual(['failed']);
    stop();
    expect(cached(client, 'pagedQueries')).toEqual([]);
  });

  it('leaves a failed title query to the usual garbage collection', async () => {
    const client = createQueryClient();
    await expect(
      client.fetchQuery({
        queryKey: ['titles', 'failed'],
        queryFn: () => Promise.reject(new Error('offline')),
        meta: { cache: 'titles' },
        retry: false,
      }),
    ).rejects.toThrow('offline');
    expect(cached(client, 'titles')).toEqual(['failed']);
  });

  it('clears titles and paged queries, and nothing else, on sign-in and sign-out', async () => {
    const client = createQueryClient();
    await fetchInto(client, 'titles', 1);
    await fetchInto(client, 'pagedQueries', 1);
    await client.fetchQuery({ queryKey: ['account'], queryFn: async () => 'me' });
    clearCatalogueCaches(client);
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey),
    ).toEqual([['account']]);
  });
});
