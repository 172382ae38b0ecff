import { describe, expect, it } from 'vitest';
import {
  isAboveParentalLimit,
  isParentalLimit,
  parentalControlsBodySchema,
} from './parental-controls.ts';

const RATINGS = [0, 20, 40, 60, 65, 70];

describe('isAboveParentalLimit', () => {
  it('lets everything through when off', () => {
    expect(RATINGS.map((r) => isAboveParentalLimit(r, null))).toEqual(RATINGS.map(() => false));
  });

  it.each([
    ['G', [true, false, true, true, true, true]],
    ['PG', [true, false, false, true, true, true]],
    ['M', [true, false, false, false, true, true]],
    ['MA15+', [true, false, false, false, false, true]],
    ['R18+', [false, false, false, false, false, false]],
  ] as const)('under %s hides what is above it, and unclassified titles', (limit, above) => {
    expect(RATINGS.map((r) => isAboveParentalLimit(r, limit))).toEqual(above);
  });
});

describe('the parental controls body', () => {
  it('takes a classification or off, nothing else', () => {
    expect(parentalControlsBodySchema.parse({ limit: 'MA15+' })).toEqual({ limit: 'MA15+' });
    expect(parentalControlsBodySchema.parse({ limit: 'off' })).toEqual({ limit: 'off' });
    expect(parentalControlsBodySchema.safeParse({ limit: 'X' }).success).toBe(false);
    expect(isParentalLimit('PG')).toBe(true);
    expect(isParentalLimit('off')).toBe(false);
  });
});
