import { describe, expect, it } from 'vitest';
import { classificationOf, genreFitsRating, ratingFittingGenre } from './classification.ts';

describe('classificationOf', () => {
  it.each([
    [0, 'Unclassified'],
    [20, 'General'],
    [40, 'Parental Guidance'],
    [60, 'Mature'],
    [65, 'Mature Accompanied'],
    [70, 'Restricted'],
  ])('rating %i is %s', (rating, label) => {
    expect(classificationOf(rating).label).toBe(label);
  });

  it('takes the lower step for a rating between two steps', () => {
    expect(classificationOf(62).label).toBe('Mature');
  });

  it('treats a missing rating as unclassified', () => {
    expect(classificationOf(null).label).toBe('Unclassified');
    expect(classificationOf(undefined).label).toBe('Unclassified');
  });
});

describe('genres and classification', () => {
  it('keeps Kids and Family to G and PG', () => {
    for (const genre of ['Kids', 'Family']) {
      expect([0, 20, 40, 60, 65, 70].map((r) => genreFitsRating(genre, r))).toEqual([
        false,
        true,
        true,
        false,
        false,
        false,
      ]);
    }
  });

  it('never lets Horror be G or unclassified', () => {
    expect([0, 20, 40, 70].map((r) => genreFitsRating('Horror', r))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('lets any other genre take any rating', () => {
    expect(genreFitsRating('Drama', 0)).toBe(true);
    expect(genreFitsRating('Drama', 70)).toBe(true);
  });

  it('moves a rating into the genre’s bounds', () => {
    expect(ratingFittingGenre('Kids', 0)).toBe(20);
    expect(ratingFittingGenre('Kids', 65)).toBe(40);
    expect(ratingFittingGenre('Horror', 20)).toBe(40);
    expect(ratingFittingGenre('Drama', 65)).toBe(65);
  });
});
