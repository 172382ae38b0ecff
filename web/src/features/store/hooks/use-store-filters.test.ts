import { describe, expect, it } from 'vitest';
import { storeFiltersOf } from './use-store-filters.ts';

describe('storeFiltersOf', () => {
  it('defaults to all genres by popularity', () => {
    expect(storeFiltersOf({})).toEqual({ genre: 'all', sort: 'popularity' });
  });

  it('reads a genre id and a sort, whatever their case', () => {
    expect(storeFiltersOf({ genre: '12', sort: 'NEWEST' })).toEqual({
      genre: '12',
      sort: 'newest',
    });
    expect(storeFiltersOf({ genre: 'ALL', sort: 'Title' })).toEqual({
      genre: 'all',
      sort: 'title',
    });
  });

  it('falls back to the default for a segment that is not a genre id or a sort', () => {
    expect(storeFiltersOf({ genre: 'westerns', sort: 'cheapest' })).toEqual({
      genre: 'all',
      sort: 'popularity',
    });
  });
});
