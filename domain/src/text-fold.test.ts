import { describe, expect, it } from 'vitest';
import { foldName, foldText, sortTitleOf } from './text-fold.ts';

describe('foldText', () => {
  it('folds accents and letters that do not decompose', () => {
    expect(foldText('Éloïse Sørensen')).toBe('eloise sorensen');
    expect(foldText('Ångström-Reed Straße')).toBe('angstrom-reed strasse');
  });
});

describe('foldName', () => {
  it('also trims and collapses spaces, as a name typed into a URL may carry them', () => {
    expect(foldName('  Éloïse   Sørensen ')).toBe('eloise sorensen');
  });
});

describe('sortTitleOf', () => {
  it('drops a leading article only as a whole word', () => {
    expect(sortTitleOf('The Lantern')).toBe('lantern');
    expect(sortTitleOf('An Orchard')).toBe('orchard');
    expect(sortTitleOf('Theatre of Vantry')).toBe('theatre of vantry');
  });
});
