import { describe, expect, it } from 'vitest';
import { priceOptionsOf } from './price-options.ts';

const rule = (id: number, price: number, format: 'sd' | 'hd', duration: number) => ({
  id,
  price,
  content_format: format,
  duration,
});

describe('priceOptionsOf', () => {
  it('lists rentals before purchases, SD before HD', () => {
    const options = priceOptionsOf([
      rule(4, 1099, 'hd', -1),
      rule(2, 499, 'hd', 172_800),
      rule(3, 799, 'sd', -1),
      rule(1, 399, 'sd', 172_800),
    ]);
    expect(options.map((o) => [o.kind, o.format, o.price])).toEqual([
      ['rent', 'sd', 399],
      ['rent', 'hd', 499],
      ['buy', 'sd', 799],
      ['buy', 'hd', 1099],
    ]);
  });

  it('gives a rental its length in hours and a purchase none', () => {
    const [rental, purchase] = priceOptionsOf([
      rule(1, 399, 'sd', 172_800),
      rule(2, 799, 'sd', -1),
    ]);
    expect(rental).toMatchObject({ priceRuleId: 1, rentalHours: 48 });
    expect(purchase).toMatchObject({ priceRuleId: 2, rentalHours: null });
  });

  it('has no options for a free title or one without price rules', () => {
    expect(priceOptionsOf([])).toEqual([]);
    expect(priceOptionsOf(null)).toEqual([]);
  });
});
