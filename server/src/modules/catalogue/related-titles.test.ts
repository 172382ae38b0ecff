import { describe, expect, it } from 'vitest';
import { relatedTitles } from './related-titles.ts';

const genresOf = new Map<number, number[]>([
  [1, [7, 4]],
  [2, [7]],
  [3, [4, 7]],
  [4, [9]],
  [5, [9]],
  [6, [9]],
  [7, [9]],
  [8, [9]],
  [9, [4]],
]);
const candidates = [4, 5, 6, 7, 8, 9, 3, 2, 1];

describe('relatedTitles', () => {
  it('never includes the title itself', () => {
    expect(
      relatedTitles({ titleId: 1, genres: [7, 4], candidates, genresOf, sharedPeople: new Map() }),
    ).not.toContain(1);
  });

  it('ranks shared people above shared genres, then the primary genre', () => {
    const related = relatedTitles({
      titleId: 1,
      genres: [7, 4],
      candidates,
      genresOf,
      sharedPeople: new Map([[8, 2]]),
    });
    // 8: two people (6); 3: both genres (4); 2: one genre, same primary (3); 9: one genre (2).
    expect(related.slice(0, 4)).toEqual([8, 3, 2, 9]);
  });

  it('fills up with the most popular when too few are related, keeping six', () => {
    const related = relatedTitles({
      titleId: 1,
      genres: [7, 4],
      candidates,
      genresOf,
      sharedPeople: new Map(),
    });
    expect(related).toEqual([3, 2, 9, 4, 5, 6]);
  });

  it('gives the same answer every time', () => {
    const input = { titleId: 4, genres: [9], candidates, genresOf, sharedPeople: new Map() };
    expect(relatedTitles(input)).toEqual(relatedTitles(input));
    expect(relatedTitles(input)).toEqual([5, 6, 7, 8, 9, 3]);
  });
});
