import type { PageMeta } from './types.ts';

/** A vendor (marketing spec §3): url, identifier, products. */
export interface Vendor {
  identifier: string;
  name: string;
  url: string;
  products: readonly string[];
}

export const howToBuyMeta: PageMeta = {
  title: 'How to buy',
  description:
    'Buy a box from a store or online, or get one from your internet provider. Choose a box to see where it is sold.',
  keywords: ['how to buy', 'stores', 'where to buy'],
};

export const products: readonly { id: string; name: string; price: string }[] = [
  { id: 'mighty', name: 'Mighty', price: '$499' },
  { id: 'mini4k', name: 'Mini 4K', price: '$199' },
  { id: 'gen5', name: 'Gen 5', price: '$149' },
];

// Placeholder addresses on the reserved example domain: no real retailer is named.
export const vendors: readonly Vendor[] = [
  {
    identifier: 'northside',
    name: 'Northside Electronics',
    url: 'https://northside.example/tv',
    products: ['mighty', 'mini4k', 'gen5'],
  },
  {
    identifier: 'homewares-direct',
    name: 'Homewares Direct',
    url: 'https://homewares-direct.example/boxes',
    products: ['mini4k', 'gen5'],
  },
  {
    identifier: 'bigscreen',
    name: 'Big Screen Online',
    url: 'https://bigscreen.example/set-top',
    products: ['mighty'],
  },
];
