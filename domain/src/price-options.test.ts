import { describe, expect, it } from 'vitest';
import { lowestPrices, priceOptionsOf } from './price-options.ts';

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

describe('lowestPrices', () => {
  const rule = (id: number, price: number, duration: number) => ({
    id,
    price,
    content_format: 'hd' as const,
    duration,
  });

  it('takes the cheapest rental and the cheapest purchase', () => {
    expect(
      lowestPrices([
        rule(1, 499, 172800),
        rule(2, 399, 172800),
        rule(3, 1099, -1),
        rule(4, 1499, -1),
      ]),
    ).toEqual({ rent: 399, buy: 1099 });
  });

  it('says null for a way to watch the title does not offer, and for no rules at all', () => {
    expect(lowestPrices([rule(1, 1099, -1)])).toEqual({ rent: null, buy: 1099 });
    expect(lowestPrices(null)).toEqual({ rent: null, buy: null });
  });
});
