import { describe, expect, it } from 'vitest';
import { typoDistance } from '@app/domain';
import { FIELD, createTextIndex, searchTerms } from './text-index.ts';
import type { IndexedDoc } from './text-index.ts';

const title = (name: string, popularity = 0, extra: Partial<IndexedDoc['fields']> = {}) => ({
  fields: { [FIELD.name]: name, ...extra },
  names: [searchTerms(name).join(' ')],
  popularity,
});

describe('typoDistance', () => {
  it('counts inserted, missing, changed and swapped letters, stopping past the limit', () => {
    expect(typoDistance('winters', 'winters', 1)).toBe(0);
    expect(typoDistance('wniters', 'winters', 1)).toBe(1);
    expect(typoDistance('wintrs', 'winters', 1)).toBe(1);
    expect(typoDistance('wintters', 'winters', 1)).toBe(1);
    expect(typoDistance('wanters', 'winters', 1)).toBe(1);
    expect(typoDistance('wantrs', 'winters', 1)).toBe(2);
    expect(typoDistance('summers', 'winters', 2)).toBe(3);
  });
});

describe('searchTerms', () => {
  it('folds accents, joins apostrophes and splits on punctuation', () => {
    expect(searchTerms("Thérèse's Slow-Burning CAFÉ!")).toEqual([
      'thereses',
      'slow',
      'burning',
      'cafe',
    ]);
    expect(searchTerms('<b>🎬</b> --')).toEqual(['b', 'b']);
  });
});

describe('createTextIndex', () => {
  const docs = [
    title('The Lantern Keeper', 10),
    title('Lantern', 5),
    title('Salt Roads', 900, { [FIELD.synopsis]: 'A lantern on the estuary.' }),
    title('Twelve Winters', 1),
    title('Twelve Rooms', 800),
    {
      fields: { [FIELD.name]: 'Last Orders', [FIELD.show]: 'Wild Brackenridge' },
      names: ['last orders', 'wild brackenridge last orders'],
      popularity: 0,
      episode: true,
    },
    title('Wild Brackenridge', 600, { [FIELD.synopsis]: 'Last orders at the bar.' }),
    {
      fields: { [FIELD.people]: 'Odile Lantern' },
      names: ['odile lantern'],
      popularity: 1,
    },
  ];
  const index = createTextIndex(docs);
  const names = (words: string, count = 10) =>
    index.search(words, count).map((id) => docs[id]!.names.at(-1));

  it('puts the exact name first, then names holding the word, cast, then synopsis', () => {
    expect(names('lantern')).toEqual([
      'lantern',
      'the lantern keeper',
      'odile lantern',
      'salt roads',
    ]);
  });

  it('needs every word but stop words, which only help to rank, in any field', () => {
    expect(names('the lantern')[0]).toBe('the lantern keeper');
    expect(names('lantern keeper')).toEqual(['the lantern keeper']);
    expect(names('lantern roads')).toEqual(['salt roads']);
  });

  it('falls back to the documents with the most words when none has them all', () => {
    expect(names('keeper rooms')).toEqual(['twelve rooms', 'the lantern keeper']);
  });

  it('matches the last word as a prefix, and by first letters names that start so', () => {
    expect(names('twelve win')[0]).toBe('twelve winters');
    expect(names('tw')).toEqual(['twelve rooms', 'twelve winters']);
    expect(names('the l')).toEqual(['the lantern keeper']);
  });

  it('forgives a swapped pair, but not in short words', () => {
    expect(names('twelve wniters')[0]).toBe('twelve winters');
    expect(names('romos')).toEqual(['twelve rooms']);
    expect(names('rom')).toEqual([]);
  });

  it('finds an episode by its show and name, but not by its show alone above the show', () => {
    expect(names('wild brackenridge last orders')[0]).toBe('wild brackenridge last orders');
    expect(names('wild brackenridge')).toEqual([
      'wild brackenridge',
      'wild brackenridge last orders',
    ]);
  });

  it('keeps to the count, and answers nothing for no words', () => {
    expect(index.search('lantern', 2)).toHaveLength(2);
    expect(index.search('  !! ', 10)).toEqual([]);
    expect(createTextIndex([]).search('lantern', 10)).toEqual([]);
  });
});
