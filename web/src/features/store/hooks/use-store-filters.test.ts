import { describe, expect, it } from 'vitest';
import {
  genreNameOf,
  genreSegmentOf,
  storeFiltersOf,
  storePathIsKnown,
} from './use-store-filters.ts';

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

  it('reads a genre id with its readable name after it', () => {
    expect(storeFiltersOf({ genre: '21-Westerns', sort: 'title' })).toEqual({
      genre: '21',
      sort: 'title',
    });
  });

  it('writes a genre as its id and name', () => {
    expect(genreSegmentOf({ id: '21', name: 'Sci-Fi & Fantasy' })).toBe('21-sci-fi-and-fantasy');
    expect(genreSegmentOf({ id: 'all', name: 'All' })).toBe('all');
  });

  it('falls back to the default for a segment that is not a genre id or a sort', () => {
    expect(storeFiltersOf({ genre: 'westerns', sort: 'cheapest' })).toEqual({
      genre: 'all',
      sort: 'popularity',
    });
  });

  it("reads a genre's name alone as a name to look up, and only that", () => {
    expect(genreNameOf({ genre: 'Action' })).toBe('action');
    expect(genreNameOf({ genre: 'sci-fi-and-fantasy' })).toBe('sci-fi-and-fantasy');
    expect(genreNameOf({ genre: '28-action' })).toBeNull();
    expect(genreNameOf({ genre: 'all' })).toBeNull();
    expect(genreNameOf({ genre: 'no such!' })).toBeNull();
    expect(genreNameOf({})).toBeNull();
    expect(storePathIsKnown({ genre: 'action', sort: 'title' })).toBe(true);
    expect(storePathIsKnown({ genre: 'action', sort: 'cheapest' })).toBe(false);
  });
});
