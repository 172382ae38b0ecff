import { describe, expect, it } from 'vitest';
import { slugOf } from './text-fold.ts';

describe('slugOf', () => {
  it('keeps letters and digits, lower-cased, joined by single hyphens', () => {
    expect(slugOf('Mad Max: Fury Road (2015)')).toBe('mad-max-fury-road-2015');
    expect(slugOf('Café Bérénice: The Return')).toBe('cafe-berenice-the-return');
  });

  it('drops accents and spells out ampersands', () => {
    expect(slugOf('Amélie & Co.')).toBe('amelie-and-co');
  });

  it('gives an empty slug for a title without letters or digits', () => {
    expect(slugOf('¿¡…!?')).toBe('');
  });
});
