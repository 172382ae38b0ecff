import { describe, expect, it } from 'vitest';
import { MIN_TEXT_CONTRAST, contrastRatio, tileColours } from './colours.ts';
import { Random } from './random.ts';
import { foldText, pluralVerbPhrase, slugOf, sortTitleOf, withArticle } from './text.ts';

describe('seed text helpers', () => {
  it('folds accents and letters that do not decompose', () => {
    expect(foldText('Éloïse Sørensen')).toBe('eloise sorensen');
    expect(foldText('Małgorzata Żelazny-Hart')).toBe('malgorzata zelazny-hart');
    expect(foldText('Ångström-Reed Straße')).toBe('angstrom-reed strasse');
  });

  it('sorts titles without a leading article', () => {
    expect(sortTitleOf("The Lantern Keeper's Daughter")).toBe("lantern keeper's daughter");
    expect(sortTitleOf('A Wedding in Port Sélène')).toBe('wedding in port selene');
    expect(sortTitleOf('An Orchard')).toBe('orchard');
    expect(sortTitleOf('Theatre of Vantry')).toBe('theatre of vantry');
    expect(sortTitleOf('Salt and Silver')).toBe('salt and silver');
  });

  it('makes URL slugs and picks a or an', () => {
    expect(slugOf('Café Bérénice: The Return')).toBe('cafe-berenice-the-return');
    expect(withArticle('unflinching drama')).toBe('an unflinching drama');
    expect(withArticle('quiet drama')).toBe('a quiet drama');
  });

  it('puts verb phrases in the plural', () => {
    expect(pluralVerbPhrase('finds a box of letters')).toBe('find a box of letters');
    expect(pluralVerbPhrase('is mistaken for a chef')).toBe('are mistaken for a chef');
    expect(pluralVerbPhrase('carries the map')).toBe('carry the map');
    expect(pluralVerbPhrase('misses the ferry')).toBe('miss the ferry');
    expect(pluralVerbPhrase('agrees to help')).toBe('agree to help');
  });
});

describe('seed random numbers', () => {
  it('gives the same sequence for the same key and a different one for another key', () => {
    const draw = (key: string) => {
      const r = new Random(key);
      return Array.from({ length: 5 }, () => r.nextUint32());
    };
    expect(draw('movie:10001')).toEqual(draw('movie:10001'));
    expect(draw('movie:10001')).not.toEqual(draw('movie:10002'));
  });

  it('draws integers within bounds and v4-shaped UUIDs', () => {
    const r = Random.for('bounds');
    for (let i = 0; i < 1000; i++) {
      const n = r.int(3, 7);
      expect(n >= 3 && n <= 7).toBe(true);
    }
    expect(r.uuid()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('chooses tile colours whose text meets the contrast minimum', () => {
    const r = Random.for('colours');
    for (let i = 0; i < 2000; i++) {
      const { background, text } = tileColours(r);
      expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
  });
});
