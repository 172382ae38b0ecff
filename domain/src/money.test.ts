import { describe, expect, it } from 'vitest';
import { formatPrice } from './money.ts';

describe('formatPrice', () => {
  it.each([
    [0, '$0.00'],
    [99, '$0.99'],
    [399, '$3.99'],
    [1099, '$10.99'],
    [123456, '$1,234.56'],
    [-250, '-$2.50'],
  ])('%i cents is %s', (cents, text) => {
    expect(formatPrice(cents)).toBe(text);
  });
});
