import { describe, expect, it } from 'vitest';
import { keepSearchResult, mergePopular, resultsOfTab } from './search-rules.ts';

const item = (type: 'MOVIES' | 'SHOWS' | 'CAST_AND_CREW', n: number, extra = {}) => ({
  type,
  sub_type: type === 'MOVIES' ? 'movie' : type === 'SHOWS' ? 'series' : 'person',
  vod_title_id: type === 'CAST_AND_CREW' ? null : n,
  way_to_watch: type === 'CAST_AND_CREW' ? null : { type: 'vod' },
  n,
  ...extra,
});

describe('keepSearchResult', () => {
  it('keeps cast and crew and on-demand titles', () => {
    expect(keepSearchResult(item('CAST_AND_CREW', 1))).toBe(true);
    expect(keepSearchResult(item('MOVIES', 1))).toBe(true);
    expect(keepSearchResult(item('SHOWS', 1, { way_to_watch: null }))).toBe(true);
  });

  it('drops what cannot be watched on demand, and catch-up series from cast queries', () => {
    expect(
      keepSearchResult(item('SHOWS', 1, { vod_title_id: null, way_to_watch: { type: 'live' } })),
    ).toBe(false);
    expect(
      keepSearchResult(item('SHOWS', 1, { sub_type: 'catchup_series' }), { castQuery: true }),
    ).toBe(false);
    expect(keepSearchResult(item('SHOWS', 1, { sub_type: 'catchup_series' }))).toBe(true);
  });
});

describe('mergePopular', () => {
  it('takes 3 movies and 3 shows', () => {
    const popular = [1, 2, 3, 4].flatMap((n) => [
      item('MOVIES', n),
      item('SHOWS', n),
      item('CAST_AND_CREW', n),
    ]);
    expect(mergePopular(popular).map((i) => `${i.type}${i.n}`)).toEqual([
      'MOVIES1',
      'MOVIES2',
      'MOVIES3',
      'SHOWS1',
      'SHOWS2',
      'SHOWS3',
    ]);
  });

  it('fills up to 6 from cast and crew when movies or shows are short', () => {
    const popular = [
      item('MOVIES', 1),
      item('CAST_AND_CREW', 1),
      item('CAST_AND_CREW', 2),
      item('SHOWS', 1),
      item('CAST_AND_CREW', 3),
      item('CAST_AND_CREW', 4),
      item('CAST_AND_CREW', 5),
    ];
    expect(mergePopular(popular).map((i) => `${i.type}${i.n}`)).toEqual([
      'MOVIES1',
      'SHOWS1',
      'CAST_AND_CREW1',
      'CAST_AND_CREW2',
      'CAST_AND_CREW3',
      'CAST_AND_CREW4',
    ]);
  });
});

describe('resultsOfTab', () => {
  const results = [
    item('CAST_AND_CREW', 1),
    item('MOVIES', 1),
    item('MOVIES', 2),
    item('MOVIES', 3),
    item('MOVIES', 4),
    item('SHOWS', 1),
    item('CAST_AND_CREW', 2),
  ];
  const names = (list: typeof results) => list.map((i) => `${i.type}${i.n}`);

  it('leads All with the popular merge, then the other results in order', () => {
    expect(names(resultsOfTab(results, 'all'))).toEqual([
      'MOVIES1',
      'MOVIES2',
      'MOVIES3',
      'SHOWS1',
      'CAST_AND_CREW1',
      'CAST_AND_CREW2',
      'MOVIES4',
    ]);
  });

  it('gives each other tab its own kind, in the server order', () => {
    expect(names(resultsOfTab(results, 'movies'))).toEqual([
      'MOVIES1',
      'MOVIES2',
      'MOVIES3',
      'MOVIES4',
    ]);
    expect(names(resultsOfTab(results, 'tv'))).toEqual(['SHOWS1']);
    expect(names(resultsOfTab(results, 'castAndCrew'))).toEqual([
      'CAST_AND_CREW1',
      'CAST_AND_CREW2',
    ]);
  });

  it('has nothing to show for no results', () => {
    expect(resultsOfTab([], 'all')).toEqual([]);
  });
});
