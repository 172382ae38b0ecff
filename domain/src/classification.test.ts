import { describe, expect, it } from 'vitest';
import { classificationOf } from './classification.ts';

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
