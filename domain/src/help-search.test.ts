import { describe, expect, it } from 'vitest';
import { createHelpSearch, termMatch, wordsOf } from './help-search.ts';
import { typoDistance } from './typos.ts';

describe('help search', () => {
  it('folds words', () => {
    expect(wordsOf('Café: Rental, 48-hour!')).toEqual(['cafe', 'rental', '48', 'hour']);
  });

  it('counts an adjacent swap as one edit', () => {
    expect(typoDistance('rnetal', 'rental', Infinity)).toBe(1);
    expect(typoDistance('kitten', 'sitting', Infinity)).toBe(3);
  });

  it.each([
    ['rental', 'rental', 3],
    ['rent', 'rentals', 2],
    ['rentl', 'rental', 1.5],
    ['rentl', 'rentals', 1.5],
    ['rentl', 'rent', 1],
    ['warrenty', 'warranty', 1.5],
    ['tv', 'tx', 0],
    ['rentl', 'recording', 0],
  ])('%s against %s scores %d', (term, word, score) => {
    expect(termMatch(term, word)).toBe(score);
  });

  const search = createHelpSearch([
    { key: 'rent', title: 'How long do I have to watch a rental?', body: 'You have 7 days.' },
    { key: 'rec', title: 'How much can I record?', body: 'Up to 585 hours; rentals are separate.' },
    { key: 'pin', title: 'Why am I asked for a PIN?', body: 'It confirms subscriptions.' },
  ]);

  it('finds rental answers for a misspelt query, title matches first, with the words to highlight', () => {
    const hits = search('rentl');
    expect(hits.map((h) => h.key)).toEqual(['rent', 'rec']);
    expect(hits[0]!.matched).toEqual(['rental']);
  });

  it('needs every word of the query to match', () => {
    expect(search('rental days').map((h) => h.key)).toEqual(['rent']);
    expect(search('')).toEqual([]);
    expect(search('zebra')).toEqual([]);
  });
});
