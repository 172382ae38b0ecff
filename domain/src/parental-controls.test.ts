import { describe, expect, it } from 'vitest';
import { parentalControlsBodySchema } from './api/parental-controls.ts';
import {
  isAboveParentalLimit,
  isGuideProgramAboveLimit,
  isParentalLimit,
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

describe('isGuideProgramAboveLimit', () => {
  it.each([
    [null, [false, false, false, false, false, false]],
    ['G', [false, false, true, true, true, true]],
    ['M', [false, false, false, false, true, true]],
    ['R18+', [false, false, false, false, false, false]],
  ] as const)(
    'under %s marks classified programmes above it, never unclassified ones',
    (limit, marked) => {
      expect(RATINGS.map((r) => isGuideProgramAboveLimit(r, limit))).toEqual(marked);
    },
  );
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
